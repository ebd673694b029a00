@testable import ButtonRenderModel
@testable import ButtonRenderTokens
import XCTest

/// The shipped themes are valid: every token resolves and reads in both appearances. The
/// renderer does not validate them on each start (`BuiltInThemes.tokens(named:)`), so this
/// is where a broken built-in token file is caught.
final class BuiltInThemeValidationTests: XCTestCase {
    func testEveryBuiltInThemeValidates() throws {
        XCTAssertFalse(BuiltInThemes.names.isEmpty)
        for name in BuiltInThemes.names {
            let tokens = try BuiltInThemes.tokens(named: name)
            XCTAssertFalse(tokens.names.isEmpty, name)
            XCTAssertNoThrow(try tokens.validate(), name)
        }
    }
}
