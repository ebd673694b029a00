@testable import ButtonRender
@testable import ButtonRenderSpecFiles

/// libFuzzer's entry point: the bytes as a JSON spec file (buttons and sheets). Thrown errors
/// are the expected answer to bad input; only crashes, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    _ = try? SheetLoader.load(text: text, file: "fuzz.json")
    return 0
}
