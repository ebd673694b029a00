@testable import ButtonRender
import Foundation
import XCTest

/// The gallery page, built from buttons of the built-in catalog drawn by the real renderer and
/// loaded in headless Chromium: its grid, search, filters, keys and detail view, its layout at
/// phone width, screenshots; and its inlined data, checked without a browser.
final class GalleryBrowserTests: XCTestCase {
    /// Where the screenshots are kept for a person to look at.
    static let screenshotFolder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-gallery-screenshots")

    /// The catalog's buttons the fixture draws, in catalog order.
    static let names = [
        "material-contained-normal-light", "material-contained-normal-light-icon", "material-contained-highlighted-light",
        "material-contained-disabled-light", "material-contained-normal-dark", "material-contained-normal-dark-icon",
        "material-contained-disabled-dark", "obsidian-primary-normal-light", "obsidian-primary-normal-dark",
    ]

    // MARK: Grid

    func testGridPlacesEachButtonByStyleStateAndAppearance() throws {
        let r = try driven()
        XCTAssertEqual(r.errors, [], "the page's script runs without errors")
        XCTAssertEqual(r.sections, ["system-material", "system-obsidian", "other", "sheets"])
        XCTAssertEqual(r.sectionTitles.prefix(2), ["Material", "Obsidian"], "each grid is headed by its system's display name")
        XCTAssertEqual(r.columnTitles, ["normal highlighted disabled normal disabled", "normal normal"], "the states' names in the system")
        XCTAssertEqual(r.columns, ["light:normal light:highlighted light:disabled dark:normal dark:disabled", "light:normal dark:normal"],
                       "states across in the systems' order, light then dark")
        XCTAssertEqual(r.cells, [
            "system-material|contained|light:normal|material-contained-normal-light",
            "system-material|contained|light:highlighted|material-contained-highlighted-light",
            "system-material|contained|light:disabled|material-contained-disabled-light",
            "system-material|contained|dark:normal|material-contained-normal-dark",
            "system-material|contained|dark:disabled|material-contained-disabled-dark",
            "system-material|containedicon|light:normal|material-contained-normal-light-icon",
            "system-material|containedicon|dark:normal|material-contained-normal-dark-icon",
            "system-obsidian|primary|light:normal|obsidian-primary-normal-light",
            "system-obsidian|primary|dark:normal|obsidian-primary-normal-dark",
        ], "styles (and the with-icon variant) down, states across")
        XCTAssertEqual(r.initial, (Self.names + ["legacy-entry"]).sorted(), "an entry without a grid position is listed under other")
        XCTAssertEqual(r.counts, ["11", "11"], "buttons, the entry without a grid and the sheet")
    }

    // MARK: Search and filters

    func testSearchNarrowsTheGridToMatchingButtons() throws {
        let r = try driven()
        XCTAssertEqual(r.slashFocus, "search", "/ focuses the search box")
        XCTAssertEqual(r.disabled, ["material-contained-disabled-dark", "material-contained-disabled-light"])
        XCTAssertEqual(r.disabledCount, "2")
        XCTAssertEqual(r.disabledColumns, ["light:disabled dark:disabled"], "columns and grids without a match are hidden")
        XCTAssertEqual(r.containedIcon, ["material-contained-normal-dark-icon", "material-contained-normal-light-icon"], "every word must match")
        XCTAssertEqual(r.byLabel, ["obsidian-primary-normal-dark", "obsidian-primary-normal-light"], "label text is searched, ignoring case")
        XCTAssertEqual(r.nothing, [])
        XCTAssertTrue(r.noMatchShown)
        XCTAssertEqual(r.afterEscape, ["", "10"], "Escape in the search box clears it")
    }

