@testable import ButtonRender
import Foundation
import XCTest

/// The HTML snapshot report, loaded and driven in headless Chromium: summary counts, filters,
/// views, slider, zoom, keyboard, new and error entries, and screenshots at two widths.
final class ReportBrowserTests: XCTestCase {
    /// Where the screenshots are kept for a person to look at.
    static let screenshotFolder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-report-screenshots")

    // MARK: Summary and filters

    func testSummaryCountsEveryStatus() throws {
        let r = try driven()
        XCTAssertEqual(r.counts, ["passed": "5", "failed": "2", "new": "1", "error": "1"])
        XCTAssertEqual(r.statuses, ["failed", "failed", "new", "error"])
        XCTAssertEqual(r.title, "ButtonRender snapshot report — 2 failed, 1 new, 1 error, 5 passed")
        XCTAssertEqual(r.errors, [], "the page's script runs without errors")
    }

    func testStatusAndNameFiltersHideOtherEntries() throws {
        let r = try driven()
        XCTAssertEqual(r.visible["initial"], ["entry-0", "entry-1", "entry-2", "entry-3"])
        XCTAssertEqual(r.visible["new"], ["entry-2"])
        XCTAssertEqual(r.visible["failed"], ["entry-0", "entry-1"])
        XCTAssertEqual(r.visible["error"], ["entry-3"])
        XCTAssertEqual(r.visible["text RADIUS"], ["entry-0"], "the name filter ignores case")
        XCTAssertEqual(r.visible["failed + text save"], ["entry-1"])
        XCTAssertEqual(r.visible["text nothing"], [])
        XCTAssertEqual(r.visible["cleared"], ["entry-0", "entry-1", "entry-2", "entry-3"])
        XCTAssertEqual(r.shownCounts, ["4", "1", "2", "1", "1", "1", "0", "4"])
        XCTAssertEqual(r.noMatchShown, [false, true, false], "a note appears only when nothing matches")
    }

    // MARK: Views, slider, zoom

    func testSliderClipsActualAndMovesTheDivider() throws {
        let r = try driven()
        XCTAssertEqual(r.slider.view, "slider")
        XCTAssertEqual(r.slider.framesDisplay, "none", "the slider replaces the side-by-side frames")
        XCTAssertEqual(r.slider.imageWidths.count, 2)
        XCTAssertTrue(r.slider.imageWidths.allSatisfy { $0 > 0 }, "both pictures are copied into the slider: \(r.slider.imageWidths)")
        let width = r.slider.wipeWidth
        XCTAssertGreaterThan(width, 20)
        XCTAssertEqual(width, r.slider.imageBoxWidth, accuracy: 0.5, "the slider is as wide as its pictures, so 100% is the picture's right edge")
        XCTAssertEqual(r.slider.rangeWidth, r.slider.wipeOuterWidth + 16, accuracy: 0.5, "the range overhangs by half a thumb each side, so the thumb sits on the divider")
        XCTAssertEqual(r.slider.positions.map(\.value), [0, 25, 50, 100])
        for p in r.slider.positions {
            XCTAssertEqual(p.left, width * p.value / 100, accuracy: 1.5, "the divider sits at the thumb's share of the width: \(p)")
            XCTAssertGreaterThan(p.dividerWidth, 0, "the divider is drawn")
        }
        let lefts = r.slider.positions.map(\.left)
        XCTAssertEqual(lefts, lefts.sorted())
        XCTAssertLessThan(lefts[0] + width / 2, lefts[3], "the divider follows the thumb across the picture")
        XCTAssertTrue(r.slider.positions[0].clip.contains("100%"), "at 0 the actual picture is clipped away: \(r.slider.positions[0].clip)")
        XCTAssertTrue(r.slider.positions[2].clip.contains("50%"), r.slider.positions[2].clip)
        XCTAssertEqual(r.slider.dragValue, 75, accuracy: 2, "a drag on the picture moves the thumb too")
    }

    func testDiffViewShowsOnlyTheDiff() throws {
        let r = try driven()
        XCTAssertEqual(r.diffViewRoles, ["diff"])
        XCTAssertEqual(r.disabledViews, ["entry-2": ["diff", "slider"]], "a new image has no diff and nothing to slide over")
        XCTAssertEqual(r.errorEntry.tools, 0, "an error without pictures has no view or zoom buttons")
    }

