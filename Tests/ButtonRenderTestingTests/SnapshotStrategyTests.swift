@testable import ButtonRender
import ButtonRenderTesting
import Foundation
import Testing

/// `assertSnapshot(of:as:)`: the strategies (`.png`, `.png(scale:)`, `.svg`, `.pdf`,
/// `.layout`), goldens named after the test function with a counter in `__Snapshots__/` beside
/// the test file, the `suite:` layout, text goldens with line diffs, and the spec literals a
/// test writes them with.
@Suite(.offCI) struct SnapshotStrategyTests {
    /// The folder `assertSnapshot(of:as:)` uses for this file.
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SnapshotStrategyTests")

    /// A Material button written with literals, as a user's test would write it.
    static let save = ButtonSpec(style: .contained, title: "Save", icon: "check", width: 120, cornerRadius: 6,
                                 fill: "#6200EE", insets: [0, 16])

    /// A fresh folder for goldens a test records itself.
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strategy-\(UUID().uuidString)")
    }

    // MARK: Committed goldens, every strategy

    @Test func saveButton() throws {
        let outcomes = [
            assertSnapshot(of: Self.save, as: .png),
            assertSnapshot(of: Self.save, as: .png(scale: 2)),
            assertSnapshot(of: Self.save, as: .svg),
            assertSnapshot(of: Self.save, as: .pdf),
            assertSnapshot(of: Self.save, as: .layout),
        ]
        let files = ["saveButton.1.png", "saveButton.2@2x.png", "saveButton.3.svg", "saveButton.4.pdf", "saveButton.5.layout.json"]
        #expect(outcomes.map { $0?.snapshot } == files.map { "SnapshotStrategyTests/\($0)" })
        #expect(outcomes.allSatisfy { $0?.status == .passed })
        for file in files { #expect(FileManager.default.fileExists(atPath: Self.goldens.appendingPathComponent(file).path), "\(file)") }

        // The pixels are the spec's: 120 points wide at scale 1, 240 pixels at scale 2.
        let png1 = try PNGDecoder.decode(file: Self.goldens.appendingPathComponent(files[0]).path)
        let png2 = try PNGDecoder.decode(file: Self.goldens.appendingPathComponent(files[1]).path)
        #expect(png2.width == 2 * png1.width && png2.height == 2 * png1.height)

        // The layout golden is the metadata render-cli writes: the spec as given, its sizes, its audit.
        let json = try JSONDecoder().decode(ButtonMetadata.self, from: Data(contentsOf: Self.goldens.appendingPathComponent(files[4])))
        #expect(json.spec == Self.save)
        #expect(json.sizes.container.width == 120)
        #expect(json.scales == [1])
    }

    @Test func sheetGoldens() throws {
        var sheet = SheetSpec(.matrix, name: "states")
        sheet.columns = SheetAxis(field: "state", values: [.string("normal"), .string("disabled")])
        let layout = assertSnapshot(of: sheet, as: .layout)
        let png = assertSnapshot(of: sheet, as: .png)
        #expect(layout?.snapshot == "SnapshotStrategyTests/sheetGoldens.1.layout.json")
        #expect(png?.snapshot == "SnapshotStrategyTests/sheetGoldens.2.png")
        #expect(layout?.status == .passed && png?.status == .passed)
        let metadata = try JSONDecoder().decode(SheetMetadata.self,
                                                from: Data(contentsOf: Self.goldens.appendingPathComponent("sheetGoldens.1.layout.json")))
        #expect(metadata.buttons.count == 2)
        #expect(metadata.kind == .matrix)
    }

    // MARK: Naming and folders

    @Test func counterCountsPerTestFunctionAndNamedOverrides() throws {
        let folder = Self.scratch().appendingPathComponent("goldens")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var names: [String?] = []
        withKnownIssue("every new golden is reported so someone looks at it") {
            names.append(assertSnapshot(of: Self.save, as: .png, record: .missing, snapshotDirectory: folder.path)?.snapshot)
            names.append(assertSnapshot(of: Self.save, as: .svg, named: "custom", record: .missing, snapshotDirectory: folder.path)?.snapshot)
            names.append(assertSnapshot(of: Self.save, as: .png(scale: 3), record: .missing, snapshotDirectory: folder.path)?.snapshot)
            names.append(snapshotFromHelper(style: .outlined, folder: folder))
        }
        #expect(names == ["goldens/counterCountsPerTestFunctionAndNamedOverrides.1.png", "goldens/custom.svg",
                          "goldens/counterCountsPerTestFunctionAndNamedOverrides.2@3x.png", "goldens/snapshotFromHelper-style-folder.1.png"])
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == [GoldenEnvironment.fileName, "counterCountsPerTestFunctionAndNamedOverrides.1.png", "counterCountsPerTestFunctionAndNamedOverrides.2@3x.png",
                            "custom.svg", "snapshotFromHelper-style-folder.1.png"])
        // Recorded goldens then pass, by name.
        #expect(assertSnapshot(of: Self.save, as: .svg, named: "custom", record: .never, snapshotDirectory: folder.path)?.status == .passed)
    }

    /// A helper whose name, with its argument labels, names the snapshot (`#function`).
    private func snapshotFromHelper(style: ButtonStyle, folder: URL) -> String? {
        var spec = Self.save
        spec.style = style
        return assertSnapshot(of: spec, as: .png, record: .missing, snapshotDirectory: folder.path)?.snapshot
    }

    @Test func suiteKeepsTheFolderPerSuiteLayout() throws {
        // An existing golden of the catalog, found by the spec's own name under Snapshots/catalog/.
        let spec = try #require(BuiltInCatalog.specs().first { $0.name == "material-contained-normal-light-icon" })
        let outcome = assertSnapshot(of: spec, as: .png(scale: 2), suite: "catalog", record: .never)
        #expect(outcome?.snapshot == "catalog/material-contained-normal-light-icon@2x.png")
        #expect(outcome?.status == .passed)
        #expect(outcome?.verdict?.byteIdentical == true)
    }

    @Test func badNameIsReportedNotWritten() {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: Self.save, as: .png, named: "bad/name", record: .missing, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("bad snapshot name") && $0.rawValue.contains("path separator") }
        }
        #expect(outcome == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    // MARK: Text goldens

    @Test func layoutMismatchShowsTheChangedLines() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("goldens"), artifacts = root.appendingPathComponent("artifacts")
        withKnownIssue { _ = assertSnapshot(of: Self.save, as: .layout, named: "probe", record: .missing, snapshotDirectory: folder.path) }
        #expect(assertSnapshot(of: Self.save, as: .layout, named: "probe", record: .never, snapshotDirectory: folder.path)?.status == .passed)

        var taller = Self.save
        taller.height = 48
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: taller, as: .layout, named: "probe", record: .never, snapshotDirectory: folder.path,
                                     artifactsDirectory: artifacts.path)
        }
        let message = try #require(outcome?.message)
        #expect(outcome?.status == .failed)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("@@ golden line ") })
        #expect(lines.contains { $0.hasPrefix("- ") && $0.contains("\"height\"") && $0.contains("36") })
        #expect(lines.contains { $0.hasPrefix("+ ") && $0.contains("\"height\"") && $0.contains("48") })
        // The actual text is kept for a look, and is exactly what the renderer says now.
        let artifact = artifacts.appendingPathComponent("goldens/probe.actual.layout.json")
        #expect(outcome?.artifacts == [artifact])
        let layout = try ButtonRenderer().layout(taller)  // its own: Swift Testing runs beside the XCTests, and `sharedRenderer` is theirs
        let expected = try ButtonMetadata.make(layout: layout, spec: taller, audit: Auditor.audit(layout, spec: taller)).jsonBytes()
        #expect(try [UInt8](Data(contentsOf: artifact)) == expected)

        // Record mode failed writes the new text over the golden; then it passes.
        withKnownIssue {
            #expect(assertSnapshot(of: taller, as: .layout, named: "probe", record: .failed, snapshotDirectory: folder.path)?.status == .recorded)
        }
        #expect(assertSnapshot(of: taller, as: .layout, named: "probe", record: .never, snapshotDirectory: folder.path)?.status == .passed)
    }

    @Test func missingTextGoldenFailsWhenRecordingIsOff() {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: Self.save, as: .layout, named: "absent", record: .never, snapshotDirectory: folder.appendingPathComponent("g").path,
                                     artifactsDirectory: folder.appendingPathComponent("a").path)
        }
        #expect(outcome?.status == .failed)
        #expect(outcome?.message.contains("no golden") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g/absent.layout.json").path))
    }

    @Test func longTextDiffIsCapped() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // A sheet of many buttons against one of a single state: hundreds of changed lines.
        var big = SheetSpec(.matrix, name: "m")
        big.columns = SheetAxis(field: "state", values: ["normal", "disabled", "pressed", "focused", "hovered"].map { .string($0) })
        var small = big
        small.columns = SheetAxis(field: "state", values: [.string("normal")])
        let folder = root.appendingPathComponent("g").path
        withKnownIssue { _ = assertSnapshot(of: big, as: .layout, named: "m", record: .missing, snapshotDirectory: folder) }
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: small, as: .layout, named: "m", record: .never, snapshotDirectory: folder,
                                     artifactsDirectory: root.appendingPathComponent("a").path)
        }
        let lines = try #require(outcome?.message).split(separator: "\n", omittingEmptySubsequences: false)
        let diffLines = lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") || $0.hasPrefix("  ") || $0.hasPrefix("@@") }
        #expect(diffLines.count <= 40)
        #expect(lines.contains { $0.hasPrefix("… ") && $0.hasSuffix("more changed lines not shown") })
    }

    // MARK: The spec's initializer and literals

    @Test func literalsMeanWhatTheSpecSyntaxMeans() {
        #expect(Self.save.width == .points(120))
        #expect(Self.save.cornerRadius == .radii(CornerRadii(all: 6)))
        #expect(Self.save.fill == .literal(RGBAColor(hex: "#6200EE")!))
        #expect(Self.save.insets == InsetsValue(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))
        let spec = ButtonSpec(width: 87.5, cornerRadius: [8, 8, 0, 0], foreground: "onSurface@38%", insets: 8.5,
                              background: "#00000080", tintColor: "primary")
        #expect(spec.width == .points(87.5))
        #expect(spec.cornerRadius == .radii(CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0)))
        #expect(spec.foreground == .token("onSurface", alpha: 0.38))
        #expect(spec.insets == InsetsValue(EdgeInsets(all: 8.5)))
        #expect(spec.background == ColorValue(parsing: "#00000080"))
        #expect(spec.tintColor == .token("primary", alpha: 1))
        let insets: InsetsValue = [1, 2, 3, 4]
        #expect(insets == InsetsValue(EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)))
        let weight: FontWeight = 500
        #expect(FontSpec(weight: 700).weight == FontWeight(700) && weight.value == 500)
        let radius: CornerRadiusValue = 4.5
        #expect(radius == .radii(CornerRadii(all: 4.5)))
    }

    @Test func initializerCoversEveryField() throws {
        let yaml = """
            name: full
            system: uikit
            style: filled
            size: large
            state: highlighted
            title: Continue
            icon: add
            iconPlacement: trailing
            appearance: dark
            width: 200
            containerWidth: 320
            height: 44
            cornerRadius: 10
            fill: "#112233"
            foreground: "#FFFFFF"
            stroke: {width: 2, color: "#445566", alignment: outside}
            shadows: [{x: 0, y: 2, blur: 4, spread: 1, color: "#00000033"}]
            ripple: {x: 10, y: 12, radius: 20, color: "#FFFFFF40", bounded: false, progress: 0.5}
            font: {family: Roboto, weight: 500, size: 15, letterSpacing: 0.5, uppercase: true}
            insets: 12
            canvasPadding: [4, 8]
            background: "#FAFAFA"
            scale: 2
            theme: uikit
            buttonType: system
            buttonSize: large
            cornerStyle: fixed
            role: destructive
            subtitle: Second line
            imagePlacement: trailing
            imagePadding: 6
            titlePadding: 2
            showsActivityIndicator: true
            lineBreakMode: truncateMiddle
            tintColor: "#FF3B30"
            contentSizeCategory: xLarge
            layoutDirection: rightToLeft
            selectedIcon: favorite
            iconTint: false
            titleMarkup: true
            accessibilityLabel: Continue order
            accessibilityValue: Step 2 of 3
            accessibilityHint: Double tap to continue.
            states: {disabled: {title: Done, fill: "#000000"}}
            titleShadow: {color: "#00000080", x: 1, y: 1}
            reversesTitleShadowWhenHighlighted: true
            showsTouchWhenHighlighted: true
            adjustsImageWhenHighlighted: true
            adjustsImageWhenDisabled: false
            contentEdgeInsets: 12
            titleEdgeInsets: [0, 4, 0, 0]
            imageEdgeInsets: [0, 0, 0, 4]
            isPointerInteractionEnabled: true
            backgroundImage: icons/pill.svg
            menu: {items: [Name, Date], selected: 1}
            showsMenuAsPrimaryAction: true
            changesSelectionAsPrimaryAction: true
            flipsIconForRightToLeft: false
            snapshot: {ignore: [[0, 0, 10, 4.5]]}
            modes: {theme: dark-hc}
            """
        let decoded = try SpecLoader.load(text: yaml, file: "full.yaml", defaultName: "full")[0].spec
        let built = ButtonSpec(
            name: "full", system: .uikit, style: ButtonStyle(rawValue: "filled"), size: "large", state: .highlighted, title: "Continue", icon: "add",
            iconPlacement: .trailing, appearance: .dark, width: 200, containerWidth: 320, height: 44, cornerRadius: 10,
            fill: "#112233", foreground: "#FFFFFF", stroke: StrokeSpec(width: 2, color: "#445566", alignment: .outside),
            shadows: [ShadowSpec(x: 0, y: 2, blur: 4, spread: 1, color: "#00000033")], elevation: 3,
            ripple: RippleSpec(x: 10, y: 12, radius: 20, color: "#FFFFFF40", bounded: false, progress: 0.5),
            font: FontSpec(family: "Roboto", weight: 500, size: 15, letterSpacing: 0.5, uppercase: true), insets: 12,
            canvasPadding: [4, 8], background: "#FAFAFA", scale: 2, theme: "uikit", buttonType: .system, buttonSize: .large,
            cornerStyle: .fixed, role: .destructive, subtitle: "Second line", imagePlacement: .trailing, imagePadding: 6,
            titlePadding: 2, showsActivityIndicator: true, lineBreakMode: .truncateMiddle, tintColor: "#FF3B30",
            contentSizeCategory: .xLarge, layoutDirection: .rightToLeft, selectedIcon: "favorite", iconTint: false,
            titleMarkup: true, accessibilityLabel: "Continue order", accessibilityValue: "Step 2 of 3",
            accessibilityHint: "Double tap to continue.", states: PerStateValues([.disabled: StateValues(title: "Done", fill: "#000000")]),
            titleShadow: TitleShadowValue(color: "#00000080", x: 1, y: 1), reversesTitleShadowWhenHighlighted: true,
            showsTouchWhenHighlighted: true, adjustsImageWhenHighlighted: true, adjustsImageWhenDisabled: false,
            contentEdgeInsets: 12, titleEdgeInsets: [0, 4, 0, 0], imageEdgeInsets: [0, 0, 0, 4],
            isPointerInteractionEnabled: true, backgroundImage: "icons/pill.svg",
            menu: MenuSpec(items: ["Name", "Date"], selected: 1), showsMenuAsPrimaryAction: true,
            changesSelectionAsPrimaryAction: true, shadowModel: .web, flipsIconForRightToLeft: false,
            snapshot: SnapshotSettings(ignore: [PointRegion(x: 0, y: 0, width: 10, height: 4.5)]), modes: ["theme": "dark-hc"])
        // `elevation` and `shadowModel` contradict `shadows` in one spec, so the YAML leaves
        // them out; alone each decodes as the initializer sets it.
        var withElevation = decoded
        withElevation.elevation = try SpecLoader.load(text: "elevation: 3")[0].spec.elevation
        withElevation.shadowModel = try SpecLoader.load(text: "shadowModel: web")[0].spec.shadowModel
        #expect(built == withElevation)
        // Every stored field is non-nil, so the initializer set every one…
        let unset = Mirror(reflecting: built).children.filter { child in
            Mirror(reflecting: child.value).displayStyle == .optional && Mirror(reflecting: child.value).children.isEmpty
        }.compactMap(\.label)
        #expect(unset == [])
        // …and the YAML above names every stored field (the loader rejects unknown keys), but
        // `themeReading`, which the loaders set and no spec writes.
        let written = Mirror(reflecting: built).children.filter { $0.label != "_themeReading" }
        #expect(written.count == yaml.split(separator: "\n").count + 2)
    }

    @Test func badColourLiteralStopsWithTheValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: ColorValue = "#GG0000"
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("ColorValue literal '#GG0000' is not a colour"))
    }

    @Test func outOfRangeNumberLiteralsStop() async {
        await #expect(processExitsWith: .failure) { let _: CornerRadiusValue = -1 }
        await #expect(processExitsWith: .failure) { let _: WidthValue = 0 }
        await #expect(processExitsWith: .failure) { let _: InsetsValue = [1, 2, 3] }
        await #expect(processExitsWith: .failure) { let _: FontWeight = 5000 }
    }
}
