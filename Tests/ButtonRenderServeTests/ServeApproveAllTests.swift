@testable import ButtonRender
@testable import ButtonRenderServe
import Foundation
import XCTest

/// `serve`'s "approve all failed" (`POST /approve-all`), through the routes with a real
/// session: the same token and Origin checks as one approve, only at the version the person
/// confirmed, and only the images that differ or have no golden.
final class ServeApproveAllTests: XCTestCase {
    private var preview: PreviewTestFolder!
    private var folder: URL { preview.url }

    override func setUpWithError() throws { preview = try PreviewTestFolder(prefix: "approve-all") }
    override func tearDown() { preview.remove() }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String { try preview.write(name, text) }

    private func request(_ state: PreviewState, body: String, token: String? = nil, origin: String = "http://127.0.0.1:1",
                         method: String = "POST") -> ServeRequest {
        ServeRequest(method: method, path: "/approve-all", host: "127.0.0.1:1",
                     headers: ["x-buttonrender-token": token ?? state.token, "origin": origin, "content-type": "application/json"],
                     body: Array(body.utf8))
    }

    private func golden(_ name: String) -> Data? { FileManager.default.contents(atPath: folder.appendingPathComponent("snaps/\(name)").path) }

    func testApprovesEveryImageThatDiffersOrIsNewAtTheConfirmedVersionOnly() async throws {
        let spec = try write("specs/a.yaml", "- {name: save, title: Save}\n- {name: cancel, style: outlined, title: Cancel}\n")
        let session = try PreviewSession(specFiles: [spec], snapshots: folder.appendingPathComponent("snaps").path)
        let state = PreviewState(session: session, title: "t")
        let routes = ServeRoutes(state: state, allowedHosts: ["127.0.0.1:1"])
        XCTAssertEqual(session.unapprovedNames, ["save", "cancel"], "both new")
        let version = state.published.version

        // The protections of one approve.
        let status1 = await routes.answer(request(state, body: #"{"version":\#(version)}"#, token: "guess")).status
        XCTAssertEqual(status1, 403)
        let status2 = await routes.answer(request(state, body: #"{"version":\#(version)}"#, origin: "http://evil.example")).status
        XCTAssertEqual(status2, 403)
        let status3 = await routes.answer(request(state, body: #"{"version":\#(version)}"#, method: "GET")).status
        XCTAssertEqual(status3, 405)
        let status4 = await routes.answer(request(state, body: #"{"names":["save"]}"#)).status
        XCTAssertEqual(status4, 400)
        // A version other than the one shown writes nothing.
        let stale = await routes.answer(request(state, body: #"{"version":\#(version - 1)}"#))
        XCTAssertEqual(stale.status, 409)
        XCTAssertTrue(String(decoding: stale.body, as: UTF8.self).contains("changed since it was confirmed"))
        XCTAssertNil(golden("save.png"))

        let answer = await routes.answer(request(state, body: #"{"version":\#(version)}"#))
        XCTAssertEqual(answer.status, 200, String(decoding: answer.body, as: UTF8.self))
        let approved = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: [[String: String]]])
        XCTAssertEqual(approved["approved"]?.map { $0["name"] ?? "" }, ["save", "cancel"])
        XCTAssertNotNil(golden("save.png"))
        let cancel = try XCTUnwrap(golden("cancel.png"))
        XCTAssertEqual(session.unapprovedNames, [])

        // One differs now: only it is written; the other golden keeps its bytes.
        try write("specs/a.yaml", "- {name: save, title: Save, cornerRadius: 9}\n- {name: cancel, style: outlined, title: Cancel}\n")
        state.render { $0.reload(files: [spec]) }
        XCTAssertEqual(session.unapprovedNames, ["save"])
        let before = try XCTUnwrap(golden("save.png"))
        let again = await routes.answer(request(state, body: #"{"version":\#(state.published.version)}"#))
        XCTAssertEqual(again.status, 200)
        XCTAssertTrue(String(decoding: again.body, as: UTF8.self).contains(#""name":"save""#))
        XCTAssertFalse(String(decoding: again.body, as: UTF8.self).contains("cancel"))
        XCTAssertNotEqual(golden("save.png"), before)
        XCTAssertEqual(golden("cancel.png"), cancel)

        // The page offers it, behind a confirmation.
        let page = String(decoding: await routes.answer(ServeRequest(method: "GET", path: "/", host: "127.0.0.1:1")).body, as: UTF8.self)
        XCTAssertTrue(page.contains("approve-all") && page.contains("confirm('Write '"), "the page's button and its confirmation")
    }

    func testThePreviewComparesAsVerifyDoesWithTheSpecsIgnoredRegions() throws {
        let spec = try write("specs/a.yaml", "- {name: save, title: Save, scale: 2}\n")
        let session = try PreviewSession(specFiles: [spec], snapshots: folder.appendingPathComponent("snaps").path)
        try session.approve("save")
        let canvas = try XCTUnwrap(session.assets.first?.entry.canvas)
        try write("specs/a.yaml", "- {name: save, title: Save, scale: 2, cornerRadius: 9}\n")
        session.reload(files: [spec])
        XCTAssertEqual(session.golden(of: "save")?.status, .failed, "the corners moved")
        try write("specs/a.yaml", "- {name: save, title: Save, scale: 2, cornerRadius: 9, snapshot: {ignore: [[0, 0, \(canvas.width), \(canvas.height)]]}}\n")
        session.reload(files: [spec])
        XCTAssertEqual(session.golden(of: "save")?.status, .passed, session.golden(of: "save")?.message ?? "")
        XCTAssertEqual(session.unapprovedNames, [], "nothing for approve all to write")
    }

    func testReadOnlyRefusesApproveAll() async throws {
        let spec = try write("specs/a.yaml", "- {name: save, title: Save}\n")
        let session = try PreviewSession(specFiles: [spec], snapshots: folder.appendingPathComponent("snaps").path, readOnly: true)
        let state = PreviewState(session: session, title: "t")
        let routes = ServeRoutes(state: state, allowedHosts: ["127.0.0.1:1"])
        let status5 = await routes.answer(request(state, body: #"{"version":\#(state.published.version)}"#)).status
        XCTAssertEqual(status5, 405)
        XCTAssertNil(golden("save.png"))
        XCTAssertThrowsError(try session.approveAllFailed()) { XCTAssertEqual($0 as? PreviewError, .readOnly) }
    }
}
