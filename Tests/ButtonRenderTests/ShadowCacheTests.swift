@testable import ButtonRender
import Foundation
import XCTest

/// The shadow nine-patch (`ShadowBlurCache`) must give the direct blur's bytes exactly, for
/// every shape, blur, scale and sub-pixel placement, from a cold cache, a warm one, and many
/// threads at once; and it must actually reuse its blurs.
final class ShadowCacheTests: XCTestCase {
    /// The mask's pixels, row by row without padding, with its place and size.
    private struct Pixels: Equatable {
        var left: Int, top: Int, width: Int, height: Int
        var bytes: [UInt8]
    }

    private static func pixels(of mask: AlphaMask) -> Pixels {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(mask.width * mask.height)
        mask.withPixels { p in
            for y in 0..<mask.height { bytes.append(contentsOf: UnsafeBufferPointer(start: p + y * mask.stride, count: mask.width)) }
        }
        return Pixels(left: mask.left, top: mask.top, width: mask.width, height: mask.height, bytes: bytes)
    }

    private static func shadow(_ shape: RoundedRect, sigma: Double, scale: Double, cache: ShadowBlurCache?) throws -> Pixels {
        let canvas = try Canvas(size: Size(width: 420, height: 200), scale: scale, target: .image)
        return pixels(of: try XCTUnwrap(canvas.blurredShadowMask(of: shape, sigma: sigma, cache: cache)))
    }

    private func assertSame(_ shape: RoundedRect, sigma: Double, scale: Double, cache: ShadowBlurCache,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let direct = try Self.shadow(shape, sigma: sigma, scale: scale, cache: nil)
        let cached = try Self.shadow(shape, sigma: sigma, scale: scale, cache: cache)
        XCTAssertEqual(cached.width, direct.width, file: file, line: line)
        XCTAssertEqual(cached.height, direct.height, file: file, line: line)
        if cached != direct {
            let differing = zip(cached.bytes, direct.bytes).filter { $0 != $1 }.count
            XCTFail("\(shape) sigma \(sigma) @\(scale)x: \(differing) pixels differ", file: file, line: line)
        }
    }

    func testNinePatchMatchesTheDirectBlurByteForByte() throws {
        let cache = ShadowBlurCache()
        let sizes: [(Double, Double)] = [(88, 36), (250, 48), (3, 2), (12, 9), (40, 120), (7.3, 30.6)]
        let radii: [CornerRadii] = [CornerRadii(all: 0), CornerRadii(all: 4), CornerRadii(all: 18),
                                    CornerRadii(topLeft: 2, topRight: 9, bottomRight: 0, bottomLeft: 5.5)]
        let sigmas = [0.5, 1, 2.5, 4, 8]
        let scales = [1.0, 2, 3, 1.5]
        let offsets: [(Double, Double)] = [(20, 20), (20.25, 20.5), (20.3, 21.77), (19.9, 20.125)]
        var index = 0
        for (w, h) in sizes {
            for (x, y) in offsets {
                for r in radii {
                    // Cycle through blurs and scales so every pairing appears without the full product.
                    let sigma = sigmas[index % sigmas.count], scale = scales[(index / sigmas.count) % scales.count]
                    index += 1
                    let shape = RoundedRect(rect: Rect(x: x, y: y, width: w, height: h), radii: r)
                    try assertSame(shape, sigma: sigma, scale: scale, cache: cache)
                    // Warm: served from the cache, still the same bytes.
                    try assertSame(shape, sigma: sigma, scale: scale, cache: cache)
                }
            }
        }
        XCTAssertGreaterThan(cache.statistics.hits, 0)
    }

    func testWiderAndTallerShapesReuseTheSameBlur() throws {
        let cache = ShadowBlurCache()
        let radii = CornerRadii(all: 4)
        for (w, h) in [(88.0, 36.0), (160, 36), (88, 60), (301, 97)] {
            let shape = RoundedRect(rect: Rect(x: 10.25, y: 12.5, width: w, height: h), radii: radii)
            try assertSame(shape, sigma: 2.5, scale: 2, cache: cache)
        }
        XCTAssertEqual(cache.statistics.misses, 1, "one blur for every size with the same corners")
        XCTAssertEqual(cache.statistics.hits, 3)
        XCTAssertEqual(cache.count, 1)

        // A different sub-pixel placement rasterises different edges: a new blur.
        let moved = RoundedRect(rect: Rect(x: 10.5, y: 12.5, width: 88, height: 36), radii: radii)
        try assertSame(moved, sigma: 2.5, scale: 2, cache: cache)
        XCTAssertEqual(cache.statistics.misses, 2)
    }

    func testTheCacheStaysWithinItsBudget() throws {
        // Room for one compact mask of this shape (about 13 KB): every new blur drops the older one.
        let cache = ShadowBlurCache(byteBudget: 20_000)
        for i in 0..<6 {
            let shape = RoundedRect(rect: Rect(x: 10 + Double(i) * 0.125, y: 10, width: 80, height: 30), radii: CornerRadii(all: 6))
            try assertSame(shape, sigma: 3, scale: 2, cache: cache)
        }
        XCTAssertEqual(cache.statistics.misses, 6)
        XCTAssertEqual(cache.count, 1)

        // A mask bigger than the whole budget is blurred correctly and not kept.
        let tiny = ShadowBlurCache(byteBudget: 64)
        try assertSame(RoundedRect(rect: Rect(x: 10, y: 10, width: 80, height: 30), radii: CornerRadii(all: 6)),
                       sigma: 3, scale: 2, cache: tiny)
        XCTAssertEqual(tiny.count, 0)
    }

    func testParallelBlursShareTheCacheAndAgree() throws {
        let cache = ShadowBlurCache()
        let shapes = (0..<4).map { i in
            RoundedRect(rect: Rect(x: 10 + Double(i) * 0.25, y: 10, width: 60 + Double(i) * 20, height: 36), radii: CornerRadii(all: 4))
        }
        let expected = try shapes.map { try Self.shadow($0, sigma: 2, scale: 2, cache: nil) }
        let results = LockedSlots<Pixels?>(count: 32, initial: nil)
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let value = try? Self.shadow(shapes[i % shapes.count], sigma: 2, scale: 2, cache: cache)
            results.set(i, value)
        }
        for i in 0..<32 { XCTAssertEqual(results.get(i), expected[i % shapes.count], "result \(i)") }
        XCTAssertEqual(cache.statistics.hits + cache.statistics.misses, 32)
    }
}
