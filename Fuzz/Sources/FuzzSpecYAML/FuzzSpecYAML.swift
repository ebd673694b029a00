@testable import ButtonRender
@testable import ButtonRenderSpecFiles
import Yams

/// libFuzzer's entry point: the bytes as a YAML spec file (buttons and sheets). Thrown errors
/// are the expected answer to bad input; crashes, sanitizer reports and hangs are findings. And,
/// differential: each item of a text that composes is decoded by the loader's decoder
/// (`SpecNodeDecoding`) and by Yams' `YAMLDecoder`, which it answers as; a different value or
/// error (its case, type, coding path or description) stops the process with both, as a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    _ = try? SheetLoader.load(text: text, file: "fuzz.yaml")
    guard let root = try? SpecDocument.compose(text, file: "fuzz.yaml") else { return 0 }
    let items: [Node]
    if case .sequence(let sequence) = root { items = Array(sequence) } else { items = [root] }
    for item in items {
        let isSheet = item.mapping?.keys.contains { $0.string == "sheet" } ?? false
        let ours = isSheet ? outcome { try SpecNodeDecoding.decode(SheetSpec.self, from: item) }
                           : outcome { try SpecNodeDecoding.decode(ButtonSpec.self, from: item) }
        let yams = isSheet ? outcome { try YAMLDecoder().decode(SheetSpec.self, from: item) }
                           : outcome { try YAMLDecoder().decode(ButtonSpec.self, from: item) }
        if ours != yams { fatalError("the spec decoder and YAMLDecoder differ:\nours: \(ours)\nYams: \(yams)") }
    }
    return 0
}

/// A decoding's value, or its error's case, type, coding path and description.
private func outcome<T>(_ body: () throws -> T) -> String {
    do { return "value: \(try body())" } catch let error as DecodingError {
        func path(_ keys: [CodingKey]) -> String { keys.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }.joined(separator: "/") }
        switch error {
        case .typeMismatch(let type, let c): return "typeMismatch \(type) at \(path(c.codingPath)): \(c.debugDescription)"
        case .valueNotFound(let type, let c): return "valueNotFound \(type) at \(path(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let key, let c): return "keyNotFound \(key.stringValue) at \(path(c.codingPath)): \(c.debugDescription)"
        case .dataCorrupted(let c): return "dataCorrupted at \(path(c.codingPath)): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    } catch {
        return "other error: \(error)"
    }
}
