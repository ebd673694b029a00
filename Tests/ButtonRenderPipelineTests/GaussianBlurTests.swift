@testable import ButtonRenderPipeline
import ButtonRenderModel
import Foundation
import XCTest

/// The blur's shortcuts (reusing identical rows, columns and flat stretches) must give the
/// same result as a plain separable convolution with the same kernel.
final class GaussianBlurTests: XCTestCase {
    private func reference(_ input: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        let (w, r) = GaussianBlur.kernel(sigma: sigma)
        var h = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var s: Float = 0
                for k in -r...r where x + k >= 0 && x + k < width { s += w[k + r] * Float(input[y * width + x + k]) }
                h[y * width + x] = s
            }
        }
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var s: Float = 0
                for k in -r...r where y + k >= 0 && y + k < height { s += w[k + r] * h[(y + k) * width + x] }
                out[y * width + x] = UInt8(min(255, max(0, s + 0.5)))
            }
        }
        return out
    }

    func testShortcutsMatchThePlainConvolution() {
        // A rounded-rectangle-like mask with flat runs, a ramp and an isolated dot.
        let width = 90, height = 60
        var mask = [UInt8](repeating: 0, count: width * height)
        for y in 12..<48 { for x in 15..<75 { mask[y * width + x] = 255 } }
        for x in 15..<75 { mask[12 * width + x] = 128; mask[47 * width + x] = 64 }
        for y in 20..<30 { for x in 30..<40 { mask[y * width + x] = UInt8(x * 3) } }
        mask[5 * width + 5] = 255
        for sigma in [0.4, 1.0, 2.5, 6.0] {
            var blurred = mask
            blurred.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
            }
            let expected = reference(mask, width: width, height: height, sigma: sigma)
            var worst = 0
            for i in 0..<mask.count { worst = max(worst, abs(Int(blurred[i]) - Int(expected[i]))) }
            XCTAssertLessThanOrEqual(worst, 1, "sigma \(sigma)")
        }
    }

    func testKernelIsNormalisedAndSymmetric() {
        for sigma in [0.3, 1.0, 3.7] {
            let (w, r) = GaussianBlur.kernel(sigma: sigma)
            XCTAssertEqual(w.count, 2 * r + 1)
            XCTAssertEqual(Double(w.reduce(0, +)), 1, accuracy: 1e-5)
            XCTAssertEqual(w.first, w.last)
        }
    }
}
