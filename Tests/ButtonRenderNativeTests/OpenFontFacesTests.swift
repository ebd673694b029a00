@testable import ButtonRenderNative
import CCairo
import Foundation
import XCTest

/// Cairo draws only with FreeType faces we opened (`OpenFontFaces`), never with faces it opens
/// and may close under another thread (the "error occurred in libfreetype" of a two-thread
/// batch): every font of every configuration names its open face, one face per file, shared by
/// configurations, and a font file rewritten in place gets a face of its own.
final class OpenFontFacesTests: XCTestCase {
    /// The face each font of `config` names, by its file's path and face index ("PATH#INDEX";
    /// nil where a font names none).
    private func faces(of config: OpaquePointer) -> [String: FT_Face?] {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return [:] }
        var result: [String: FT_Face?] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            guard let font = fonts[i], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var face: FT_Face?, index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            result["\(String(cString: file))#\(index)"] = FcPatternGetFTFace(font, FC_FT_FACE, 0, &face) == FcResultMatch ? face : nil
        }
        return result
    }

    func testEveryFontOfTheDefaultSetNamesAnOpenFaceSharedByConfigurations() throws {
        let first = try FontConfigurations.build(FontRegistry.defaultFonts, cacheDirectory: nil)
        defer { FcConfigDestroy(first) }
        let second = try FontConfigurations.build(FontRegistry.defaultFonts, cacheDirectory: nil)
        defer { FcConfigDestroy(second) }
        let a = faces(of: first), b = faces(of: second)
        XCTAssertEqual(Set(a.keys.map { String($0.prefix { $0 != "#" }) }), Set(FontRegistry.defaultFonts.map(\.path)))
        for (key, face) in a {
            let face = try XCTUnwrap(face, "\(key) names no open face: Cairo would open (and may close) it itself")
            XCTAssertEqual(b[key] ?? nil, face, "\(key): a second configuration opens the file again")
            let family = try XCTUnwrap(FontRegistry.defaultFonts.first { key.hasPrefix($0.path + "#") }?.family)
            // A collection's other faces name variants of the family ("WenQuanYi Micro Hei Mono").
            XCTAssertTrue(String(cString: face.pointee.family_name).hasPrefix(family), "\(key): \(String(cString: face.pointee.family_name))")
        }
        // The faces are distinct files' faces.
        XCTAssertEqual(Set(a.values.compactMap { $0 }).count, a.count)
    }

    func testAFontFileRewrittenInPlaceGetsANewFace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-faces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Font.ttf").path
        let roboto = try XCTUnwrap(FontRegistry.defaultFonts.first { $0.family == "Roboto" })
        let inter = try XCTUnwrap(FontRegistry.defaultFonts.first { $0.family == "Inter" })

        try FileManager.default.copyItem(atPath: roboto.path, toPath: path)
        let before = try FontConfigurations.build([FontFile(family: "Roboto", path: path, package: "test")], cacheDirectory: nil)
        defer { FcConfigDestroy(before) }
        let old = try XCTUnwrap(faces(of: before)[path + "#0"] ?? nil)
        XCTAssertEqual(String(cString: old.pointee.family_name), "Roboto")

        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: inter.path, toPath: path)
        let after = try FontConfigurations.build([FontFile(family: "Inter", path: path, package: "test")], cacheDirectory: nil)
        defer { FcConfigDestroy(after) }
        let new = try XCTUnwrap(faces(of: after)[path + "#0"] ?? nil)
        XCTAssertNotEqual(new, old)
        XCTAssertEqual(String(cString: new.pointee.family_name), "Inter")
    }
}
