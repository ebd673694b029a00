import Foundation
import XCTest

/// `render` names the deprecated tokens of the token files its specs use, at their own file,
/// line and column, and still renders.
final class ThemeWarningTests: XCTestCase {
    func testDeprecatedTokensAreWarnedOnceAtTheirPlace() throws {
        let cli = try CommandLineRunner(prefix: "deprecated")
        defer { cli.cleanUp() }
        try cli.write("brand.tokens.json", """
        {"color": {"primary": {"$type": "color", "$deprecated": "use color.brand",
          "$value": {"colorSpace": "srgb", "components": [0, 0.4745, 0.4196], "alpha": 1, "hex": "#00796b"}}}}
        """)
        try cli.write("s.yaml", "- {name: a, title: A, theme: brand.tokens.json}\n- {name: b, title: B, theme: brand.tokens.json}\n")
        let result = try cli.run(["render", "s.yaml", "--out", "out"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.err.components(separatedBy: "is deprecated").count - 1, 1, "once per token: \(result.err)")
        XCTAssertTrue(result.err.contains("brand.tokens.json:1:12: token 'color.primary': is deprecated: use color.brand"), result.err)
        XCTAssertTrue(cli.files(in: "out").contains("a.png"))
        XCTAssertEqual(try cli.run(["render", "s.yaml", "--out", "out2", "--quiet"]).err, "", "--quiet prints nothing but errors")
    }
}
