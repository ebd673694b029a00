@testable import ButtonRender
import Foundation
import XCTest

/// `render-cli conform` on real shots: SDS's buttons as Chromium draws them from SDS's own
/// stylesheet (`Fixtures/conformance/figma-sds.html`) conform; the same page with drift injected
/// in its CSS (a hover fill 10/255 off, a corner 2 px larger, side padding 1 px more, no focus
/// ring, a label 1 px low) reports exactly those measures, each with its token chain; hostile
/// pictures exit 2 at once.
final class ConformCommandTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "conform")
        let systems = BrowserConformanceTests.repository.appendingPathComponent("Examples/systems")
        try FileManager.default.copyItem(at: systems.appendingPathComponent("figma-sds.system.yaml"), to: cli.work.appendingPathComponent("figma-sds.system.yaml"))
        try FileManager.default.copyItem(at: systems.appendingPathComponent("dtcg-examples"), to: cli.work.appendingPathComponent("dtcg-examples"))
    }

    override func tearDown() { cli?.cleanUp() }

    /// The buttons shot, by the page's name, with the drift injected into each (CSS appended to
    /// the page) and the measure that drift must move.
    static let drifts: [(button: String, css: String, measure: String)] = [
        ("primary/medium/hover/light", "background: #282828 !important;", "fill"),
        ("neutral/medium/default/light", "border-radius: 10px !important;", "radius"),
        ("danger-primary/medium/default/light", "padding-left: 12.5px !important; padding-right: 12.5px !important;", "width"),
        ("subtle/medium/hover/light", "padding-top: 12.5px !important; padding-bottom: 11.5px !important;", "label position"),
    ]
    static let ringless = "neutral/small/focus-visible/light"

    /// Shoots `html` at device scale 2 and writes each of `buttons` with a 12-pixel margin as
    /// `prefix-NAME.png` in the working folder.
    private func shoot(_ html: String, buttons: [String], prefix: String) throws {
        let page = cli.work.appendingPathComponent("\(prefix).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let browser = try ChromiumPipe(deviceScaleFactor: 2)
        defer { browser.quit() }
        let session = try browser.open(page.absoluteString, width: 1280, height: 1000, deviceScaleFactor: nil)
        try browser.wait(for: "window.conformanceReady === true", in: session)
        let rects = try browser.evaluate("""
            JSON.stringify(Object.fromEntries([...document.querySelectorAll('[data-button]')].map(e => { const r = e.getBoundingClientRect();
              return [e.dataset.button, [r.x, r.y, r.width, r.height]]; })))
            """, in: session) as? String ?? "{}"
        let boxes = try JSONDecoder().decode([String: [Double]].self, from: Data(rects.utf8))
        let shot = cli.work.appendingPathComponent("\(prefix)-page.png")
        try browser.screenshot(session, to: shot)
        let image = try PNGDecoder.decode(file: shot.path)
        for name in buttons {
            let r = try XCTUnwrap(boxes[name], name)
            let x0 = Int((r[0] * 2).rounded(.down)) - 12, y0 = Int((r[1] * 2).rounded(.down)) - 12
            let x1 = Int(((r[0] + r[2]) * 2).rounded(.up)) + 12, y1 = Int(((r[1] + r[3]) * 2).rounded(.up)) + 12
            var rgba: [UInt8] = []
            for y in y0..<y1 { rgba += image.rgba[(4 * (y * image.width + x0))..<(4 * (y * image.width + x1))] }
            try Data(PNGEncoder.encode(rgba: rgba, width: x1 - x0, height: y1 - y0))
                .write(to: cli.work.appendingPathComponent("\(prefix)-\(name.replacingOccurrences(of: "/", with: "-")).png"))
        }
    }

    /// A conform list of `buttons`, each against `prefix-NAME.png`.
    private func list(_ buttons: [String], prefix: String) -> String {
        let states = ["default": "normal", "hover": "hovered", "focus-visible": "focused", "disabled": "disabled"]
        return buttons.map { name in
            let p = name.split(separator: "/").map(String.init)
            return "- {name: \(p.joined(separator: "-")), system: ./figma-sds.system.yaml, style: \(p[0]), size: \(p[1]), state: \(states[p[2]]!), "
                + "appearance: \(p[3]), title: Button, shipped: \(prefix)-\(p.joined(separator: "-")).png, shippedScale: 2}"
        }.joined(separator: "\n") + "\n"
    }

    func testShotsOfTheFaithfulPageConformAndInjectedDriftIsReportedWithItsTokens() throws {
        let source = try String(contentsOf: BrowserConformanceTests.pages.appendingPathComponent("figma-sds.html"), encoding: .utf8)
            .replacingOccurrences(of: "url(../../../../Examples", with: "url(\(BrowserConformanceTests.repository.path)/Examples")
        let buttons = Self.drifts.map(\.button) + [Self.ringless, "primary/small/disabled/dark"]

        try shoot(source, buttons: buttons, prefix: "faithful")
        try cli.write("faithful.yaml", list(buttons, prefix: "faithful"))
        let faithful = try cli.run(["conform", "faithful.yaml"])
        XCTAssertEqual(faithful.status, 0, faithful.out + faithful.err)
        XCTAssertTrue(faithful.out.contains("\(buttons.count) conform, 0 drift"), faithful.out)

        let injected = Self.drifts.map { "[data-button=\"\($0.button)\"] { \($0.css) }" }.joined(separator: "\n")
            + "\n[data-button=\"\(Self.ringless)\"]::before { box-shadow: none !important; }\n"
        try shoot(source.replacingOccurrences(of: "</head>", with: "<style>\n\(injected)\n</style>\n</head>"), buttons: buttons, prefix: "drift")
        try cli.write("drift.yaml", list(buttons, prefix: "drift"))
        let drift = try cli.run(["conform", "drift.yaml", "--json"])
        XCTAssertEqual(drift.status, 1, drift.err)
        struct Document: Decodable { var buttons: [Conformance.Result] }
        let document = try JSONDecoder().decode(Document.self, from: Data(drift.out.utf8))
        var expected = Dictionary(uniqueKeysWithValues: Self.drifts.map { ($0.button.replacingOccurrences(of: "/", with: "-"), [$0.measure]) })
        expected[Self.ringless.replacingOccurrences(of: "/", with: "-")] = ["focus ring"]
        expected["primary-small-disabled-dark"] = []
        // The side padding moves the label too.
        expected["danger-primary-medium-default-light"] = ["width", "label position"]
        for result in document.buttons {
            XCTAssertEqual(result.drifts.map(\.measure).sorted(), expected[result.name]?.sorted(), "\(result.name): \(result.drifts)")
        }
        let fill = try XCTUnwrap(document.buttons.first { $0.name == "primary-medium-hover-light" }?.drifts.first)
        XCTAssertEqual(fill.drawn, "#1E1E1E")
        XCTAssertEqual(fill.shipped, "#282828")
        XCTAssertEqual(fill.token, "containerColor: {color.background.brand.hover} → {color.brand.900} #1E1E1E")

        let reported = try cli.run(["conform", "drift.yaml", "--report", "report"])
        XCTAssertEqual(reported.status, 1, reported.err)
        let junit = try String(contentsOf: cli.work.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"tests="\#(buttons.count)" failures="5""#), junit)
        let page = try String(contentsOf: cli.work.appendingPathComponent("report/report.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("primary-medium-hover-light") && page.contains("data:image/png;base64,"), "the review page shows the drifting buttons")
        let text = try cli.run(["conform", "drift.yaml"])
        XCTAssertTrue(text.out.contains("primary-medium-hover-light · fill: #1E1E1E drawn, #282828 shipped (10/255)  containerColor: {color.background.brand.hover}"), text.out)
        XCTAssertTrue(text.out.contains("1 conform, 5 drift"), text.out)
    }

    /// A picture that is not a PNG, declares a size over the limit, is missing or is a FIFO, and
    /// a list without `shipped`: each exits 2 within a second, naming the file.
    func testHostilePicturesAreRefusedAtOnce() throws {
        try cli.write("text.png", "not a picture")
        var header = PNGDecoder.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x40, 0x01, 0, 0, 0x40, 0x01, 8, 6, 0, 0, 0]
        header += [0, 0, 0, 0]
        try Data(header).write(to: cli.work.appendingPathComponent("huge.png"))
        XCTAssertEqual(mkfifo(cli.work.appendingPathComponent("pipe.png").path, 0o600), 0)
        for (picture, message) in [("text.png", "not a PNG"), ("huge.png", "at most 4096 pixels a side"), ("missing.png", "no such file"), ("pipe.png", "FIFO")] {
            try cli.write("list.yaml", "- {system: ./figma-sds.system.yaml, style: primary, shipped: \(picture)}\n")
            let start = Date()
            let result = try cli.run(["conform", "list.yaml"])
            XCTAssertEqual(result.status, 2, "\(picture): \(result.err)")
            XCTAssertTrue(result.err.contains(message), "'\(message)' in: \(result.err)")
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, picture)
        }
        try cli.write("list.yaml", "- {system: ./figma-sds.system.yaml, style: primary}\n")
        let missing = try cli.run(["conform", "list.yaml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("list.yaml:1:3") && missing.err.contains("shipped"), missing.err)
    }
}