    func testFiltersHideTheOtherAppearanceSystemsAndButtonsWithoutFindings() throws {
        let r = try driven()
        XCTAssertEqual(r.dark, ["legacy-entry", "material-contained-disabled-dark", "material-contained-normal-dark",
                                "material-contained-normal-dark-icon", "obsidian-primary-normal-dark"], "an entry of unknown appearance stays")
        XCTAssertFalse(r.darkHeads.isEmpty)
        XCTAssertEqual(Set(r.darkHeads), ["dark"], "the light half of each grid is hidden")
        XCTAssertEqual(r.obsidian, ["obsidian-primary-normal-dark", "obsidian-primary-normal-light"])
        XCTAssertEqual(r.sectionsShown, ["system-obsidian"])
        let withFindings = try Self.fixture().entries.filter { !$0.findings.isEmpty }.map(\.name).sorted()
        XCTAssertFalse(withFindings.isEmpty, "the fixture has a button with findings")
        XCTAssertEqual(r.withFindings, withFindings)
        XCTAssertEqual(r.flagged, withFindings, "buttons with findings are flagged in the grid")
    }

    func testSheetsShowAtFullSizeWithZoom() throws {
        let r = try driven()
        let sheet = try XCTUnwrap(Self.fixture().entries.first { $0.name == "states-sheet" })
        let width = try XCTUnwrap(sheet.canvas?.width)
        XCTAssertEqual(r.sheet.zoom, "1", "sheets start at full size")
        XCTAssertEqual(r.sheet.steps.map(\.zoom), ["1", "2", "fit"])
        XCTAssertEqual(r.sheet.steps[0].width, width, accuracy: 0.5)
        XCTAssertEqual(r.sheet.steps[1].width, 2 * width, accuracy: 0.5)
        XCTAssertEqual(r.sheet.steps[1].src, "states-sheet@2x.png", "2x shows the @2x file the run wrote")
        XCTAssertTrue(r.sheet.steps[0].src.hasPrefix("data:image/png"), "1x shows the inlined image")
        XCTAssertLessThanOrEqual(r.sheet.steps[2].width, r.sheet.steps[2].box, "fit fits the sheet's box")
        XCTAssertEqual(r.sheet.steps[1].scrolls, 2 * width > r.sheet.steps[1].box, "a sheet wider than its box scrolls sideways in it")
    }

    // MARK: Keyboard and detail view

    func testArrowKeysMoveBetweenCells() throws {
        let r = try driven()
        XCTAssertEqual(r.keys, ["material-contained-highlighted-light", "material-contained-normal-light-icon",
                                "material-contained-disabled-dark", "material-contained-disabled-dark"],
                       "right: next cell; down: the nearest cell of the next row; left: previous cell; up from the top row: stays")
    }

    func testDetailViewShowsFilesVoiceOverAndTheRectanglesOverlay() throws {
        let r = try driven()
        let d = r.detail
        let name = "material-contained-normal-dark"
        XCTAssertTrue(d.open)
        XCTAssertEqual(d.title, name)
        XCTAssertEqual(d.files, ["\(name).png", "\(name)@2x.png", "\(name).layout.json"])
        XCTAssertEqual(d.image, "\(name)@2x.png", "the detail view shows the @2x file the run wrote")
        let entry = try XCTUnwrap(Self.fixture().entries.first { $0.name == name })
        XCTAssertEqual(d.voiceOver, entry.voiceOver)
        XCTAssertEqual(d.voiceOver, "Contained. Button.")
        XCTAssertEqual(d.findings, entry.findings.isEmpty ? "None" : entry.findings.joined())
        XCTAssertTrue(d.spec.contains("\"state\" : \"normal\""), d.spec)
        XCTAssertFalse(d.rectsBefore, "the rectangles are drawn on demand")
        XCTAssertTrue(d.rectsAfter)
        XCTAssertEqual(d.rectNames, entry.rectangles.map(\.name))
        XCTAssertEqual(d.rectNames, ["touch target", "container", "content", "label"])
        XCTAssertEqual(d.legend.count, 4)
        let canvas = try XCTUnwrap(entry.canvas)
        XCTAssertEqual(d.viewBox, "0 0 \(Self.number(canvas.width)) \(Self.number(canvas.height))")
        XCTAssertEqual(d.overlayBox.width, d.imageBox.width, accuracy: 0.5, "the overlay covers the image")
        XCTAssertEqual(d.overlayBox.height, d.imageBox.height, accuracy: 0.5)
        let scale = d.imageBox.width / canvas.width
        XCTAssertGreaterThanOrEqual(scale, 1)
        XCTAssertEqual(d.containerBox.width, d.containerPoints[2] * scale, accuracy: 2, "points are scaled to the image")
        XCTAssertEqual(d.containerBox.x - d.imageBox.x, d.containerPoints[0] * scale, accuracy: 2)
        XCTAssertTrue(d.closed)
        XCTAssertEqual(d.focusBack, name, "closing returns focus to the cell")
    }

