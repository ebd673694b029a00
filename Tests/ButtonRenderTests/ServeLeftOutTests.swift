// Only without the `Serve` trait (the default; CI's sanitizer builds): the command says the server was left out.
#if !Serve
import Foundation
import XCTest

/// A render-cli built without `--traits Serve` has no preview server: `serve` exits 2
/// and says why and how to get one, rather than failing in some other way.
final class ServeLeftOutTests: XCTestCase {
    func testServeSaysTheServerWasLeftOut() throws {
        let cli = try CommandLineRunner(prefix: "serve-left-out")
        defer { cli.cleanUp() }
        try cli.write("specs/one.yaml", "- {name: one, title: One}\n")
        let result = try cli.run(["serve", "specs"])
        XCTAssertEqual(result.status, 2, result.out + result.err)
        XCTAssertTrue(result.err.contains("built without its Serve trait"), result.err)
        XCTAssertTrue(result.err.contains("swift build -c release --traits Serve --product render-cli"), "names how to build one: \(result.err)")
    }
}
#endif
