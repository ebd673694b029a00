@testable import ButtonRender
@testable import ButtonRenderSpecFiles

/// One renderer for the whole run: building the font registry and text engine takes far
/// longer than laying out a button. libFuzzer calls the entry point on one thread.
nonisolated(unsafe) let renderer = try! ButtonRenderer()
/// Lays out sheets with the same renderer.
nonisolated(unsafe) let sheetRenderer = SheetRenderer(renderer: renderer)

/// libFuzzer's entry point: the bytes as a YAML or JSON spec file whose buttons and sheets,
/// when they load, are resolved and laid out (text measured by Pango), without painting.
/// Thrown errors are the expected answer to bad input; only crashes, sanitizer reports and
/// hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self),
          let items = try? SheetLoader.load(text: text, file: "fuzz.yaml") else { return 0 }
    for item in items {
        switch item {
        case .button(let loaded): _ = try? renderer.layout(loaded.spec)
        case .sheet(let loaded): _ = try? sheetRenderer.layout(loaded.sheet)
        }
    }
    return 0
}
