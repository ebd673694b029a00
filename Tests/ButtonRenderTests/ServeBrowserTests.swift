// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import Foundation
import XCTest

/// `render-cli serve` in a real browser: headless Chromium (driven in real time over the
/// DevTools pipe) loads the served page, sees the buttons and their golden statuses, sees a
/// new image arrive after a spec file is edited (keeping the search and the open detail view)
/// and a bad edit's located error, approves an image and the golden is written, and a
/// cross-origin POST is refused. Screenshots are kept in `screenshotFolder` to look at.
final class ServeBrowserTests: XCTestCase {
    /// Where the screenshots are kept for a person to look at.
    static let screenshotFolder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-serve-screenshots")

    private var cli: CommandLineRunner!

    static let specs = """
    - {name: save, style: contained, title: Save}
    - {name: cancel, style: outlined, title: Cancel}
    - {name: more, style: text, title: More}
    - {name: dark-save, style: contained, title: Save, appearance: dark}

    """
    static let sheet = """
    sheet: strip
    name: strip-sheet
    items:
      - {caption: Contained, button: {style: contained, title: One}}
      - {caption: Outlined, button: {style: outlined, title: Two}}

    """

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "serve")
        try cli.write("specs/a.yaml", Self.specs)
        try cli.write("specs/sheet.yaml", Self.sheet)
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("snaps"), withIntermediateDirectories: true)
        // Goldens for everything but `more`, then `cancel` changes: passed, failed and new.
        try cli.write("record/a.yaml", Self.specs.replacingOccurrences(of: "- {name: more, style: text, title: More}\n", with: ""))
        try cli.write("record/sheet.yaml", Self.sheet)
        let recorded = try cli.run(["record", "record", "--snapshots", "snaps"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        try cli.write("specs/a.yaml", Self.specs.replacingOccurrences(of: "title: Cancel}", with: "title: Cancel order}"))
    }

    override func tearDown() { cli.cleanUp() }

    /// Headless Chromium and `render-cli serve ARGUMENTS` in the working folder, for `body`;
    /// both are stopped when it returns.
    private func withBrowser(serving arguments: [String], _ body: (ChromiumPipe, ServedPreview) throws -> Void) throws {
        let browser = try ChromiumPipe()
        defer { browser.quit() }
        let server = try ServedPreview(arguments, in: cli.work)
        defer { server.stop() }
        try body(browser, server)
    }

    private func items(_ browser: ChromiumPipe, _ page: String) throws -> [String: String] {
        let value = try browser.evaluate("JSON.stringify(Object.fromEntries(Array.from(document.querySelectorAll('[data-golden]')).map((n) => [n.dataset.name, n.dataset.golden])))", in: page)
        return try JSONDecoder().decode([String: String].self, from: Data(((value as? String) ?? "{}").utf8))
    }

    func testPageShowsTheGalleryAndFollowsEditsInPlace() throws {
        try withBrowser(serving: ["specs", "--snapshots", "snaps"]) { browser, server in
            let page = try browser.open(server.url)
            try browser.wait(for: "document.querySelectorAll('.item').length === 4 && document.documentElement.dataset.version", in: page)
            XCTAssertEqual(try items(browser, page), ["save": "passed", "cancel": "failed", "more": "new", "dark-save": "passed", "strip-sheet": "passed"])
            let line = try browser.evaluate("document.getElementById('live').textContent", in: page) as? String ?? ""
            XCTAssertTrue(line.contains("1 failed") && line.contains("1 new") && line.contains("3 passed"), line)
            XCTAssertEqual(try browser.evaluate("document.querySelector('#problems').hidden", in: page) as? Bool, true)

            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-grid-desktop.png"))
            try browser.resize(page, width: 390, height: 844, mobile: true)
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-grid-phone.png"))
            try browser.resize(page, width: 1280, height: 900)

            // Look at a failed image: side by side, then the slider, at desktop and phone width.
            try browser.evaluate("document.querySelector('.item[data-name=cancel]').click()", in: page)
            try browser.wait(for: "document.querySelector('#detail-golden .frame[data-role=diff] img').naturalWidth > 0", in: page)
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-failed-side-by-side.png"))
            try browser.evaluate("document.getElementById('view-slider').click()", in: page)
            XCTAssertEqual(try browser.evaluate("document.getElementById('detail-golden').dataset.view", in: page) as? String, "slider")
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-failed-slider.png"))
            try browser.resize(page, width: 390, height: 844, mobile: true)
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-failed-phone.png"))
            try browser.resize(page, width: 1280, height: 900)
            try browser.evaluate("document.querySelector('#detail .close').click()", in: page)

            // Filter, scroll, open a detail view, then edit the spec: the new image arrives in place.
            try browser.resize(page, width: 1280, height: 500)
            try browser.evaluate("(() => { const f = document.getElementById('filter-appearance'); f.value = 'light'; f.dispatchEvent(new Event('change')); window.scrollTo(0, 150); document.querySelector('.item[data-name=save]').click(); })()", in: page)
            let before = try browser.wait(for: "document.getElementById('detail-image').naturalWidth", in: page) as? Int ?? 0
            let scrolled = try browser.evaluate("window.scrollY", in: page) as? Int ?? 0
            XCTAssertGreaterThan(scrolled, 0, "the page scrolls at this height")
            let version = try browser.evaluate("Number(document.documentElement.dataset.version)", in: page) as? Int ?? 0
            try cli.write("specs/a.yaml", Self.specs.replacingOccurrences(of: "title: Save}", with: "title: Save all changes}")
                .replacingOccurrences(of: "title: Cancel}", with: "title: Cancel order}"))
            try browser.wait(for: "Number(document.documentElement.dataset.version) > \(version) && document.getElementById('detail-image').complete && document.getElementById('detail-image').naturalWidth > \(before)", in: page)
            XCTAssertEqual(try browser.evaluate("[document.getElementById('filter-appearance').value, document.getElementById('detail').open, document.getElementById('detail-title').textContent, document.getElementById('shown-count').textContent, window.scrollY].join('|')", in: page) as? String,
                           "light|true|save|4|\(scrolled)", "the filter, the scroll position and the open detail view survive the update")
            try browser.resize(page, width: 1280, height: 900)
            XCTAssertEqual(try items(browser, page)["save"], "failed", "the edited image no longer matches its golden")
            let thumb = try browser.wait(for: "(() => { const i = document.querySelector('.item[data-name=save] img'); return i.complete && i.naturalWidth > 0 && i.getAttribute('src'); })()", in: page) as? String
            XCTAssertTrue(thumb?.hasPrefix("save.png?v=") ?? false, "image URLs carry the version: \(thumb ?? "nil")")
            try browser.evaluate("document.querySelector('#detail .close').click()", in: page)

            // A bad edit: its error, located, on the page; the last good images stay.
            let good = try browser.evaluate("document.querySelector('.item[data-name=save] img').naturalWidth", in: page) as? Int
            try cli.write("specs/a.yaml", "- name: save\n  style: contained\n  state: pushed\n")
            let problem = try browser.wait(for: "!document.getElementById('problems').hidden && document.getElementById('problems').textContent", in: page) as? String ?? ""
            XCTAssertTrue(problem.contains("a.yaml:3:10: field '[0].state': unknown value 'pushed'"), problem)
            try browser.wait(for: "document.querySelector('.item[data-name=save] img').complete", in: page)
            XCTAssertEqual(try browser.evaluate("document.querySelector('.item[data-name=save] img').naturalWidth", in: page) as? Int, good)
            XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.item').length", in: page) as? Int, 4, "the file's last good buttons are still shown")
            try browser.evaluate("(() => { const f = document.getElementById('filter-appearance'); f.value = ''; f.dispatchEvent(new Event('change')); })()", in: page)
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-bad-edit.png"))
            XCTAssertEqual(server.stop(), 0, "SIGTERM stops the server cleanly")
        }
    }

    func testApproveFromThePageWritesTheGolden() throws {
        try withBrowser(serving: ["specs", "--snapshots", "snaps"]) { browser, server in
            let page = try browser.open(server.url + "#detail=more")
            try browser.wait(for: "document.getElementById('approve') && document.querySelector('#detail-golden .frame[data-role=actual] img').naturalWidth > 0", in: page)
            try browser.resize(page, width: 390, height: 844, mobile: true)
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-new-approve-phone.png"))
            try browser.resize(page, width: 1280, height: 900)
            let golden = cli.work.appendingPathComponent("snaps/more.png")
            XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
            try browser.evaluate("document.getElementById('approve').click()", in: page)
            try browser.wait(for: "document.getElementById('golden-status').textContent === 'passed'", in: page)
            XCTAssertEqual(try Data(contentsOf: golden), try server.get("/more.png"), "the golden is the served image")
            XCTAssertEqual(try items(browser, page)["more"], "passed")
            XCTAssertNil(try browser.evaluate("document.getElementById('approve')", in: page) as? [String: Any], "a passed image has nothing to approve")
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-approved.png"))
            XCTAssertEqual(cli.files(in: "snaps").filter { $0.hasPrefix(".") }, [], "no temporary file is left")
        }
    }

    func testApproveAllFailedAsksFirstThenWritesEveryGoldenThatDiffersOrIsNew() throws {
        try withBrowser(serving: ["specs", "--snapshots", "snaps"]) { browser, server in
            let page = try browser.open(server.url)
            try browser.wait(for: "document.getElementById('approve-all') && document.querySelectorAll('.item').length === 4", in: page)
            XCTAssertEqual(try browser.evaluate("document.getElementById('approve-all').textContent", in: page) as? String, "Approve all failed (2)…")
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-approve-all.png"))
            let cancelBefore = try cli.contents("snaps/cancel.png")
            // Declining the confirmation writes nothing; it lists what would be written.
            try browser.evaluate("window.asked = []; window.confirm = (m) => { window.asked.push(m); return false; }; document.getElementById('approve-all').click()", in: page)
            let asked = try browser.evaluate("window.asked.join('|')", in: page) as? String ?? ""
            XCTAssertTrue(asked.hasPrefix("Write 2 goldens into ") && asked.contains("cancel (differs)") && asked.contains("more (new)"), asked)
            XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("snaps/more.png").path))
            XCTAssertEqual(try cli.contents("snaps/cancel.png"), cancelBefore)
            // Confirmed: both are written, and nothing is left to approve.
            try browser.evaluate("window.confirm = () => true; document.getElementById('approve-all').click()", in: page)
            try browser.wait(for: "!document.getElementById('approve-all') && document.getElementById('live').textContent.includes('approved 2 goldens')", in: page)
            XCTAssertEqual(try items(browser, page)["cancel"], "passed")
            XCTAssertEqual(try items(browser, page)["more"], "passed")
            XCTAssertEqual(try Data(contentsOf: cli.work.appendingPathComponent("snaps/more.png")), try server.get("/more.png"))
            XCTAssertNotEqual(try cli.contents("snaps/cancel.png"), cancelBefore)
            try browser.screenshot(page, to: Self.screenshotFolder.appendingPathComponent("serve-approved-all.png"))
        }
    }

    func testCrossOriginPostIsRefused() throws {
        try withBrowser(serving: ["specs", "--snapshots", "snaps", "--verbose"]) { browser, server in
            let other = try ServedPreview(["record"], in: cli.work)
            defer { other.stop() }
            let html = try server.raw("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            let token = try XCTUnwrap(html.range(of: #"(?<=buttonrender-token content=")[0-9a-f]+"#, options: .regularExpression).map { String(html[$0]) })

            // A page of another origin, even one that knows the token, cannot approve.
            let page = try browser.open(other.url)
            try browser.wait(for: "document.querySelectorAll('.item').length > 0", in: page)
            let target = "http://127.0.0.1:\(server.port)/approve"
            let simple = try browser.evaluate("fetch('\(target)', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ name: 'more' }) }).then(() => 'sent', (e) => 'blocked: ' + e)", in: page) as? String
            let preflighted = try browser.evaluate("fetch('\(target)', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-ButtonRender-Token': '\(token)' }, body: JSON.stringify({ name: 'more' }) }).then((r) => 'status ' + r.status, (e) => 'blocked: ' + e)", in: page) as? String
            XCTAssertNotNil(simple)
            XCTAssertTrue(preflighted?.hasPrefix("blocked") ?? false, "the browser's preflight fails: \(preflighted ?? "nil")")
            XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("snaps/more.png").path))

            // The same checks without a browser: a foreign Origin, no token, a foreign Host.
            let body = #"{"name":"more"}"#
            func post(origin: String?, token: String?, host: String = "127.0.0.1:\(server.port)") throws -> String {
                var request = "POST /approve HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                if let origin { request += "Origin: \(origin)\r\n" }
                if let token { request += "X-ButtonRender-Token: \(token)\r\n" }
                return try server.raw(request + "\r\n" + body)
            }
            XCTAssertTrue(try post(origin: "http://evil.example", token: token).hasPrefix("HTTP/1.1 403"))
            XCTAssertTrue(try post(origin: other.url.dropLast().description, token: token).hasPrefix("HTTP/1.1 403"))
            XCTAssertTrue(try post(origin: "http://127.0.0.1:\(server.port)", token: nil).hasPrefix("HTTP/1.1 403"))
            XCTAssertTrue(try post(origin: "http://127.0.0.1:\(server.port)", token: String(repeating: "0", count: 64)).hasPrefix("HTTP/1.1 403"))
            XCTAssertTrue(try post(origin: "http://evil.example:\(server.port)", token: token, host: "evil.example:\(server.port)").hasPrefix("HTTP/1.1 403"),
                          "a rebound DNS name is refused")
            XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("snaps/more.png").path), "nothing was written")
            // The page's own request shape is accepted, as a control.
            XCTAssertTrue(try post(origin: "http://127.0.0.1:\(server.port)", token: token).hasPrefix("HTTP/1.1 200"))
            XCTAssertTrue(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("snaps/more.png").path))
            server.stop()
            let log = server.log
            XCTAssertTrue(log.contains("POST /approve 403"), log)
        }
    }

    func testReadOnlyHidesApproveAndRefusesWrites() throws {
        try withBrowser(serving: ["specs", "--snapshots", "snaps", "--read-only"]) { browser, server in
            let page = try browser.open(server.url + "#detail=more")
            try browser.wait(for: "document.getElementById('detail-golden') && document.getElementById('live').textContent.includes('read-only')", in: page)
            XCTAssertNil(try browser.evaluate("document.getElementById('approve')", in: page) as? [String: Any])
            XCTAssertNil(try browser.evaluate("document.querySelector('meta[name=buttonrender-token]')", in: page) as? [String: Any], "no token in a read-only page")
            let answer = try server.raw("POST /approve HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://127.0.0.1:\(server.port)\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{\"name\":\"more\"}")
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 405"), answer)
            XCTAssertEqual(cli.files(in: "snaps").contains("more.png"), false)
        }
    }
}
#endif
