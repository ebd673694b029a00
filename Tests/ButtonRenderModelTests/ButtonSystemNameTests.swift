@testable import ButtonRenderModel
import Foundation
import XCTest

/// Whether a spec's `system` names a file (`ButtonSystem.isFile`) is decided byte by byte; it
/// gives what lowercasing the whole name and testing its suffix gave, kept as the reference.
final class ButtonSystemNameTests: XCTestCase {
    private func reference(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || lower.hasSuffix(".json")
    }

    func testIsFileMatchesLowercasingTheName() {
        let names = ["material", "acme.system.yaml", "ACME.SYSTEM.YAML", "a.Yml", "x.jSoN", "systems/acme.yaml", ".yaml", "yaml", "aml",
                     "a.yaml ", "a.yamll", "a.ya", "a.json\u{301}", "\u{E9}.yml", "\u{1F600}.json", "a.\u{130}ml", "a.\u{212A}son", "", "a.YAML"]
        for name in names {
            XCTAssertEqual(ButtonSystem(registering: name).isFile, reference(name), name)
        }
    }

    /// The byte comparison is right only if no other character lowercases to one of the
    /// suffixes' letters: every scalar of the Basic Multilingual Plane and beyond is tried.
    func testNoOtherCharacterLowercasesToASuffixLetter() {
        let letters = Set("yamljson".unicodeScalars)
        for value in 0x80...0x1_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let lowered = String(scalar).lowercased().unicodeScalars
            XCTAssertFalse(lowered.contains { letters.contains($0) }, "U+\(String(value, radix: 16, uppercase: true)) lowercases to \(String(lowered))")
            let name = "a." + String(scalar) + "ml"
            XCTAssertEqual(ButtonSystem(registering: name).isFile, reference(name), name)
        }
    }
}
