import ArgumentParser
import ButtonRender

/// The tolerance options `diff` and `verify` share, with the same names. Their defaults differ
/// by purpose and are printed in each command's help: `diff` uses pixelmatch's (threshold 0.1,
/// anti-aliasing not counted) for images from any renderer; `verify` is strict (threshold 0.01,
/// anti-aliasing counted) because this renderer's goldens are deterministic.
struct ToleranceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Per-pixel YIQ threshold, 0 (exact) to 1. Default: diff 0.1 (pixelmatch's), verify 0.01.", valueName: "t"))
    var threshold: Double?

    @Flag(inversion: .prefixedNo, help: "Count pixels that pixelmatch's detector calls anti-aliasing. Default: diff no (as pixelmatch), verify yes (a moved edge looks like anti-aliasing).")
    var includeAA: Bool?

    @Option(name: .customLong("ignore"), help: ArgumentHelp("A region whose differences do not count, in pixels: x,y,width,height. Repeat for several.", valueName: "x,y,w,h"))
    var ignore: [PixelRegionArgument] = []

    @Option(help: ArgumentHelp("Differing pixels allowed per image (default 0).", valueName: "n"))
    var maxDiffPixels = 0

    @Option(help: ArgumentHelp("Compare pixels in a perceptual space instead of by YIQ distance: a pixel matches when its CIE ΔE is at most (1 - p) x 100 (swift-snapshot-testing's perceptualPrecision; 0.98 allows a ΔE of 2, about a just noticeable difference). --threshold and --include-aa then do not apply.", valueName: "p"))
    var perceptualPrecision: Double?

    @Option(name: .customLong("delta-e"), help: ArgumentHelp("The ΔE formula of --perceptual-precision: cie94 (Core Image's CILabDeltaE, which swift-snapshot-testing uses; default) or ciede2000.", valueName: "formula"))
    var deltaE: DeltaEFormulaArgument?

    @Option(name: .customLong("min-ssim"), help: ArgumentHelp("Fail an image whose structural similarity (SSIM: 11x11 Gaussian window, sigma 1.5, K1 0.01, K2 0.03) to its golden is below s, 0 to 1.", valueName: "s"))
    var minimumSSIM: Double?

    @Option(help: ArgumentHelp("Share of differing pixels allowed per image, 0 to 1 (default 0).", valueName: "r"))
    var maxDiffRatio = 0.0

    func validate() throws {
        if let perceptualPrecision, !(0...1).contains(perceptualPrecision) { throw ValidationError("--perceptual-precision must be in 0...1, not \(perceptualPrecision)") }
        if let minimumSSIM, !(0...1).contains(minimumSSIM) { throw ValidationError("--min-ssim must be in 0...1, not \(minimumSSIM)") }
        if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be in 0...1, not \(threshold)") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative") }
        guard (0...1).contains(maxDiffRatio) else { throw ValidationError("--max-diff-ratio must be in 0...1") }
    }

    /// The tolerance asked for, each option not given taken from `defaults`.
    func tolerance(defaults: SnapshotTolerance) -> SnapshotTolerance {
        SnapshotTolerance(threshold: threshold ?? defaults.threshold, includeAA: includeAA ?? defaults.includeAA,
                          maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio, ignoredRegions: ignore.map(\.rect),
                          perceptualPrecision: perceptualPrecision, deltaEFormula: deltaE?.formula ?? .cie94, minimumSSIM: minimumSSIM)
    }
}

/// A ΔE formula on the command line: `cie94` or `ciede2000`.
struct DeltaEFormulaArgument: ExpressibleByArgument {
    let formula: DeltaEFormula
    init?(argument: String) {
        guard let formula = DeltaEFormula(rawValue: argument.lowercased()) else { return nil }
        self.formula = formula
    }
    static var allValueStrings: [String] { DeltaEFormula.allCases.map(\.rawValue) }
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
