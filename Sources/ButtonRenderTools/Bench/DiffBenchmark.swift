import ButtonRender
import Foundation

/// Figures for the comparison benchmark of `render-cli bench` (the verify figure runs
/// `render-cli verify` as a child, in `BenchRunner`).
public enum DiffBenchmark {
    /// Two deterministic 1000x1000 images: soft gradients with text-like stripes, the second
    /// with about 1% of its pixels changed at scattered places.
    public static func syntheticPair(width: Int = 1000, height: Int = 1000) -> (DecodedImage, DecodedImage) {
        var a = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                a[i] = UInt8((x * 255) / max(1, width - 1))
                a[i + 1] = UInt8((y * 255) / max(1, height - 1))
                a[i + 2] = (x / 7 + y / 13) % 5 == 0 ? 40 : 200
            }
        }
        var b = a
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<(width * height / 100) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let p = Int((state >> 33) % UInt64(width * height)) * 4
            b[p] = 255 &- b[p]; b[p + 1] = 255 &- b[p + 1]
        }
        return (DecodedImage(width: width, height: height, rgba: a), DecodedImage(width: width, height: height, rgba: b))
    }

    /// Milliseconds per comparison (with the diff image) of two images in this process, over
    /// `repeats` comparisons (best and median), and the mismatch count.
    public static func compareMilliseconds(_ a: DecodedImage, _ b: DecodedImage, options: DiffOptions = .init(),
                                           repeats: Int = 20) -> (milliseconds: Timing, mismatched: Int) {
        let clock = ContinuousClock()
        var samples: [Double] = []
        var mismatched = 0
        for _ in 0..<max(1, repeats) {
            let d = clock.measure { mismatched = ImageDiff.compare(a, b, options: options).mismatchedPixels }
            samples.append(d.inSeconds * 1000)
        }
        return (Timing(samples), mismatched)
    }
}
