@testable import ButtonRender
@testable import ButtonRenderServe
import Foundation
import XCTest

/// `serve`'s shared state in process, with a real session: a render holds only the render
/// lock, so requests (the routes) read the last published state at once; every published
/// version reaches a subscriber; many threads reading while a thread renders and approves
/// (a case for ThreadSanitizer, which CI runs it under).
final class PreviewStateTests: XCTestCase {
    private var preview: PreviewTestFolder!
    private var folder: URL { preview.url }

    override func setUpWithError() throws { preview = try PreviewTestFolder(prefix: "preview-state") }
    override func tearDown() { preview.remove() }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String { try preview.write(name, text) }

    private func state() throws -> (PreviewState, ServeRoutes, String) {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
        let session = try PreviewSession(specFiles: [a], snapshots: folder.appendingPathComponent("snaps").path)
        let state = PreviewState(session: session, title: "t")
        return (state, ServeRoutes(state: state, allowedHosts: ["127.0.0.1:1"]), a)
    }

    private func get(_ path: String, _ routes: ServeRoutes) async -> ServeAnswer {
        await routes.answer(ServeRequest(method: "GET", path: path, host: "127.0.0.1:1"))
    }

    func testRequestsDoNotWaitForARender() async throws {
        let (state, routes, a) = try state()
        let before = await get("/save.png", routes).body
        try write("specs/a.yaml", "- {name: save, style: contained, title: Save all changes}\n")
        let rendering = DispatchSemaphore(value: 0)
        let rendered = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            state.render { session in
                rendering.signal()
                Thread.sleep(forTimeInterval: 2)  // a render that takes long, holding the render lock
                session.reload(files: [a])
            }
            rendered.signal()
        }
        rendering.wait()
        let start = Date()
        for path in ["/", "/data.json", "/version", "/save.png", "/save@2x.png"] {
            let answer = await get(path, routes)
            XCTAssertEqual(answer.status, 200, path)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "answered from the last published state, not after the render")
        let during = await get("/save.png", routes).body
        XCTAssertTrue(during == before, "the last good image while the render runs")
        rendered.wait()
        let after = await get("/save.png", routes).body
        XCTAssertTrue(after != before, "the render's result is published once it ends")
        XCTAssertEqual(state.published.version, 2)
    }

    func testEverySubscriberSeesTheNewVersion() async throws {
        let (state, _, a) = try state()
        let subscription = state.subscribe()
        XCTAssertEqual(subscription.current, 1)
        state.render { $0.reload(files: [a]) }
        var iterator = subscription.versions.makeAsyncIterator()
        let next = await iterator.next()
        XCTAssertEqual(next, 2)
        state.unsubscribe(subscription.id)
        let end = await iterator.next()
        XCTAssertNil(end, "unsubscribing ends the stream")
    }

    func testReadersRenderersAndApprovalsAtOnce() async throws {
        let (state, routes, a) = try state()
        let approve = ServeRequest(method: "POST", path: "/approve", host: "127.0.0.1:1",
                                   headers: ["x-buttonrender-token": state.token, "origin": "http://127.0.0.1:1",
                                             "content-type": "application/json"],
                                   body: Array(#"{"name":"save"}"#.utf8))
        let renders = Thread {
            for _ in 0..<5 { state.render { $0.reload(files: [a]) } }
        }
        renders.start()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for reader in 0..<8 {
                group.addTask {
                    for _ in 0..<20 {
                        let answer = await routes.answer(ServeRequest(method: "GET", path: reader.isMultiple(of: 2) ? "/data.json" : "/save.png", host: "127.0.0.1:1"))
                        XCTAssertEqual(answer.status, 200)
                        _ = state.reserveStream() ? state.releaseStream() : ()
                    }
                }
            }
            group.addTask {
                let answer = await routes.answer(approve)
                XCTAssertEqual(answer.status, 200, String(decoding: answer.body, as: UTF8.self))
            }
            try await group.waitForAll()
        }
        while renders.isExecuting || !renders.isFinished { try await Task.sleep(nanoseconds: 10_000_000) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("snaps/save.png").path))
        XCTAssertGreaterThanOrEqual(state.published.version, 7, "5 renders and an approve, each published")
    }
}