    func testZoomScalesImagesByWholePixels() throws {
        let r = try driven()
        let natural = r.zoom.natural
        XCTAssertGreaterThan(natural, 20)
        XCTAssertEqual(r.zoom.starting, [4, 2, 4], "small pictures start zoomed to at most 360 px: 87, 141 and 75 px wide")
        XCTAssertEqual(r.zoom.widths, [1, 2, 4, 8].map { natural * $0 }, "per-entry zoom 1x 2x 4x 8x")
        XCTAssertEqual(r.zoom.rendering, "pixelated")
        XCTAssertEqual(r.zoom.allAt2x, [2, 2, 2], "the page-wide zoom sets every entry's first picture to 2x")
    }

    // MARK: Keyboard

    func testKeysMoveFocusBetweenEntries() throws {
        let r = try driven()
        XCTAssertEqual(r.keys, ["entry-0", "entry-1", "entry-0", "entry-0", "entry-1", "entry-2", "entry-3", "entry-3", "entry-2"],
                       "j j k k n j j j p")
        XCTAssertEqual(r.keyInFilter, "filter-text", "j typed into the name filter stays there")
        XCTAssertEqual(r.keysWithFilter, ["entry-3"], "with the error filter, j goes to the only error")
        XCTAssertEqual(r.keyViews, ["diff", "slider", "side"], "2, 3 and 1 switch the current entry's view")
        XCTAssertEqual(r.lastScrolled.id, "entry-3")
        XCTAssertTrue(r.lastScrolled.scrollY > 0 && r.lastScrolled.top >= 0 && r.lastScrolled.bottom <= r.lastScrolled.viewport,
                      "moving to the last entry scrolls it into view: \(r.lastScrolled)")
        XCTAssertTrue(r.keysHelp.contains("j") && r.keysHelp.contains("next") && r.keysHelp.contains("previous"), r.keysHelp)
    }

    // MARK: New and error entries

    func testNewEntryShowsItsActualImageAndErrorItsMessage() throws {
        let r = try driven()
        XCTAssertEqual(r.newEntry.map(\.role), ["actual"])
        XCTAssertGreaterThan(r.newEntry.first?.width ?? 0, 20, "the new image is decoded and shown")
        XCTAssertTrue(r.errorEntry.message.contains("Specs/broken.yaml:3:9: cornerRadius"), r.errorEntry.message)
        XCTAssertTrue(r.errorEntry.messageShown)
        XCTAssertEqual(r.errorEntry.images, 0)
    }

    // MARK: Layout

    func testPhoneWidthHasNoSidewaysScroll() throws {
        let r = try driven(width: 390)
        XCTAssertEqual(r.layout.innerWidth, 390)
        XCTAssertLessThanOrEqual(r.layout.scrollWidth, r.layout.innerWidth, "the page fits 390 px: \(r.layout)")
        XCTAssertLessThanOrEqual(r.layout.widestEntry, Double(r.layout.innerWidth))
        XCTAssertEqual(r.layout.messageWrap, "anywhere", "long paths in messages fold")
        XCTAssertEqual(r.zoom.starting, [2, 2, 4], "starting zooms shrink until the pictures fit the phone: 87, 141 and 75 px wide; \(r.layout)")
    }

    func testScreenshotsAtDesktopAndPhoneWidth() throws {
        let browser = try HeadlessChromium.installed()
        let folder = Self.screenshotFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("report.html")
        try Data(try Self.reportPage().utf8).write(to: page)
        for (name, width, height) in [("desktop", 1280, 1500), ("phone", 390, 1800)] {
            let file = folder.appendingPathComponent("report-\(name).png")
            try browser.screenshot(of: page, to: file, width: width, height: height)
            let image = try PNGDecoder.decode(file: file.path)
            XCTAssertEqual(image.width, width, name)
            XCTAssertEqual(image.height, height, name)
            XCTAssertTrue(Self.contains(image, red: 0xcf, green: 0x22, blue: 0x2e), "\(name): the failed badge is drawn in its colour")
            XCTAssertTrue(Self.contains(image, red: 0x82, green: 0x50, blue: 0xdf), "\(name): the error badge is drawn in its colour")
            print("report screenshot: \(file.path)")
        }
    }

    // MARK: Without a browser

