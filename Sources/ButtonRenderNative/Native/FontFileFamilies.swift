import ButtonRenderModel
import CCairo
import Foundation
import ButtonRenderSupport

/// The family names a font file declares, read by fontconfig from the file itself (every face
/// of a collection), so a design system's font files are named by what they hold.
package enum FontFileFamilies {
    /// The families of the font file at `path`, in the file's order without repeats. A file
    /// fontconfig cannot read as a font is a `NativeError.missingFont`.
    package static func of(_ path: String) throws -> [String] {
        // fontconfig names a file it cannot parse after the file itself; FreeType loading its
        // glyphs tells a damaged file from a font.
        guard br_font_file_loads(path) != 0 else {
            throw NativeError.missingFont(path: path, family: "?", package: "the system file's fonts")
        }
        let set = FcFontSetCreate()
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        let faces = path.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set) }
        }
        guard faces > 0, let set else { throw NativeError.missingFont(path: path, family: "?", package: "the system file's fonts") }
        var families: [String] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            // The first family value is the font's own name; later ones are localised names.
            if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if !families.contains(name) { families.append(name) }
            }
        }
        return families
    }

    /// The OpenType weights (100 to 1000) each family of the font file at `path` holds: one
    /// weight per static face, the whole axis of a variable one. A file fontconfig cannot read
    /// holds none.
    package static func weights(of path: String) -> [String: [ClosedRange<Double>]] {
        let set = FcFontSetCreate()
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        let faces = path.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set) }
        }
        guard faces > 0, let set else { return [:] }
        var found: [String: [ClosedRange<Double>]] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var name: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name else { continue }
            var value = FcValue()
            guard FcPatternGet(pattern, FC_WEIGHT, 0, &value) == FcResultMatch else { continue }
            var range: ClosedRange<Double>
            switch value.type {
            case FcTypeInteger: range = Double(value.u.i)...Double(value.u.i)
            case FcTypeDouble: range = value.u.d...value.u.d
            case FcTypeRange:
                var begin = 0.0, end = 0.0
                guard FcRangeGetDouble(value.u.r, &begin, &end) != 0 else { continue }
                range = min(begin, end)...max(begin, end)
            default: continue
            }
            range = FcWeightToOpenTypeDouble(range.lowerBound)...FcWeightToOpenTypeDouble(range.upperBound)
            found[String(cString: name), default: []].append(range)
        }
        return found
    }

    /// The first family of the font file at `path`, read once per path and kept for the process.
    static func first(of path: String) throws -> String {
        if let known = firstFamilies.withLock({ $0[path] }) { return known }
        guard let family = try of(path).first else {
            throw NativeError.missingFont(path: path, family: "?", package: "a design system file's fonts")
        }
        firstFamilies.withLock { $0[path] = family }
        return family
    }

    /// Each file's first family, by path.
    private static let firstFamilies = Locked<[String: String]>([:])
}
