@testable import ButtonRender
@testable import ButtonRenderSnapshot
import ButtonRenderTesting
import Foundation
import Testing

/// Perceptual comparison (issue 46, item 1): CIE94 (Core Image's `CILabDeltaE`, the meaning of
/// swift-snapshot-testing's `perceptualPrecision`) and CIEDE2000 against published values, SSIM
/// by its reference definition, and the proof with real rasterisers: Figma SDS's primary button
/// as Chromium drew it from SDS's stylesheet (`Examples/systems/figma-sds-shots`, a shot the
/// conformance page made) passes the documented tolerance against our drawing of the same
/// button, and fails it with the fill 8/255 off, an edge one pixel out or the label one pixel
/// lower, through `ImageComparison`, `assertSnapshot` and `render-cli verify`.
@Suite struct PerceptualComparisonTests {
    /// The tolerance docs/snapshot-testing.md gives for goldens from another rasteriser.
    static let acrossRasterisers = SnapshotTolerance(maxDiffPixelRatio: 0.05, perceptualPrecision: 0.98, minimumSSIM: 0.995)

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let systemFile = repository.appendingPathComponent("Examples/systems/figma-sds.system.yaml").path

    /// SDS's medium primary button on white with Chromium's 16-pixel margin (8 points at @2x).
    static func spec() throws -> ButtonSpec {
        try ButtonRenderTests.spec("""
            name: p
            system: \(systemFile)
            style: primary
            size: medium
            title: Button
            canvasPadding: 8
            background: "#FFFFFF"
            """)
    }

    /// Our drawing at @2x, decoded.
    static func ours() throws -> DecodedImage {
        let image = try ButtonRenderer().render(try spec(), format: .png, scale: 2)
        return try PNGDecoder.decode(image.bytes)
    }

    /// Chromium's shot, cropped to `width` x `height` from its top-left corner (the page's
    /// crop is a pixel wider: the box sits at a fractional CSS position).
    static func chromium(width: Int, height: Int) throws -> DecodedImage {
        let shot = try PNGDecoder.decode(file: repository.appendingPathComponent("Examples/systems/figma-sds-shots/primary-medium-default-light.png").path)
        var rgba: [UInt8] = []
        for y in 0..<height { rgba += shot.rgba[(y * shot.width * 4)..<((y * shot.width + width) * 4)] }
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    /// `image` changed one way: the fill 8 levels lighter, the right edge a pixel further, or
    /// the label a pixel lower.
    static func changed(_ image: DecodedImage, _ change: String) -> DecodedImage {
        var rgba = image.rgba
        let w = image.width
        func at(_ x: Int, _ y: Int) -> Int { (y * w + x) * 4 }
        switch change {
        case "fill":
            let f = at(30, 56)
            let fill = Array(image.rgba[f..<(f + 3)])
            for i in stride(from: 0, to: rgba.count, by: 4) where Array(image.rgba[i..<(i + 3)]) == fill {
                for c in 0..<3 { rgba[i + c] = UInt8(min(255, Int(rgba[i + c]) + 8)) }
            }
        case "edge":
            // The container's right edge, found on the middle row, one pixel further right.
            let row = image.height / 2
            let right = (0..<w).last { image.rgba[at($0, row)] < 200 } ?? w - 2
            for y in 0..<image.height { for c in 0..<4 { rgba[at(right + 1, y) + c] = image.rgba[at(right, y) + c] } }
        default:
            // The label's rows (inside the container, clear of its edges) one pixel lower.
            for y in stride(from: 76, through: 37, by: -1) { for x in 36..<144 { for c in 0..<4 { rgba[at(x, y) + c] = image.rgba[at(x, y - 1) + c] } } }
        }
        return DecodedImage(width: image.width, height: image.height, rgba: rgba)
    }

    @Test func deltaEFormulasGiveThePublishedValues() {
        // CIEDE2000: Sharma, Wu and Dalal's test data (pairs 1, 7, 17 and 25).
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
            ((50, 0, 0), (50, -1, 2), 2.3669),
            ((50, 2.5, 0), (73, 25, -18), 27.1492),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ]
        for (p, q, expected) in pairs {
            #expect(abs(PerceptualDiff.deltaE2000((p.0, p.1, p.2), (q.0, q.1, q.2)) - expected) < 0.0001, "\(p) \(q)")
        }
        // CIE94 (graphic arts): a lightness step is itself; a chroma step is weighted by the
        // reference's chroma (1 + 0.045 C), which makes the formula asymmetric.
        #expect(abs(PerceptualDiff.deltaE94(reference: (50, 0, 0), (51, 0, 0)) - 1) < 1e-12)
        #expect(abs(PerceptualDiff.deltaE94(reference: (50, 10, 0), (50, 0, 0)) - 10 / 1.45) < 1e-12)
        #expect(abs(PerceptualDiff.deltaE94(reference: (50, 0, 0), (50, 10, 0)) - 10) < 1e-12)
        // sRGB white and black are L* 100 and 0; mid grey #777777 is about L* 50.
        #expect(abs(PerceptualDiff.lab((255, 255, 255, 255), PerceptualDiff.linearTable).l - 100) < 0.01)
        #expect(abs(PerceptualDiff.lab((0, 0, 0, 255), PerceptualDiff.linearTable).l) < 0.01)
        #expect(abs(PerceptualDiff.lab((119, 119, 119, 255), PerceptualDiff.linearTable).l - 50.03) < 0.05)
    }

