@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// The live preview's session, without sockets: reloading after an edit, keeping the last good
/// images of a bad edit with its located error, golden statuses, approve and its refusals.
final class PreviewSessionTests: XCTestCase {
    /// The example system of ButtonRenderTests' fixtures (a system file, its tokens and fonts).
    private static let acmeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ButtonRenderTests/Fixtures/systems/acme")

    private var preview: PreviewTestFolder!
    private var folder: URL { preview.url }

    override func setUpWithError() throws { preview = try PreviewTestFolder(prefix: "preview") }
    override func tearDown() { preview.remove() }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String { try preview.write(name, text) }

    func testRendersEveryButtonAndSheetAtOneAndTwoTimes() throws {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n- {name: cancel, style: outlined, title: Cancel}\n")
        let b = try write("specs/b.yaml", "sheet: strip\nname: strip1\nitems:\n  - {caption: One, button: {style: text, title: One}}\n")
        let session = try PreviewSession(specFiles: [a, b])
        XCTAssertEqual(session.assets.map(\.name), ["save", "cancel", "strip1"])
        XCTAssertEqual(session.problems, [])
        XCTAssertEqual(Set(session.assets[0].images.keys), ["save.png", "save@2x.png"])
        XCTAssertNotNil(session.resource("save@2x.png"))
        XCTAssertNil(session.resource("../a.yaml"), "only the session's own images are resources")
        let data = session.galleryData(title: "t")
        XCTAssertEqual(data.items.map(\.kind), ["button", "button", "sheet"])
        XCTAssertEqual(data.items[0].thumbnail, "save.png?v=\(session.version)", "image URLs carry the version")
        XCTAssertEqual(data.live?.canApprove, false, "no snapshots folder: nothing to approve")
        XCTAssertNil(data.items[0].golden)
        XCTAssertEqual(session.dependencies[a], [URL(fileURLWithPath: a).standardizedFileURL])
    }

    func testAnItemAtThreeTimesAlsoHasItsOwnScaleAndItsGoldenIsThatOne() throws {
        let a = try write("specs/a.yaml", "- {name: big, style: contained, title: Big, scale: 3}\n- {name: two, style: text, title: Two, scale: 2}\n")
        let session = try PreviewSession(specFiles: [a])
        XCTAssertEqual(session.problems, [])
        XCTAssertEqual(Set(session.assets[0].images.keys), ["big.png", "big@2x.png", "big@3x.png"])
        XCTAssertEqual(session.assets[0].goldenFileName, "big@3x.png")
        XCTAssertEqual(session.assets[0].entry.outputs.map(\.name), ["big.png", "big@2x.png", "big@3x.png"], "each file listed once")
        XCTAssertEqual(Set(session.assets[1].images.keys), ["two.png", "two@2x.png"])
        XCTAssertEqual(session.assets[1].entry.outputs.map(\.name), ["two.png", "two@2x.png"], "its own scale is not drawn twice")
        let big = try XCTUnwrap(session.resource("big@3x.png"))
        guard case .button(let loaded)? = try SheetLoader.load(file: a).first else { return XCTFail("a button first") }
        XCTAssertEqual(big, try ButtonRenderer().render(loaded.spec, format: .png).bytes, "drawn at its own scale, 3")
    }

    func testButtonsAndSheetsThatMoveAlsoPlayAsAPNG() throws {
        let a = try write("specs/a.yaml", """
        - {name: press, style: contained, title: Go, state: highlighted}
        - {name: wait, system: anatomy, style: primary, state: loading, title: Save}
        - {name: still, style: outlined, title: Still}
        - sheet: matrix
          name: grid
          base: {style: contained, title: Go}
          columns: {field: state, values: [normal, highlighted]}
        """)
        let session = try PreviewSession(specFiles: [a])
        XCTAssertEqual(session.problems, [])
        XCTAssertEqual(session.assets.map { $0.images.keys.contains("\($0.name)@2x.apng") }, [true, true, false, true])
        let press = try XCTUnwrap(session.resource("press@2x.apng"))
        XCTAssertEqual(try AnimatedPNGFrames.frames(of: press).count, PressAnimation().frameProgress.count)
        let data = session.galleryData(title: "t")
        XCTAssertTrue(data.items[0].files.contains { $0.format == "apng" && $0.scale == 2 }, "the page lists the animation")
    }

    func testReloadAfterAnEditChangesTheImage() throws {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
        let session = try PreviewSession(specFiles: [a])
        let before = try XCTUnwrap(session.resource("save.png")), version = session.version
        try write("specs/a.yaml", "- {name: save, style: contained, title: Save all changes}\n")
        session.reload(files: [a])
        let after = try XCTUnwrap(session.resource("save.png"))
        XCTAssertNotEqual(before, after)
        XCTAssertGreaterThan(try PNGDecoder.decode(after).width, try PNGDecoder.decode(before).width, "the longer title draws a wider button")
        XCTAssertGreaterThan(session.version, version)
    }