    // MARK: Layout and screenshots

    func testPhoneWidthScrollsTheGridNotThePage() throws {
        let r = try driven(width: 390)
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(r.layout.innerWidth, 390)
        XCTAssertLessThanOrEqual(r.layout.scrollWidth, r.layout.innerWidth, "the page fits 390 px: \(r.layout)")
        XCTAssertGreaterThan(r.layout.gridScrollWidth, r.layout.gridClientWidth, "the grid scrolls sideways in its box")
    }

    /// GitHub Primer's gallery (seven states, light and dark: fourteen columns, three sizes a
    /// cell) fits a 1280 px window: no grid scrolls sideways, and the page does not either.
    func testAWholeSystemsMatrixFitsADesktopWindow() throws {
        let browser = try HeadlessChromium.installed()
        let cli = try CommandLineRunner(prefix: "gallery-fit")
        let examples = ExampleSystemsTests.folder.path
        let catalog = try cli.run(["catalog", "--system", examples + "/github-primer.system.yaml", "--out", "out", "--quiet", "--format", "png", "--scale", "1"])
        XCTAssertEqual(catalog.status, 0, catalog.err)
        let page = cli.work.appendingPathComponent("out/index.html")
        let measured = cli.work.appendingPathComponent("out/measured.html")
        let script = """
            <script>window.addEventListener('load', () => { const r = [...document.querySelectorAll('.table-wrap')].map((w) => [w.scrollWidth, w.clientWidth]);
            r.push([document.documentElement.scrollWidth, window.innerWidth]);
            const s = document.createElement('script'); s.type = 'application/json'; s.id = 'widths'; s.textContent = JSON.stringify(r); document.body.append(s); });</script>
            """
        try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: script + "</body>").write(to: measured, atomically: true, encoding: .utf8)
        let dom = try browser.dumpDOM(of: measured, width: 1280, height: 900)
        guard let start = dom.range(of: "<script type=\"application/json\" id=\"widths\">"),
              let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex) else { return XCTFail("no widths in the page") }
        let widths = try JSONDecoder().decode([[Int]].self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
        XCTAssertEqual(widths.count, 2, "one grid and the page: \(widths)")
        for pair in widths { XCTAssertLessThanOrEqual(pair[0], pair[1], "wider than its box at 1280 px: \(widths)") }

        // The mode filter (Primer's four themes): ?mode=theme=dark-hc shows a quarter of the
        // grid's buttons, those of dark high contrast, and no sheet.
        let filtered = try browser.dumpDOM(of: URL(string: page.absoluteString + "?mode=theme%3Ddark-hc")!, width: 1280, height: 900)
        XCTAssertTrue(filtered.contains("<option value=\"theme=dark-hc\">theme dark-hc</option>"), "no mode filter in the page")
        let buttons = try JSONSerialization.jsonObject(with: try cli.contents("out/github-primer-primary-medium-rest-dark-hc.layout.json")) as? [String: Any]
        XCTAssertNotNil(buttons, "the catalog drew Primer's dark high contrast")
        guard let count = filtered.range(of: #"<output id="shown-count">(\d+)</output>"#, options: .regularExpression) else {
            return XCTFail("no shown count in the page")
        }
        let shown = filtered[count].replacingOccurrences(of: #"[^0-9]"#, with: "", options: .regularExpression)
        let grid = cli.files(in: "out").filter { $0.hasSuffix(".png") && $0.contains("-dark-hc") }.count
        XCTAssertEqual(Int(shown), grid, "the buttons of dark-hc only")
    }

    func testScreenshotsAtDesktopAndPhoneWidth() throws {
        let browser = try HeadlessChromium.installed()
        let folder = Self.screenshotFolder
        try? FileManager.default.removeItem(at: folder)
        let page = try Self.fixture(in: folder).page
        for (name, query, width, height) in [("desktop", "", 1280, 900), ("phone", "", 390, 900),
                                             ("detail", "?rects=1#detail=material-contained-normal-light-icon", 1280, 900)] {
            let file = folder.appendingPathComponent("gallery-\(name).png")
            try browser.screenshot(of: URL(string: page.absoluteString + query)!, to: file, width: width, height: height)
            let image = try PNGDecoder.decode(file: file.path)
            XCTAssertEqual(image.width, width, name)
            if name == "desktop" {
                XCTAssertTrue(ReportBrowserTests.contains(image, red: 0x1d, green: 0x1d, blue: 0x20), "\(name): the dark half of the grid is drawn")
            }
            print("gallery screenshot: \(file.path)")
        }
    }

    // MARK: Without a browser

    func testInlinedDataParsesAndHoldsEveryField() throws {
        let html = try Self.fixture().html
        let data = try Self.inlinedData(html)
        XCTAssertEqual(data.items.map(\.name), Self.names + ["legacy-entry", "states-sheet"])
        XCTAssertEqual(data.items.suffix(2).map(\.kind), ["button", "sheet"])
        XCTAssertNil(data.items[data.items.count - 2].grid, "the first initialiser still works, without a grid position")
        let item = try XCTUnwrap(data.items.first { $0.name == "material-contained-normal-light-icon" })
        XCTAssertEqual(item.kind, "button")
        XCTAssertEqual(item.grid, Gallery.GridPosition(system: "material", style: "contained", variant: "icon", state: "normal", appearance: "light",
                                                       titles: ButtonVocabulary(systemName: "Material", styleTitle: "contained", stateName: "normal",
                                                                                styleRank: 2, stateRank: 0)))
        XCTAssertEqual(item.label, "Contained")
        XCTAssertEqual(item.voiceOver, "Contained. Button.")
        XCTAssertTrue(item.thumbnail?.hasPrefix("data:image/png;base64,") == true)
        XCTAssertEqual(item.files.map(\.scale), [1, 2, nil])
        XCTAssertEqual(item.files.map(\.format), ["png", "png", nil])
        XCTAssertEqual(item.rectangles.map(\.name), ["touch target", "container", "content", "icon", "label"])
        let canvas = try XCTUnwrap(item.canvas)
        XCTAssertEqual(item.files[1].size, "\(Int((canvas.width * 2).rounded(.up))) x \(Int((canvas.height * 2).rounded(.up))) px")
        XCTAssertTrue(item.spec.contains("\"icon\" : \"add\""))
        XCTAssertNil(item.backdrop, "a light button shows a checkerboard behind transparent pixels")
        XCTAssertNotNil(data.items.first { $0.name == "material-contained-normal-dark" }?.backdrop)
        XCTAssertEqual(data.stateOrder.first, "normal")
        XCTAssertFalse(html.contains("http://") && html.contains("<link"), "the page loads nothing from the network")
        XCTAssertFalse(html.contains("<script src"), "the page's script is inlined")
    }

    func testScriptEndInALabelIsEscaped() throws {
        var spec = ButtonSpec(name: "evil", style: .text, title: "</script><script>alert(1)</script> & <b>")
        spec.accessibilityHint = "\u{2028}"
        let layout = try sharedRenderer.layout(spec)
        let entry = Gallery.Entry.button(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec), outputs: [], thumbnail: nil)
        let html = Gallery.html([entry], title: "A <title> & \"quotes\"")
        XCTAssertFalse(html.contains("<script>alert"), "a label cannot close the data's script element")
        XCTAssertTrue(html.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"))
        XCTAssertTrue(html.contains("<title>A &lt;title&gt; &amp; &quot;quotes&quot;</title>"))
        let data = try Self.inlinedData(html)
        XCTAssertEqual(data.items.first?.label, "</script><script>alert(1)</script> & <b>", "the escapes read back as the label")
        XCTAssertEqual(data.title, "A <title> & \"quotes\"")
    }

    func testVariantsComeFromSpecFieldsNotNames() {
        func variant(_ edit: (inout ButtonSpec) -> Void) -> String {
            var spec = ButtonSpec(name: "material-contained-normal-light-icon", style: .contained, title: "Go")
            edit(&spec)
            return Gallery.GridPosition.variant(of: spec)
        }
        XCTAssertEqual(variant { _ in }, "", "the name does not make a variant")
        XCTAssertEqual(variant { $0.icon = "add" }, "icon")
        XCTAssertEqual(variant { $0.icon = "add"; $0.title = nil }, "", "an icon-only button is not a with-icon variant")
        XCTAssertEqual(variant { $0.buttonSize = .large; $0.subtitle = "Step 2" }, "size large · subtitle")
        XCTAssertEqual(variant { $0.width = .fill; $0.lineBreakMode = .wordWrap }, "full width · wordWrap")
        XCTAssertEqual(variant { $0.width = .points(120) }, "width 120")
    }

    func testServedPageFetchesItsData() {
        let html = Gallery.html(fetchingDataFrom: "gallery.json?a=1&b=2", title: "Live")
        XCTAssertTrue(html.contains("id=\"gallery-data\" data-src=\"gallery.json?a=1&amp;b=2\"></script>"))
        XCTAssertTrue(html.contains("fetch(source.dataset.src)"))
    }

    // MARK: Fixture

    /// The gallery of `names`: each drawn at @1x and @2x with its metadata into `folder`, and
    /// the page written there as `index.html`.
    struct Fixture { let entries: [Gallery.Entry], html: String, page: URL }

    private static let fixtureLock = NSLock()
    /// `nonisolated(unsafe)`: read and written only under `fixtureLock`.
    nonisolated(unsafe) private static var shared: Fixture?

    /// The fixture, written once into a temporary folder (or into `folder`).
    static func fixture(in folder: URL? = nil) throws -> Fixture {
        if folder == nil {
            fixtureLock.lock()
            defer { fixtureLock.unlock() }
            if let shared { return shared }
        }
        let root = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("gallery-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let specs = BuiltInCatalog.specs().filter { names.contains($0.name ?? "") }
        var entries: [Gallery.Entry] = []
        for spec in specs {
            let layout = try sharedRenderer.layout(spec)
            let audit = Auditor.audit(layout, spec: spec)
            let name = layout.button.name
            var thumbnail: [UInt8] = []
            for scale in [1, 2] {
                let image = try sharedRenderer.render(layout, format: .png, scale: scale)
                if scale == 1 { thumbnail = image.bytes }
                try Data(image.bytes).write(to: root.appendingPathComponent(OutputNaming.fileName(for: name, format: .png, scale: scale)))
            }
            try Data(ButtonMetadata.make(layout: layout, spec: spec, audit: audit, scales: [1, 2]).jsonBytes())
                .write(to: root.appendingPathComponent(OutputNaming.metadataFileName(for: name)))
            let files = Gallery.Entry.files(name: name, size: layout.canvasSize, outputs: [(.png, 1), (.png, 2)], metadata: "layout and accessibility")
            entries.append(.button(layout: layout, spec: spec, audit: audit, outputs: files, thumbnail: thumbnail))
        }
        // An entry made with the first initialiser has no grid position: it is listed under "other".
        entries.append(Gallery.Entry(name: "legacy-entry", section: "custom", summary: "made without a grid position",
                                     thumbnail: entries[0].thumbnail, files: [("legacy-entry.png", "1 x 1 px")], spec: "{}",
                                     voiceOver: "Legacy, button", findings: []))
        // A sheet, written at @1x and @2x.
        guard case .sheet(let loaded)? = try SheetLoader.load(text: """
            - sheet: matrix
              name: states-sheet
              base: {style: outlined, title: Save}
              columns: {field: state, values: [normal, disabled]}
            """, file: "sheet.yaml").first else { throw BrowserError("the fixture's sheet did not load") }
        let sheets = SheetRenderer(renderer: sharedRenderer)
        let sheetLayout = try sheets.layout(loaded.sheet)
        var sheetThumbnail: [UInt8] = []
        for scale in [1, 2] {
            let image = try sheets.render(sheetLayout, format: .png, scale: scale)
            if scale == 1 { sheetThumbnail = image.bytes }
            try Data(image.bytes).write(to: root.appendingPathComponent(OutputNaming.fileName(for: sheetLayout.name, format: .png, scale: scale)))
        }
        entries.append(Gallery.Entry(name: sheetLayout.name, section: "sheets", summary: "matrix sheet, 2 buttons", thumbnail: sheetThumbnail,
                                     outputs: Gallery.Entry.files(name: sheetLayout.name, size: sheetLayout.size, outputs: [(.png, 1), (.png, 2)], metadata: nil),
                                     spec: "{}", voiceOver: nil, findings: [], canvas: sheetLayout.size))
        let html = Gallery.html(entries, title: "Gallery fixture")
        let page = root.appendingPathComponent("index.html")
        try Data(html.utf8).write(to: page)
        let fixture = Fixture(entries: entries, html: html, page: page)
        if folder == nil { Self.fixtureLock.lock(); Self.shared = fixture; Self.fixtureLock.unlock() }
        return fixture
    }

    /// Removes the shared fixture's temporary folder once the class has run.
    override class func tearDown() {
        fixtureLock.lock()
        defer { fixtureLock.unlock() }
        if let shared { try? FileManager.default.removeItem(at: shared.page.deletingLastPathComponent()) }
        shared = nil
        super.tearDown()
    }

    /// The JSON inlined in `html`, decoded.
    static func inlinedData(_ html: String) throws -> GalleryData {
        guard let start = html.range(of: "<script type=\"application/json\" id=\"gallery-data\">"),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
            throw BrowserError("no inlined gallery data")
        }
        return try JSONDecoder().decode(GalleryData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    /// `value` as JavaScript prints a number.
    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    private static let cacheLock = NSLock()
    /// `nonisolated(unsafe)`: read and written only under `cacheLock`.
    nonisolated(unsafe) private static var cache: [Int: GalleryDriverResults] = [:]

    /// The fixture's page, driven by `GalleryDriver.script` in Chromium in a viewport `width`
    /// wide (framed when narrower than the browser's window can be); one run per width.
    private func driven(width: Int = 1280) throws -> GalleryDriverResults {
        let browser = try HeadlessChromium.installed()
        Self.cacheLock.lock()
        defer { Self.cacheLock.unlock() }
        if let results = Self.cache[width] { return results }
        let fixture = try Self.fixture()
        let instrumented = GalleryDriver.instrument(fixture.html)
        let page = fixture.page.deletingLastPathComponent().appendingPathComponent("driven-\(width).html")
        try Data((width < 500 ? ReportDriver.framed(instrumented, width: width, height: 800) : instrumented).utf8).write(to: page)
        let results = try GalleryDriver.results(in: try browser.dumpDOM(of: page, width: max(width, 1280), height: 900))
        Self.cache[width] = results
        return results
    }
}
