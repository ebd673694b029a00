import ButtonRenderNative
import Foundation

/// Per-pixel image comparison, a faithful port of pixelmatch 7: colours are compared by their
/// YIQ distance (Kotsarenko and Ramos), translucent pixels are first blended over a fixed
/// checkerboard-like background, and pixels that only differ through anti-aliasing
/// (Vysniauskas's slope detector) are reported apart instead of counted.
public enum ImageDiff {
    /// The largest possible YIQ distance between two colours; thresholds are relative to it.
    static let maximumYIQDelta = 35215.0

    /// Compares two images of the same size (pad a smaller one with `padded` first) and, if
    /// `makeDiffImage`, draws the diff image pixelmatch would draw.
    public static func compare(_ a: DecodedImage, _ b: DecodedImage, options: DiffOptions = .init(),
                               makeDiffImage: Bool = true) -> DiffResult {
        precondition(a.width == b.width && a.height == b.height,
                     "ImageDiff.compare: sizes differ (\(a.width)x\(a.height) vs \(b.width)x\(b.height)); pad with ImageDiff.padded first")
        let width = a.width, height = a.height, count = width * height
        var output = [UInt8](repeating: 0, count: makeDiffImage ? count * 4 : 0)
        var tally = PixelmatchKernel.Tally()
        if count > 0 {
            a.rgba.withUnsafeBufferPointer { img1 in
                b.rgba.withUnsafeBufferPointer { img2 in
                    output.withUnsafeMutableBufferPointer { out in
                        let kernel = PixelmatchKernel(img1: img1.baseAddress!, img2: img2.baseAddress!,
                                                      width: width, height: height)
                        tally = kernel.run(options: options, output: makeDiffImage ? out.baseAddress : nil)
                    }
                }
            }
        }
        let box = tally.mismatched == 0 ? nil
            : PixelRect(x: tally.minX, y: tally.minY, width: tally.maxX - tally.minX + 1, height: tally.maxY - tally.minY + 1)
        return DiffResult(mismatchedPixels: tally.mismatched, antialiasedPixels: tally.antialiased,
                          width: width, height: height,
                          ratio: count == 0 ? 0 : Double(tally.mismatched) / Double(count),
                          maxDelta: min(1, (tally.largestDelta / maximumYIQDelta).squareRoot()), boundingBox: box,
                          diffImage: makeDiffImage ? DecodedImage(width: width, height: height, rgba: output) : nil)
    }
}