    func testABadEditKeepsTheLastGoodImageAndReportsWhereItIs() throws {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
        let session = try PreviewSession(specFiles: [a])
        let good = try XCTUnwrap(session.resource("save.png"))
        try write("specs/a.yaml", "- name: save\n  style: contained\n  state: pushed\n")
        session.reload(files: [a])
        XCTAssertEqual(session.resource("save.png"), good, "the last good image stays")
        let problem = try XCTUnwrap(session.problems.first)
        XCTAssertEqual(problem.file, a)
        XCTAssertEqual(problem.line, 3)
        XCTAssertEqual(problem.column, 10)
        XCTAssertEqual(problem.field, "[0].state")
        let live = try XCTUnwrap(session.galleryData(title: "t").live)
        XCTAssertTrue(live.problems.first?.text.contains("a.yaml:3:10: field '[0].state'") ?? false, "\(live.problems)")
        try write("specs/a.yaml", "- {name: save, style: outlined, title: Save}\n")
        session.reload(files: [a])
        XCTAssertEqual(session.problems, [], "fixing the file clears its error")
        XCTAssertNotEqual(session.resource("save.png"), good)
    }

    /// A spec whose system file fails on a broken font watches that font (and the system's
    /// other files), so repairing the font alone brings the button back.
    func testAFailedSystemsFontIsWatchedAndItsRepairReloads() throws {
        try FileManager.default.copyItem(at: Self.acmeFolder, to: folder.appendingPathComponent("acme"))
        let font = folder.appendingPathComponent("acme/fonts/DejaVuSerif.ttf")
        let whole = try Data(contentsOf: font)
        try whole.prefix(4_000).write(to: font)
        let a = try write("acme/buy.yaml", "- {name: buy, system: ./acme.system.yaml, title: Buy}\n")
        let session = try PreviewSession(specFiles: [a])
        XCTAssertFalse(session.problems.isEmpty, "the broken font fails the system")
        let watched = Set((session.dependencies[a] ?? []).map(\.standardizedFileURL.path))
        XCTAssertTrue(watched.contains(font.standardizedFileURL.path), "the font is watched: \(watched.sorted())")
        try whole.write(to: font)
        session.reload(files: [a])
        XCTAssertEqual(session.problems, [], "the repaired font clears the error")
        XCTAssertNotNil(session.resource("buy.png"))
    }

    func testStatusesAgainstGoldensAndApproveWritesTheGolden() throws {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n- {name: cancel, style: outlined, title: Cancel}\n- {name: more, style: text, title: More, scale: 2}\n")
        let snaps = folder.appendingPathComponent("snaps").path
        let recorder = try PreviewSession(specFiles: [a], snapshots: snaps)
        try recorder.approve("save")
        try recorder.approve("cancel")
        try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n- {name: cancel, style: outlined, title: Cancel now}\n- {name: more, style: text, title: More, scale: 2}\n")
        let session = try PreviewSession(specFiles: [a], snapshots: snaps)
        XCTAssertEqual(session.golden(of: "save")?.status, .passed)
        XCTAssertEqual(session.golden(of: "cancel")?.status, .failed)
        XCTAssertEqual(session.golden(of: "more")?.status, .new)
        XCTAssertNotNil(session.golden(of: "cancel")?.diff, "a size change still has a diff picture")
        let data = session.galleryData(title: "t")
        let more = try XCTUnwrap(data.items.first { $0.name == "more" }?.golden)
        XCTAssertEqual(more.fileName, "more@2x.png", "the golden is the PNG at the spec's own scale, as verify checks it")
        XCTAssertNil(more.expected)
        XCTAssertEqual(data.items.first { $0.name == "cancel" }?.golden?.expected, "golden/cancel.png?v=\(session.version)")
        XCTAssertEqual(data.live?.canApprove, true)

        let url = try session.approve("more")
        XCTAssertEqual(url.lastPathComponent, "more@2x.png")
        XCTAssertEqual(try Data(contentsOf: url), Data(try XCTUnwrap(session.resource("more@2x.png"))))
        XCTAssertEqual(session.golden(of: "more")?.status, .passed)
        let staging = try FileManager.default.contentsOfDirectory(atPath: snaps).filter { $0.hasPrefix(".") }
        XCTAssertEqual(staging, [], "the golden is written atomically, leaving no temporary file")
        XCTAssertEqual(session.resource("golden/more@2x.png"), session.resource("more@2x.png"))
    }

