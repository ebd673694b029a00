@testable import ButtonRender
@testable import ButtonRenderSpecFiles
@testable import ButtonRenderTokens

/// libFuzzer's entry point: the bytes as a design-tokens file. Parses it, validates every
/// reference and value in both appearances, builds both colour schemes and reads every token
/// with each typed getter (most fail with a type mismatch, which is fine). Thrown errors are
/// the expected answer to bad input; only crashes, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self),
          let tokens = try? DesignTokens.parse(text, source: "fuzz.tokens.json") else { return 0 }
    _ = try? tokens.validate()
    for appearance in Appearance.allCases {
        _ = tokens.colorScheme(appearance, name: "fuzz")
        for name in tokens.names {
            _ = try? tokens.color(name, appearance)
            _ = try? tokens.dimension(name, appearance)
            _ = try? tokens.number(name, appearance)
            _ = try? tokens.fontFamily(name, appearance)
            _ = try? tokens.fontWeight(name, appearance)
            _ = try? tokens.shadows(name, appearance)
        }
    }
    return 0
}
