@testable import ButtonRenderSupport
import XCTest

/// `ContentHash`: the same bytes give the same digest in every process (the verification cache
/// and the environment record store them), a changed byte another, and the parts a hasher
/// combines are told apart by their boundaries.
final class ContentHashTests: XCTestCase {
    func testTheDigestIsStableAndReadsBackFromItsHex() throws {
        let digest = ContentHash(of: Array("button".utf8))
        XCTAssertEqual(digest, ContentHash(of: "button"))
        XCTAssertEqual(digest.description.count, 32)
        XCTAssertEqual(ContentHash(hex: Substring(digest.description)), digest)
        XCTAssertNotEqual(ContentHash(of: "buttoN"), digest)
        // A digest written by an earlier process: the function must never change.
        XCTAssertEqual(ContentHash(of: "").description, ContentHash(of: [UInt8]()).description)
    }

    func testAHashersPartsAreToldApartByTheirBoundaries() {
        func digest(_ parts: [String]) -> ContentHash {
            var hasher = ContentHasher()
            for part in parts { hasher.combine(part) }
            return hasher.finalize()
        }
        XCTAssertEqual(digest(["ab", "c"]), digest(["ab", "c"]))
        XCTAssertNotEqual(digest(["ab", "c"]), digest(["a", "bc"]))
        XCTAssertNotEqual(digest(["abc"]), digest(["abc", ""]))
    }
}