    func testApproveRefusesUnknownNamesPathsAndReadOnly() throws {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
        let snaps = folder.appendingPathComponent("snaps").path
        let session = try PreviewSession(specFiles: [a], snapshots: snaps)
        for name in ["nothing", "../specs/a", "/etc/passwd", "save.png"] {
            XCTAssertThrowsError(try session.approve(name)) { XCTAssertEqual($0 as? PreviewError, .unknownName(name)) }
        }
        let readOnly = try PreviewSession(specFiles: [a], snapshots: snaps, readOnly: true)
        XCTAssertThrowsError(try readOnly.approve("save")) { XCTAssertEqual($0 as? PreviewError, .readOnly) }
        XCTAssertEqual(readOnly.galleryData(title: "t").live?.canApprove, false)
        let none = try PreviewSession(specFiles: [a])
        XCTAssertThrowsError(try none.approve("save")) { XCTAssertEqual($0 as? PreviewError, .noSnapshots) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: snaps), [], "nothing was written")
    }

    func testApproveNeverReplacesAnInput() throws {
        // A golden folder that is the spec folder, and a button named like the spec file.
        let specs = folder.appendingPathComponent("specs")
        let path = try write("specs/clash.png.yaml", "- {name: x, style: text, title: X}\n")
        let icon = specs.appendingPathComponent("x.png")
        try Data(try XCTUnwrap(try PreviewSession(specFiles: [path]).resource("x.png"))).write(to: icon)
        try write("specs/clash.png.yaml", "- {name: x, style: text, title: X, icon: x.png}\n")
        let session = try PreviewSession(specFiles: [path], snapshots: specs.path)
        let before = try Data(contentsOf: icon)
        XCTAssertThrowsError(try session.approve("x")) { XCTAssertEqual($0 as? PreviewError, .goldenIsInput(icon.path)) }
        XCTAssertEqual(try Data(contentsOf: icon), before, "the icon is untouched")
    }

    func testANameUsedTwiceIsALocatedError() throws {
        let a = try write("specs/a.yaml", "- {name: save, style: contained, title: Save}\n")
        let b = try write("specs/b.yaml", "- {name: save, style: text, title: Other}\n")
        let session = try PreviewSession(specFiles: [a, b])
        XCTAssertEqual(session.assets.map(\.file), [a])
        XCTAssertEqual(session.problems.first?.file, b)
        XCTAssertEqual(session.problems.first?.field, "[0].name")
    }

    func testTheServedPageCarriesTheWriteTokenOnlyWhenWritesAreAllowed() {
        let writable = Gallery.html(fetchingDataFrom: "data.json", title: "Live", writeToken: "0123abcd")
        XCTAssertTrue(writable.contains(#"<meta name=buttonrender-token content="0123abcd">"#))
        XCTAssertTrue(writable.contains(#"data-src="data.json""#))
        let readOnly = Gallery.html(fetchingDataFrom: "data.json", title: "Live", writeToken: nil)
        XCTAssertFalse(readOnly.contains("buttonrender-token content"))
        XCTAssertFalse(Gallery.html([], title: "Static").contains("buttonrender-token content"), "the static page has no token")
    }

    func testDependenciesNameTheIconAndTokenFilesAndTheGoldens() throws {
        try write("specs/star.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24"/></svg>"#)
        try write("specs/brand.tokens.json", ##"{"color": {"primary": {"$type": "color", "$value": "#00796B"}}}"##)
        let a = try write("specs/a.yaml", "- {name: star, style: contained, title: Star, icon: star.svg, theme: brand.tokens.json}\n")
        let session = try PreviewSession(specFiles: [a], snapshots: folder.appendingPathComponent("snaps").path)
        XCTAssertEqual(session.problems, [])
        let paths = Set((session.dependencies[a] ?? []).map(\.lastPathComponent))
        XCTAssertEqual(paths, ["a.yaml", "star.svg", "brand.tokens.json", "star.png"], "the spec, its icon and tokens, and its golden")
        let before = try XCTUnwrap(session.resource("star.png"))
        try write("specs/brand.tokens.json", ##"{"color": {"primary": {"$type": "color", "$value": "#B3261E"}}}"##)
        session.reload(files: [a])
        XCTAssertNotEqual(session.resource("star.png"), before, "a token edit re-renders the button")
    }

    func testASystemFileAndItsTokensAreWatchedAndReadAgain() throws {
        let system = folder.appendingPathComponent("specs/acme")
        try FileManager.default.copyItem(at: Self.acmeFolder, to: system)
        let yaml = system.appendingPathComponent("acme.system.yaml")
        try String(contentsOf: yaml, encoding: .utf8).replacingOccurrences(of: "name: acme\n", with: "name: acme-preview\n")
            .write(to: yaml, atomically: true, encoding: .utf8)
        let a = try write("specs/a.yaml", "- {name: buy, system: acme/acme.system.yaml, title: Buy}\n")
        let session = try PreviewSession(specFiles: [a])
        XCTAssertEqual(session.problems, [])
        let paths = Set((session.dependencies[a] ?? []).map(\.lastPathComponent))
        XCTAssertTrue(paths.isSuperset(of: ["a.yaml", "acme.system.yaml", "acme.resolver.json", "base.tokens.json", "dark.tokens.json", "DejaVuSerif.ttf"]),
                      "\(paths)")
        let before = try XCTUnwrap(session.resource("buy.png"))
        let tokens = system.appendingPathComponent("tokens/base.tokens.json")
        try String(contentsOf: tokens, encoding: .utf8).replacingOccurrences(of: "#205fdb", with: "#b3261e")
            .replacingOccurrences(of: "[0.1255, 0.3725, 0.8588]", with: "[0.702, 0.149, 0.1176]")
            .write(to: tokens, atomically: true, encoding: .utf8)
        session.reload(files: [a])
        XCTAssertNotEqual(session.resource("buy.png"), before, "an edit of a token file the system reads re-renders the button")
    }
}
