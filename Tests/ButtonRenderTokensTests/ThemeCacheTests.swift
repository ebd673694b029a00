@testable import ButtonRenderTokens
import XCTest

/// The theme cache hands back what was stored under a key, as the type it was stored as, and
/// loads again when asked for another type under the same key (it reads a value out of its box
/// only after comparing the types).
final class ThemeCacheTests: XCTestCase {
    func testAValueComesBackAsStoredAndIsLoadedOnce() throws {
        let cache = ThemeCache(capacity: 8)
        var loads = 0
        for _ in 0..<3 {
            XCTAssertEqual(try cache.value(.builtIn, "a") { () -> [String] in loads += 1; return ["x", "y"] }, ["x", "y"])
        }
        XCTAssertEqual(loads, 1)
        XCTAssertEqual(try cache.value(.user, "a") { () -> [String] in loads += 1; return ["z"] }, ["z"], "the kind is part of the key")
        XCTAssertEqual(loads, 2)
    }

    func testAnotherTypeUnderTheSameKeyIsLoadedAndReplacesIt() throws {
        let cache = ThemeCache(capacity: 8)
        XCTAssertEqual(try cache.value(.context, "k") { 42 }, 42)
        XCTAssertEqual(try cache.value(.context, "k") { "forty-two" }, "forty-two")
        var loads = 0
        XCTAssertEqual(try cache.value(.context, "k") { () -> String in loads += 1; return "again" }, "forty-two")
        XCTAssertEqual(loads, 0, "the string replaced the number")
        XCTAssertEqual(try cache.value(.context, "k") { 7 }, 7)
    }

    func testAFullCacheStartsOver() throws {
        let cache = ThemeCache(capacity: 2)
        var loads = 0
        for name in ["a", "b", "c", "a"] { _ = try cache.value(.builtIn, name) { () -> Int in loads += 1; return loads } }
        XCTAssertEqual(loads, 4, "'a' was dropped when the third entry started the cache over")
    }
}