    @Test func aSpecsPerceptualSettingsAreCheckedWhereTheyAreWritten() throws {
        let good = try ButtonRenderTests.spec("title: OK\nsnapshot: {perceptualPrecision: 0.98, deltaE: ciede2000, minimumSSIM: 0.99}")
        #expect(good.snapshot == SnapshotSettings(perceptualPrecision: 0.98, deltaE: "ciede2000", minimumSSIM: 0.99))
        let tolerance = SnapshotTolerance().ignoring(good.snapshot, scale: 2)
        #expect(tolerance.perceptualPrecision == 0.98 && tolerance.deltaEFormula == .ciede2000 && tolerance.minimumSSIM == 0.99)
        for (text, words) in [("snapshot: {perceptualPrecision: 2}", "out of range"), ("snapshot: {deltaE: cie76}", "unknown ΔE formula 'cie76'"),
                              ("snapshot: {minimumSSIM: -1}", "out of range")] {
            #expect(throws: (any Error).self, "\(text)") { try ButtonRenderTests.spec("title: OK\n" + text) }
            do { _ = try ButtonRenderTests.spec("title: OK\n" + text) } catch { #expect("\(error)".contains(words), "\(error)") }
        }
    }

    @Test func ssimIsOneForIdenticalImagesAndFallsWithStructure() throws {
        let image = try Self.ours()
        #expect(PerceptualDiff.structuralSimilarity(image, image) == 1)
        let label = PerceptualDiff.structuralSimilarity(image, Self.changed(image, "label"))
        let edge = PerceptualDiff.structuralSimilarity(image, Self.changed(image, "edge"))
        #expect(label < 0.99 && edge < 0.99, "label \(label), edge \(edge)")
    }

    @Test func chromiumsButtonPassesAndEachChangeFails() throws {
        let ours = try Self.ours()
        let chromium = try Self.chromium(width: ours.width, height: ours.height)
        let verdict = ImageComparison.compare(actual: ours, expected: chromium, tolerance: Self.acrossRasterisers)
        #expect(verdict.passed, "\(verdict.summary)")
        // Today's strict default fails it: the two rasterisers' anti-aliasing differs.
        #expect(!ImageComparison.compare(actual: ours, expected: chromium, tolerance: SnapshotTolerance()).passed)
        for change in ["fill", "edge", "label"] {
            let changed = ImageComparison.compare(actual: ours, expected: Self.changed(chromium, change), tolerance: Self.acrossRasterisers)
            #expect(!changed.passed, "\(change): \(changed.summary)")
        }
        // The measures are reported.
        #expect(verdict.summary.contains("largest ΔE cie94") && verdict.summary.contains("SSIM"), "\(verdict.summary)")
    }

    @Test func throughAssertSnapshotAndVerify() throws {
        let ours = try Self.ours()
        let chromium = try Self.chromium(width: ours.width, height: ours.height)
        let cli = try CommandLineRunner(prefix: "perceptual")
        defer { cli.cleanUp() }
        let goldens = cli.work.appendingPathComponent("goldens/suite")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        _ = try cli.write("p.yaml", """
            - {name: p, system: \(Self.systemFile), style: primary, size: medium, title: Button, canvasPadding: 8, background: "#FFFFFF",
               snapshot: {perceptualPrecision: 0.98, minimumSSIM: 0.995}}
            """)
        for change in ["none", "fill", "edge", "label"] {
            let golden = change == "none" ? chromium : Self.changed(chromium, change)
            try Data(PNGEncoder.encode(rgba: golden.rgba, width: golden.width, height: golden.height)).write(to: goldens.appendingPathComponent("p@2x.png"))
            var outcome: SnapshotOutcome?
            withKnownIssue("the changed golden fails", isIntermittent: true) {
                outcome = assertSnapshot(of: try! Self.spec(), format: .png, scale: 2, suite: "suite", record: .never,
                                         tolerance: Self.acrossRasterisers, snapshotsDirectory: cli.work.appendingPathComponent("goldens").path,
                                         artifactsDirectory: cli.work.appendingPathComponent("artifacts").path)
            }
            #expect(outcome?.status == (change == "none" ? .passed : .failed), "\(change): \(outcome?.message ?? "")")
            // verify takes the spec's own perceptual settings; --max-diff-ratio gives the
            // documented share of pixels over the ΔE.
            // The binary: Swift Testing runs tests in parallel (`InProcessCommandLine` is for XCTest).
            let run = try cli.runBinary(["verify", "p.yaml", "--snapshots", "goldens/suite", "--scale", "2", "--max-diff-ratio", "0.05",
                                         "--no-cache", "--allow-outside-paths"])
            #expect(run.status == (change == "none" ? 0 : 1), "\(change): \(run.out) \(run.err)")
        }
    }
}
