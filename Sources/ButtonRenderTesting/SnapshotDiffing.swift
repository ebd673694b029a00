import ButtonRender

/// How a strategy's captured value becomes a golden's bytes, and how two goldens' bytes are
/// compared, as swift-snapshot-testing's `Diffing` does. Built in: `.pixels` (PNG),
/// `.svg`, `.pdf`, `.animation` (APNG) for images, `.lines` for text.
public struct SnapshotDiffing<Format> {
    /// The bytes stored as the golden (and as the failure's actual file).
    public var encode: (Format) throws -> [UInt8]
    /// Compares the golden's bytes with the actual bytes under the assertion's tolerance.
    public var compare: (_ golden: [UInt8], _ actual: [UInt8], _ tolerance: SnapshotTolerance) throws -> SnapshotComparison

    /// A diffing from its two closures.
    public init(encode: @escaping (Format) throws -> [UInt8],
                compare: @escaping (_ golden: [UInt8], _ actual: [UInt8], _ tolerance: SnapshotTolerance) throws -> SnapshotComparison) {
        self.encode = encode
        self.compare = compare
    }
}

/// What a `SnapshotDiffing` concluded about a golden and the actual value.
public struct SnapshotComparison: Sendable {
    /// Within the tolerance.
    public var passed: Bool
    /// Equal as stored (a re-recording then writes nothing).
    public var byteIdentical: Bool
    /// What differs, for a person: a count of pixels, or lines marked `-` golden and `+`
    /// actual. May span lines.
    public var summary: String
    /// The pixel verdict, when images were compared: its diff picture becomes the failure's
    /// `.diff.png` and `.composite.png` and the HTML report's pictures.
    public var verdict: ImageVerdict?

    /// A comparison from its parts.
    public init(passed: Bool, byteIdentical: Bool = false, summary: String, verdict: ImageVerdict? = nil) {
        self.passed = passed
        self.byteIdentical = byteIdentical
        self.summary = summary
        self.verdict = verdict
    }

    /// The comparison of an image verdict under `tolerance` (named in the summary).
    public init(_ verdict: ImageVerdict, tolerance: SnapshotTolerance) {
        self.init(passed: verdict.passed, byteIdentical: verdict.byteIdentical,
                  summary: verdict.passed ? verdict.summary : "\(verdict.summary) (\(tolerance.summary))", verdict: verdict)
    }
}

extension SnapshotDiffing where Format == RenderedImage {
    /// An image's encoded bytes compared by `comparer` (the comparison verify, record and the
    /// preview use for the same format) under the assertion's tolerance.
    public static func image(_ comparer: ImageComparer) -> Self {
        SnapshotDiffing(encode: { $0.bytes }, compare: { golden, actual, tolerance in
            SnapshotComparison(try comparer.compare(actual, golden, tolerance), tolerance: tolerance)
        })
    }

    /// PNGs compared as pixels with pixelmatch (`ImageComparer.pixels`).
    public static var pixels: Self { image(.pixels) }
    /// SVGs compared as normalised text, then as pixels rasterised by rsvg-convert (`ImageComparer.svg`).
    public static var svg: Self { image(.svg) }
    /// PDFs compared as bytes, then as pixels rasterised by pdftoppm (`ImageComparer.pdf`).
    public static var pdf: Self { image(.pdf) }
    /// Animated PNGs compared frame by frame as pixels (`ImageComparer.animation`).
    public static var animation: Self { image(.animation) }
}

extension SnapshotDiffing where Format == String {
    /// UTF-8 text compared line by line (`\r\n` reads as `\n`); a mismatch lists the first
    /// differing lines, `-` golden and `+` actual, up to 40 lines.
    public static var lines: Self {
        SnapshotDiffing(encode: { Array($0.utf8) }, compare: { golden, actual, _ in
            let expected = text(golden), actualText = text(actual)
            if expected == actualText { return SnapshotComparison(passed: true, byteIdentical: golden == actual, summary: "text identical") }
            return SnapshotComparison(passed: false, summary: "the text differs (- golden, + actual):\n"
                                      + LineDiff.describe(expected: expected, actual: actualText))
        })
    }

    /// UTF-8 text with `\r\n` read as `\n`.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}