    func testNamesAndMessagesAreEscapedAndAnEmptyReportSaysSo() throws {
        let html = HTMLReport.render(entries: [HTMLReport.Entry(snapshot: "s/a\"'<b>.png", message: "</script><script>alert(1)</script>",
                                                                status: .error, expected: nil, actual: nil, diff: nil)], passed: 0)
        XCTAssertTrue(html.contains("data-name=\"s/a&quot;&#39;&lt;b&gt;.png\""), "the name is escaped in its attribute")
        XCTAssertFalse(html.contains("<script>alert"), "a message cannot open a script")
        XCTAssertTrue(html.contains("<output id=count-error data-status=error>1</output> error<"))
        let empty = HTMLReport.render(entries: [], passed: 3, failed: 0)
        XCTAssertTrue(empty.contains("Nothing to review"))
        XCTAssertTrue(empty.contains("<output id=count-passed data-status=passed>3</output>"))
        XCTAssertTrue(empty.contains("<output id=count-failed data-status=failed>0</output>"), "failed is derived from the entries")
    }

    // MARK: Fixture

    /// Renders real buttons, compares changed ones with their goldens, and builds a report of
    /// two failures (a moved corner, a changed size), one new image and one error, with 5 passed.
    static func reportPage() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("report-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = SnapshotStore(root: root.appendingPathComponent("Snapshots").path)
        let artifacts = root.appendingPathComponent("artifacts").path
        let recorder = SnapshotVerifier(store: store, mode: .missing, artifacts: artifacts)
        let checker = SnapshotVerifier(store: store, mode: .never, artifacts: artifacts)
        func png(_ spec: ButtonSpec) throws -> RenderedImage { try sharedRenderer.render(spec, format: .png, scale: 1) }

        // 87 points wide, so the phone's entry must halve its starting zoom of 4.
        var radius = ButtonSpec(name: "radius", style: .outlined, title: "Radius", width: 87, cornerRadius: .radii(CornerRadii(all: 4)))
        _ = try recorder.verify(png(radius), suite: "buttons")
        radius.cornerRadius = .radii(CornerRadii(all: 9))
        let moved = try checker.verify(png(radius), suite: "buttons")

        var save = ButtonSpec(name: "save", style: .contained, title: "Save")
        _ = try recorder.verify(png(save), suite: "buttons")
        save.title = "Save changes"
        let resized = try checker.verify(png(save), suite: "buttons")

        let fresh = try checker.verify(png(ButtonSpec(name: "fresh", style: .text, title: "Fresh")), suite: "buttons")
        guard moved.status == .failed, moved.verdict?.result?.diffImage != nil, resized.status == .failed, fresh.status == .failed else {
            throw BrowserError("the fixture did not fail as planned: \(moved.message) | \(resized.message) | \(fresh.message)")
        }
        var new = HTMLReport.Entry(outcome: fresh)
        new.status = .new
        let error = HTMLReport.Entry(snapshot: "buttons/broken.png",
                                     message: "Specs/broken.yaml:3:9: cornerRadius: expected a number or a map of corners, found \"round\"",
                                     status: .error, expected: nil, actual: nil, diff: nil)
        return HTMLReport.render(entries: [HTMLReport.Entry(outcome: moved), HTMLReport.Entry(outcome: resized), new, error], passed: 5)
    }

    /// True when some pixel of `image` is exactly this opaque colour.
    static func contains(_ image: DecodedImage, red: UInt8, green: UInt8, blue: UInt8) -> Bool {
        stride(from: 0, to: image.rgba.count, by: 4).contains {
            image.rgba[$0] == red && image.rgba[$0 + 1] == green && image.rgba[$0 + 2] == blue && image.rgba[$0 + 3] == 255
        }
    }

    private static let cacheLock = NSLock()
    /// `nonisolated(unsafe)`: read and written only under `cacheLock`.
    nonisolated(unsafe) private static var cache: [Int: ReportDriverResults] = [:]

    /// The report, driven by `ReportDriver.script` in Chromium in a viewport `width` wide (framed
    /// when narrower than the browser's window can be); one browser run per width for the class.
    private func driven(width: Int = 1280) throws -> ReportDriverResults {
        let browser = try HeadlessChromium.installed()
        Self.cacheLock.lock()
        defer { Self.cacheLock.unlock() }
        if let results = Self.cache[width] { return results }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-driven-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let instrumented = ReportDriver.instrument(try Self.reportPage())
        try Data((width < 500 ? ReportDriver.framed(instrumented, width: width, height: 800) : instrumented).utf8).write(to: page)
        let results = try ReportDriver.results(in: try browser.dumpDOM(of: page, width: max(width, 1280), height: 800))
        Self.cache[width] = results
        return results
    }
}
