import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli diff A.png B.png`: compares two PNGs as pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel.",
        discussion: """
        Identical files are equal at once. Otherwise both are decoded and compared with \
        pixelmatch's perceptual YIQ distance (threshold 0..1, default 0.1); pixels that differ \
        only by anti-aliasing are not counted unless --include-aa. Images of different sizes are \
        compared padded to a common size and always differ. --ignore x,y,w,h masks a region \
        (a clock, an animation frame) whose differences then do not count.

        Exit status: 0 when equal within tolerance, 1 when not, 2 on bad input (missing, \
        unreadable or corrupt files, bad options).

        --json prints {"equal", "mismatchedPixels", "antialiasedPixels", "ratio", "maxDelta", \
        "width", "height", "boundingBox", "expectedSize", "actualSize"}.
        """
    )

    @Argument(help: ArgumentHelp("The expected image (golden).", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The actual image.", valueName: "actual.png"))
    var actual: String

    @Option(help: "Per-pixel YIQ threshold, 0 (exact) to 1.")
    var threshold = 0.1

    @Flag(help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(help: "Differing pixels allowed before the images count as different.")
    var maxDiffPixels = 0

    @Option(help: "Share of differing pixels allowed, 0..1.")
    var maxDiffRatio = 0.0

    @Option(name: .customLong("ignore"), help: ArgumentHelp("A region whose differences are ignored, in pixels: x,y,width,height. Repeat for several.", valueName: "x,y,w,h"))
    var ignore: [PixelRegionArgument] = []

    @Option(help: ArgumentHelp("Write the diff picture (or, with --composite, expected | diff | actual) here.", valueName: "diff.png"))
    var out: String?

    @Flag(help: "With --out, write the expected | diff | actual composite.")
    var composite = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be in 0...1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative") }
        guard (0...1).contains(maxDiffRatio) else { throw ValidationError("--max-diff-ratio must be in 0...1") }
    }

    func run() throws {
        let tolerance = SnapshotTolerance(threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio,
                                          ignoredRegions: ignore.map(\.rect))
        let verdict: ImageVerdict
        do {
            let a = try readFile(expected), b = try readFile(actual)
            if a == b, out == nil {
                verdict = ImageVerdict(passed: true, byteIdentical: true)
            } else {
                let e = try decode(a, expected), x = try decode(b, actual)
                verdict = try ImageComparison.comparePadded(actual: x, expected: e, tolerance: tolerance)
            }
        } catch {
            printError(error)
            throw ExitCode(2)
        }
        if let out, let result = verdict.result, let diff = result.diffImage {
            let image = composite ? ImageDiff.composite(expected: verdict.expected!, diff: diff, actual: verdict.actual!) : diff
            let url = URL(fileURLWithPath: out).standardizedFileURL
            do {
                let writer = try OutputWriter(directory: url.deletingLastPathComponent().path)
                try writer.write(try PNGEncoder.encode(rgba: image.rgba, width: image.width, height: image.height), to: url.lastPathComponent)
            } catch {
                printError(error)
                throw ExitCode(2)
            }
        }
        if json {
            print(jsonText(verdict))
        } else {
            print(verdict.passed ? "equal: \(verdict.summary)" : "different: \(verdict.summary)")
        }
        if !verdict.passed { throw ExitCode(1) }
    }

    private func readFile(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw SnapshotError("\(path): no such file") }
        guard !isDirectory.boolValue else { throw SnapshotError("\(path): is a directory, not a PNG") }
        guard let data = FileManager.default.contents(atPath: path) else { throw SnapshotError("\(path): cannot be read") }
        return [UInt8](data)
    }

    private func decode(_ bytes: [UInt8], _ path: String) throws -> DecodedImage {
        do { return try PNGDecoder.decode(bytes) } catch { throw SnapshotError("\(path): \(error)") }
    }

    private func jsonText(_ v: ImageVerdict) -> String {
        var object: [String: Any] = ["equal": v.passed, "byteIdentical": v.byteIdentical]
        if let r = v.result {
            object["mismatchedPixels"] = r.mismatchedPixels
            object["antialiasedPixels"] = r.antialiasedPixels
            object["ratio"] = r.ratio
            object["maxDelta"] = r.maxDelta
            object["width"] = r.width
            object["height"] = r.height
            if let b = r.boundingBox { object["boundingBox"] = ["x": b.x, "y": b.y, "width": b.width, "height": b.height] }
        } else {
            object["mismatchedPixels"] = 0
            object["ratio"] = 0.0
            if let image = try? PNGDecoder.decode(try readFile(actual)) {
                object["width"] = image.width
                object["height"] = image.height
            }
        }
        if let s = v.sizeMismatch {
            object["expectedSize"] = ["width": s.expected.0, "height": s.expected.1]
            object["actualSize"] = ["width": s.actual.0, "height": s.actual.1]
        }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// A pixel rectangle on the command line: `x,y,width,height`.
struct PixelRegionArgument: ExpressibleByArgument {
    let rect: PixelRect
    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              x >= 0, y >= 0, w > 0, h > 0 else { return nil }
        rect = PixelRect(x: x, y: y, width: w, height: h)
    }
}
