@testable import ButtonRender
@testable import ButtonRenderSpecFiles
@testable import ButtonRenderModel
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation

/// One renderer for the whole run (building the font registry takes far longer than laying
/// out a button). libFuzzer calls the entry point on one thread.
nonisolated(unsafe) let renderer = try! ButtonRenderer()

/// The folder the archives are unpacked into, one fresh subfolder per input (so no cache keyed
/// by a file's path and version can hand one input's tokens to the next).
let root: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-resolver-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    // Removed when libFuzzer exits (each input's subfolder is gone by then), so that runs do
    // not leave an empty folder per process in the temporary folder.
    atexit { try? FileManager.default.removeItem(at: root) }
    return url
}()
/// Inputs run so far, naming each one's folder (`nonisolated(unsafe)`: libFuzzer calls the
/// entry point on one thread).
nonisolated(unsafe) var inputs = 0

/// Where the parts of an archive go, relative to the input's folder: the resolver document in
/// the spec's folder, two tokens files beside and below it, and one outside the spec's folder
/// tree (which only `--allow-outside-paths` may read).
let paths = ["spec/theme.resolver.json", "spec/a.tokens.json", "spec/sub/b.tokens.json", "outside.tokens.json"]

/// The largest input read (the regression seeds are below it).
let maximumInput = 256 << 10

/// libFuzzer's entry point: the bytes as a small archive of up to four files separated by NUL
/// bytes (a resolver document, then tokens files, `paths`); its last byte picks the reading
/// (strict or lenient, inside the spec's folder or anywhere) and the appearance. The files are
/// written to a fresh folder, the resolver is read as a spec's theme would be, its tokens are
/// listed with their deviations and read with every getter, and buttons of several states and
/// both appearances are themed with it and laid out (text measured by Pango). Thrown errors are
/// the expected answer to bad input; only crashes, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, size <= maximumInput else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let options = bytes[bytes.count - 1]
    let parts = bytes.dropLast().split(separator: 0, maxSplits: paths.count - 1, omittingEmptySubsequences: false)
    inputs += 1
    let folder = root.appendingPathComponent("\(inputs)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (part, path) in zip(parts, paths) {
        let url = folder.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(part))
    }
    let specFolder = folder.appendingPathComponent("spec").path
    let theme = folder.appendingPathComponent(paths[0]).path
    let reading = ThemeReading.forSpec(in: specFolder, paths: options & 1 == 0 ? .insideSpecFolder : .anywhere,
                                       strictness: options & 2 == 0 ? .lenient : .strict)

    if let tokens = try? BuiltInThemes.userTheme(file: theme, reading: reading) {
        _ = try? tokens.validate()
        let deviations = tokens.deviations
        _ = TokenDeviation.summaries(deviations)
        for appearance in Appearance.allCases {
            _ = try? tokens.resolvedEntries(appearance, deviations: deviations)
            _ = tokens.colorScheme(appearance, name: "fuzz")
            for name in tokens.names.prefix(64) {
                _ = try? tokens.color(name, appearance)
                _ = try? tokens.dimension(name, appearance)
                _ = try? tokens.number(name, appearance)
                _ = try? tokens.fontFamily(name, appearance)
                _ = try? tokens.fontWeight(name, appearance)
                _ = try? tokens.shadows(name, appearance)
                _ = try? tokens.typography(name, appearance)
            }
        }
    }
    let appearances: [Appearance] = options & 4 == 0 ? [.light, .dark] : [.dark]
    for system in ["material", "uikit", "anatomy"] {
        for appearance in appearances {
            for state in [ButtonState.normal, .highlighted, .disabled] {
                var spec = ButtonSpec(system: ButtonSystem(rawValue: system), state: state, title: "Fuzz", appearance: appearance, theme: theme)
                if options & 8 != 0 { spec.contentSizeCategory = .AX2 }
                spec.themeReading = reading
                guard (try? Resolver.resolve(spec)) != nil else { continue }
                _ = try? renderer.layout(spec)
            }
        }
    }
    return 0
}
