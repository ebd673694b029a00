@testable import ButtonRender
@testable import ButtonRenderSpecFiles
@testable import ButtonRenderTokens
import Foundation

/// A folder with a tokens file and a font, so a system file's `tokens` and `fonts` can name
/// real files (`tokens.json`, `font.ttf`) as well as missing ones.
private let folder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-system-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try? ##"{"color": {"brand": {"$type": "color", "$value": "#0055ff"}}, "size": {"m": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}"##
        .write(toFile: path + "/tokens.json", atomically: true, encoding: .utf8)
    return path
}()

/// libFuzzer's entry point: the bytes as a system file, read by `SystemFileReader` (every
/// field, template, `calc()` and variant checked; thrown errors are the expected answer to bad
/// input), and each line of it that looks like a slot value parsed on its own as one
/// (`SlotValue.parse`: references, templates, `calc()`). Only crashes, sanitizer reports,
/// hangs and memory beyond the limit are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    _ = try? SystemFileReader.read(text: text, file: "fuzz.system.yaml", absolutePath: folder + "/fuzz.system.yaml")
    for line in text.split(separator: "\n").prefix(64) {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        if case .success(let expression) = SlotValue.parse(text: value) { _ = "\(expression)" }
    }
    return 0
}
