// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import Foundation
import XCTest

/// What `serve` shows is what it should (issue 23, items 3 and 4), against a real
/// `render-cli serve`: a golden that is a symbolic link is never served nor compared on the
/// page, a folder entry that links outside its folder is not read and its content never
/// quoted, and a watched theme edited to a huge number shows an error on the page while the
/// server goes on.
final class ServeExposureTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "serve-exposure")
        try cli.write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("snaps"), withIntermediateDirectories: true)
    }

    override func tearDown() { cli.cleanUp() }

    private func data(_ server: ServedPreview) throws -> String {
        String(decoding: try XCTUnwrap(server.get("/data.json")), as: UTF8.self)
    }

    func testAGoldenThatIsASymbolicLinkIsNeverServed() throws {
        // A file outside the snapshots folder that a link in it points to (a PNG, so a
        // comparison would even show its pixels).
        let recorded = try cli.run(["render", "specs", "--out", "outside", "--format", "png"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        let secret = cli.work.appendingPathComponent("outside/save.png")
        try FileManager.default.createSymbolicLink(atPath: cli.work.appendingPathComponent("snaps/save.png").path,
                                                   withDestinationPath: secret.path)
        let server = try ServedPreview(["specs", "--snapshots", "snaps"], in: cli.work)
        defer { server.stop() }
        let answer = try server.raw("GET /golden/save.png HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 403"), answer)
        XCTAssertFalse(answer.contains("PNG"), "none of the linked file's bytes")
        let json = try data(server)
        XCTAssertTrue(json.contains(#""status":"error""#) && json.contains("is a symbolic link"), json)
        XCTAssertFalse(json.contains("golden/save.png"), "the page does not ask for it")
        XCTAssertFalse(json.contains("diff/save.png"), "nor for a diff made from it")
        // A regular golden is served, as a control.
        try FileManager.default.removeItem(at: cli.work.appendingPathComponent("snaps/save.png"))
        try FileManager.default.copyItem(at: secret, to: cli.work.appendingPathComponent("snaps/save.png"))
        let deadline = Date().addingTimeInterval(20)
        while !(try data(server)).contains(#""status":"passed""#) && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        XCTAssertEqual(try server.get("/golden/save.png"), try Data(contentsOf: secret))
    }

    func testAFolderEntryThatLinksOutsideIsNotRead() throws {
        try cli.write("private/notes.txt", "TOPSECRET-4217 the launch code\n")
        try FileManager.default.createSymbolicLink(atPath: cli.work.appendingPathComponent("specs/notes.yaml").path,
                                                   withDestinationPath: cli.work.appendingPathComponent("private/notes.txt").path)
        let server = try ServedPreview(["specs", "--verbose"], in: cli.work)
        defer { server.stop() }
        var json = try data(server)
        XCTAssertFalse(json.contains("TOPSECRET"), "the linked file's content never reaches the page")
        XCTAssertTrue(json.contains("notes.yaml") && json.contains("outside the folder"), json)
        XCTAssertTrue(json.contains(#""name":"save""#), "the folder's other specs are served")
        // One added while serving is refused the same way.
        try cli.write("private/more.txt", "TOPSECRET-9931\n")
        try FileManager.default.createSymbolicLink(atPath: cli.work.appendingPathComponent("specs/more.yaml").path,
                                                   withDestinationPath: cli.work.appendingPathComponent("private/more.txt").path)
        let deadline = Date().addingTimeInterval(20)
        while !(json.contains("more.yaml")) && Date() < deadline { Thread.sleep(forTimeInterval: 0.2); json = try data(server) }
        XCTAssertTrue(json.contains("more.yaml"), json)
        XCTAssertFalse(json.contains("TOPSECRET"))
        XCTAssertEqual(server.stop(), 0)
        XCTAssertTrue(server.log.contains("notes.yaml: a symbolic link to a file outside the folder"), server.log)
        XCTAssertFalse(server.log.contains("TOPSECRET"))
    }

    /// The page's problems, polled until `done` holds for the data (at most 30 s).
    private func data(_ server: ServedPreview, until done: (String) -> Bool) throws -> String {
        var json = ""
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.3)
            guard let body = try server.get("/data.json") else { break }
            json = String(decoding: body, as: UTF8.self)
            if done(json) { break }
        }
        return json
    }

    func testAWatchedThemeThatBreaksShowsItsErrorAndServeGoesOn() throws {
        let theme = #"{"button": {"$type": "dimension", "height": {"$value": {"value": HEIGHT, "unit": "px"}}}}"#
        try cli.write("specs/themes/brand.tokens.json", theme.replacingOccurrences(of: "HEIGHT", with: "48"))
        try cli.write("specs/a.yaml", "- {name: save, style: contained, title: Save, theme: themes/brand.tokens.json}\n")
        let server = try ServedPreview(["specs"], in: cli.work)
        defer { server.stop() }
        XCTAssertTrue(try data(server).contains(#""problems":[]"#))
        let good = try XCTUnwrap(server.get("/save.png"))

        // A value the resolver refuses: its located error on the page, the last good image kept.
        try cli.write("specs/themes/brand.tokens.json", theme.replacingOccurrences(of: "HEIGHT", with: #""tall""#))
        var json = try data(server) { $0.contains("token 'button.height'") }
        XCTAssertTrue(json.contains("token 'button.height'") && json.contains("brand.tokens.json:1:"), "located: \(json.suffix(400))")
        XCTAssertEqual(try server.get("/save.png"), good, "the last good image is still served")

        // A huge number (1e308 px) must give the same kind of error, not kill the server: the
        // resolver bounds token numbers (issue 23, item 3), so `render` refuses it with a located
        // error and exit 2 (bad input), and so does the page.
        try cli.write("specs/themes/brand.tokens.json", theme.replacingOccurrences(of: "HEIGHT", with: "48"))
        _ = try data(server) { $0.contains(#""problems":[]"#) }
        try cli.write("huge/themes/brand.tokens.json", theme.replacingOccurrences(of: "HEIGHT", with: "1e308"))
        try cli.write("huge/a.yaml", "- {name: save, style: contained, title: Save, theme: themes/brand.tokens.json}\n")
        let plain = try cli.run(["render", "huge", "--out", "out"])
        XCTAssertEqual(plain.status, 2, "render refuses the number as bad input, and does not die of it: \(plain.err.suffix(400))")
        try cli.write("specs/themes/brand.tokens.json", theme.replacingOccurrences(of: "HEIGHT", with: "1e308"))
        json = try data(server) { $0.contains("out of range") }
        XCTAssertTrue(json.contains("minimum height 1e+308") && json.contains("out of range"), "the error is on the page: \(json.suffix(400))")
        XCTAssertEqual(try server.get("/save.png"), good, "the last good image is still served")
        XCTAssertEqual(server.stop(), 0, "serve was still running")
    }
}
#endif
