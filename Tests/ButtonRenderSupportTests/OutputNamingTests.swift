@testable import ButtonRenderSupport
import XCTest

/// `OutputNaming`: a name is a plain file name or a located problem, never a path; a name taken
/// from a file name is made into one.
final class OutputNamingTests: XCTestCase {
    func testOnlyPlainFileNamesAreAccepted() {
        for name in ["ok", "Button 2", "a-b_c.d", "größe", "日本"] { XCTAssertNil(OutputNaming.problem(withName: name), name) }
        for name in ["", ".hidden", "a/b", "a\\b", "../up", "a\u{0}b", "tab\there", String(repeating: "x", count: 129)] {
            XCTAssertNotNil(OutputNaming.problem(withName: name), name.debugDescription)
        }
    }

    func testSanitizedNamesAreAlwaysAccepted() {
        for name in ["../../etc/passwd", ".hidden", "a:b*c?", "", "....", String(repeating: "é/", count: 200), "tab\there"] {
            let sanitized = OutputNaming.sanitized(name)
            XCTAssertNil(OutputNaming.problem(withName: sanitized), "\(name.debugDescription) → \(sanitized.debugDescription)")
        }
        XCTAssertEqual(OutputNaming.sanitized("cart"), "cart")
        XCTAssertEqual(OutputNaming.sanitized("a/b"), "a-b")
    }
}
