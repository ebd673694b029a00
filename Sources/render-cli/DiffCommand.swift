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
        only by anti-aliasing are not counted unless --include-aa. The tolerance options are \
        verify's, with pixelmatch's defaults. Images of different sizes are \
        compared padded to a common size and always differ. --ignore x,y,w,h masks a region \
        (a clock, an animation frame) whose differences then do not count.

        Exit status: 0 when equal within tolerance, 1 when not, 2 on bad input (missing, \
        unreadable or corrupt files, bad options).

        --json prints {"equal", "mismatchedPixels", "antialiasedPixels", "ratio", "maxDelta", \
        "width", "height", "boundingBox", "expectedSize", "actualSize"}, and with \
        --perceptual-precision or --min-ssim "deltaE": {"formula", "largest"} and "ssim" \
        (maxDelta is then the largest ΔE over 100).
        """
    )

    @Argument(help: ArgumentHelp("The expected image (golden).", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The actual image.", valueName: "actual.png"))
    var actual: String

    @OptionGroup var toleranceOptions: ToleranceOptions

    @Option(help: ArgumentHelp("Write the diff picture (or, with --composite, expected | diff | actual) here.", valueName: "diff.png"))
    var out: String?

    @Flag(help: "With --out, write the expected | diff | actual composite (refused when it would be over 16384 px a side or 64 megapixels).")
    var composite = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() throws {
        var verdict: ImageVerdict
        do { verdict = try compare(tolerance: toleranceOptions.tolerance(defaults: .pixelmatch)) } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        if let out, verdict.result?.diffImage != nil {
            do { try writeDiff(&verdict, to: out) } catch {
                printError(error)
                throw ExitStatus.badInput
            }
        }
        if json {
            print(jsonText(verdict))
        } else {
            print(verdict.passed ? "equal: \(verdict.summary)" : "different: \(verdict.summary)")
        }
        if !verdict.passed { throw ExitStatus.checkFailed }
    }

    /// Reads and compares the two images (a composite over the canvas limit refused before
    /// decoding; identical bytes not decoded unless a diff picture is asked for).
    private func compare(tolerance: SnapshotTolerance) throws -> ImageVerdict {
        let a = try readFile(expected), b = try readFile(actual)
        if composite, out != nil, let e = PNGDecoder.declaredSize(a), let x = PNGDecoder.declaredSize(b) {
            // Refused before decoding: the composite is a canvas like any other.
            let size = ImageDiff.compositeSize(expected: e, actual: x)
            do { try CanvasLimits.check(width: size.width, height: size.height) } catch {
                throw SnapshotError.compositeTooLarge(width: size.width, height: size.height)
            }
        }
        if a == b, out == nil { return ImageVerdict(passed: true, byteIdentical: true) }
        let e = try decode(a, expected), x = try decode(b, actual)
        return try ImageComparison.comparePadded(actual: x, expected: e, tolerance: tolerance, makeDiffImage: out != nil)
    }

    /// Writes the diff picture (or the expected | diff | actual composite) to `out`.
    private func writeDiff(_ verdict: inout ImageVerdict, to out: String) throws {
        guard let diff = verdict.result?.diffImage else { return }
        let panels = composite ? (verdict.expected!, verdict.actual!) : nil
        // The decoded images are no longer needed (unless in the composite): their memory
        // goes back before the diff is encoded.
        verdict.expected = nil; verdict.actual = nil; verdict.result?.diffImage = nil
        let image = panels.map { ImageDiff.composite(expected: $0.0, diff: diff, actual: $0.1) } ?? diff
        let url = URL(fileURLWithPath: out).standardizedFileURL
        let writer = try OutputWriter(directory: url.deletingLastPathComponent().path)
        try writer.write(try PNGEncoder.encode(rgba: image.rgba, width: image.width, height: image.height), to: url.lastPathComponent)
    }

    private func readFile(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw SnapshotError.imageNotFound(path: path) }
        guard !isDirectory.boolValue else { throw SnapshotError.imageIsDirectory(path: path) }
        do { return try InputFile.readBytes(path, maximumSize: SnapshotStore.maximumFileSize, kind: "PNG file") } catch {
            throw SnapshotError.imageUnreadable(path: path, reason: error.message)
        }
    }

    private func decode(_ bytes: [UInt8], _ path: String) throws -> DecodedImage {
        do { return try PNGDecoder.decode(bytes) } catch let error as PNGDecodingError { throw SnapshotError.imageNotPNG(path: path, problem: error) }
    }

    private func jsonText(_ v: ImageVerdict) -> String {
        // Written by the package's own JSON writer on one line with sorted keys, as
        // `JSONSerialization` wrote it: that took 8.6M instructions (its dynamic casts of
        // `Any`, each looked up in the runtime's conformance tables the first time), 7 % of a
        // whole `diff` of two 1000 × 1000 images.
        let object = JSONTextObject()
        func set(_ key: String, _ value: Int) { object.set(key, .number(String(value))) }
        func set(_ key: String, _ value: Double) { object.set(key, (try? SortedJSONEncoder.text(value)) ?? .null) }
        func size(_ width: Int, _ height: Int) -> JSONTextValue {
            let size = JSONTextObject()
            size.set("height", .number(String(height)))
            size.set("width", .number(String(width)))
            return .object(size)
        }
        object.set("byteIdentical", .bool(v.byteIdentical))
        object.set("equal", .bool(v.passed))
        if let r = v.result {
            set("mismatchedPixels", r.mismatchedPixels)
            set("antialiasedPixels", r.antialiasedPixels)
            set("ratio", r.ratio)
            set("maxDelta", r.maxDelta)
            set("width", r.width)
            set("height", r.height)
            if let b = r.boundingBox {
                let box = JSONTextObject()
                box.set("height", .number(String(b.height)))
                box.set("width", .number(String(b.width)))
                box.set("x", .number(String(b.x)))
                box.set("y", .number(String(b.y)))
                object.set("boundingBox", .object(box))
            }
            if let deltaE = r.deltaE {
                let measure = JSONTextObject()
                measure.set("formula", .string(deltaE.formula.rawValue))
                measure.set("largest", (try? SortedJSONEncoder.text(deltaE.largest)) ?? .null)
                object.set("deltaE", .object(measure))
            }
            if let ssim = r.ssim { set("ssim", ssim) }
        } else {
            set("mismatchedPixels", 0)
            set("ratio", 0.0)
            if let declared = (try? readFile(actual)).flatMap(PNGDecoder.declaredSize) {
                set("width", declared.width)
                set("height", declared.height)
            }
        }
        if let s = v.sizeMismatch {
            object.set("expectedSize", size(s.expected.0, s.expected.1))
            object.set("actualSize", size(s.actual.0, s.actual.1))
        }
        var writer = JSONTextWriter(capacity: 512, compact: true)
        writer.write(.object(object))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
