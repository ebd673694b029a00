// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `render-cli serve` without a browser: the loopback rule, the URL it prints, bounded
/// requests (oversized headers and bodies cut off), methods, the Host check and `--help`.
final class ServeCommandLineTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "serve-cli")
        try cli.write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
    }

    override func tearDown() { cli.cleanUp() }

    func testANonLoopbackHostIsRefusedWithoutPermission() throws {
        for host in ["0.0.0.0", "192.168.1.10", "::"] {
            let r = try cli.run(["serve", "specs", "--host", host])
            XCTAssertEqual(r.status, 2, "\(host): \(r.err)")
            XCTAssertTrue(r.err.contains("is not a loopback address") && r.err.contains("--allow-remote"), r.err)
        }
    }

    func testBadInputExitsTwo() throws {
        XCTAssertEqual(try cli.run(["serve", "missing.yaml"]).status, 2)
        let r = try cli.run(["serve", "specs", "--snapshots", "no-such-folder"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("no-such-folder"), r.err)
        XCTAssertEqual(try cli.run(["serve", "specs", "--port", "70000"]).status, 2)
    }

    func testHelpIsAManual() throws {
        let r = try cli.run(["serve", "--help"])
        XCTAssertEqual(r.status, 0)
        for phrase in ["127.0.0.1", "--snapshots", "Approve", "token", "Origin", "--read-only", "Exit status", "Ctrl-C", "Keys"] {
            XCTAssertTrue(r.out.contains(phrase), "missing \(phrase)")
        }
    }

    func testRequestsAreBoundedAndChecked() throws {
        let server = try ServedPreview(["specs"], in: cli.work)
        defer { server.stop() }
        XCTAssertEqual(server.port > 0, true)
        let host = "Host: 127.0.0.1:\(server.port)\r\n"
        XCTAssertTrue(try server.raw("GET /version HTTP/1.1\r\n\(host)\r\n").contains(#"{"version":1}"#))
        let huge = "GET / HTTP/1.1\r\n\(host)X-Filler: \(String(repeating: "a", count: 40_000))\r\n\r\n"
        XCTAssertTrue(try server.raw(huge).hasPrefix("HTTP/1.1 431"), "oversized headers are cut off")
        let body = "POST /approve HTTP/1.1\r\n\(host)Content-Length: 1000000\r\n\r\n" + String(repeating: "x", count: 8000)
        XCTAssertTrue(try server.raw(body).hasPrefix("HTTP/1.1 413"), "an oversized body is refused before it is read")
        XCTAssertTrue(try server.raw("DELETE / HTTP/1.1\r\n\(host)\r\n").hasPrefix("HTTP/1.1 405"))
        XCTAssertTrue(try server.raw("GET / HTTP/1.1\r\nHost: attacker.example\r\n\r\n").hasPrefix("HTTP/1.1 403"), "a foreign Host is refused")
        XCTAssertTrue(try server.raw("GET / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 403"), "no Host is refused")
        XCTAssertTrue(try server.raw("GET / HTTP/1.1\r\nHost: attacker.example\r\n\(host)\r\n").hasPrefix("HTTP/1.1 403"),
                      "a second Host header does not make a foreign one pass")
        XCTAssertTrue(try server.raw("GET /../specs/a.yaml HTTP/1.1\r\n\(host)\r\n").hasPrefix("HTTP/1.1 404"), "no file is served by path")
        XCTAssertTrue(try server.raw("GET /save.png HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n").hasPrefix("HTTP/1.1 200"))
        XCTAssertTrue(try server.raw("POST /approve HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n").hasPrefix("HTTP/1.1 405"),
                      "no snapshots folder: approving is off")
        XCTAssertEqual(server.stop(), 0)
    }

    func testCtrlCStopsCleanly() throws {
        let server = try ServedPreview(["specs"], in: cli.work)
        XCTAssertTrue(try server.raw("GET /version HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n").hasPrefix("HTTP/1.1 200"))
        XCTAssertEqual(server.stop(signal: SIGINT), 0, "SIGINT (Ctrl-C) stops the server with status 0")
        XCTAssertTrue(server.log.contains("stopped"), server.log)
    }

    /// The race that once hung CI: a signal sent the moment the URL is printed was lost when
    /// the handler was registered after the signal had been set to be ignored. Driven many
    /// times; each stop has a deadline, so a lost signal fails here instead of hanging.
    func testASignalRightAfterStartIsNeverLost() throws {
        for round in 0..<40 {
            let signal = round.isMultiple(of: 2) ? SIGINT : SIGTERM
            let server = try ServedPreview(["specs"], in: cli.work)
            XCTAssertEqual(server.stop(signal: signal, deadline: 20), 0, "round \(round): signal \(signal) right after start")
            XCTAssertTrue(server.log.contains("stopped"), "round \(round): \(server.log)")
        }
    }
}
#endif
