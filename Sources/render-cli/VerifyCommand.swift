import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli verify SPEC... --snapshots DIR`: renders and checks against goldens.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render specs (or the catalog) and check them against golden images.",
        discussion: """
        Byte-identical images pass without decoding; others are compared as pixels (pixelmatch's \
        YIQ threshold and anti-aliasing detection), SVGs as normalised text and then as pixels \
        rasterised by rsvg-convert. Failures write the actual image, a diff picture and an \
        expected | diff | actual composite to --artifacts, and one self-contained HTML report \
        (side by side, with a slider). Never writes a golden: use 'record' for that.

        Prints one line per failure and 'N passed, N failed' last; exits 1 when any failed.
        """
    )

    @OptionGroup var targets: SnapshotTargetOptions

    @Option(help: "Per-pixel YIQ threshold, 0 (exact) to 1. The strict default suits goldens of this deterministic renderer; pixelmatch uses 0.1.")
    var threshold = 0.01

    @Flag(help: "Do not count pixels pixelmatch's detector calls anti-aliasing (for images from other renderers). Off by default: a moved edge looks like anti-aliasing.")
    var ignoreAA = false

    @Option(help: "Differing pixels allowed per image.")
    var maxDiffPixels = 0

    @Option(help: "Share of differing pixels allowed per image, 0..1.")
    var maxDiffRatio = 0.0

    @Option(help: ArgumentHelp("Folder for failure artifacts.", valueName: "dir"))
    var artifacts = "snapshot-artifacts"

    @Option(help: ArgumentHelp("Where to write the HTML report of failures (default: report.html in the artifacts folder).", valueName: "file.html"))
    var report: String?

    @Flag(name: .shortAndLong, help: "Print only failures and the summary line.")
    var quiet = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be in 0...1") }
        guard (0...1).contains(maxDiffRatio), maxDiffPixels >= 0 else { throw ValidationError("tolerances must not be negative") }
    }

    func run() throws {
        let list = try targets.targets()
        let (store, suite) = targets.storeAndSuite
        let tolerance = SnapshotTolerance(threshold: threshold, includeAA: !ignoreAA, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio)
        let verifier = SnapshotVerifier(store: store, mode: .never, tolerance: tolerance, artifacts: artifacts)
        let renderer = SheetRenderer(renderer: try ButtonRenderer())
        var passed = 0, failed = 0
        var entries: [HTMLReport.Entry] = []
        let progress = Progress(total: list.count, quiet: quiet)
        for target in list {
            let outcome: SnapshotOutcome
            do {
                let image = try target.render(renderer)
                outcome = try verifier.verify(image, suite: suite)
            } catch {
                failed += 1
                print("FAIL \(target.name): \(error)")
                progress.step()
                continue
            }
            if outcome.isFailure {
                failed += 1
                print("FAIL \(outcome.snapshot): \(outcome.message)")
                var entry = HTMLReport.Entry(outcome: outcome)
                if entry.expected == nil, let golden = try? store.read(suite: suite, fileName: outcome.snapshot.split(separator: "/").last.map(String.init) ?? "") , target.format == .png {
                    entry.expected = golden
                }
                entries.append(entry)
            } else {
                passed += 1
            }
            progress.step()
        }
        progress.finish("")
        if failed > 0 {
            let path = report ?? URL(fileURLWithPath: artifacts).appendingPathComponent("report.html").path
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let writer = try OutputWriter(directory: url.deletingLastPathComponent().path)
            let html = HTMLReport.render(entries: entries, passed: passed, failed: failed)
            try writer.write(Array(html.utf8), to: url.lastPathComponent)
            print("report: \(url.path)")
        }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode.failure }
    }
}
