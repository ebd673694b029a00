@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// A button's lower layers kept in a `ButtonLayerCache` must give the bytes the button gets
/// when every layer is painted, for every system, style, state and appearance of the catalog,
/// from a cold cache and a warm one; a button must never start from the layers of a button
/// that differs under its content; and the cache must actually be used and stay bounded.
final class ButtonLayerCacheTests: XCTestCase {
    /// The catalog's buttons, a few per system so every kind of layer appears (shadows,
    /// strokes, ripples, focus rings, state layers, dark canvases).
    private func sample() -> [ButtonSpec] {
        let all = BuiltInCatalog.specs()
        return all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
    }

    func testCachedLayersGiveTheBytesOfPaintingEveryLayer() throws {
        let cache = ButtonLayerCache()
        let cached = try ButtonRenderer(caches: RenderCaches(layers: cache))
        let direct = try ButtonRenderer(caches: RenderCaches(layers: nil))
        var compared = 0
        for spec in sample() {
            let layout = try direct.layout(spec)
            for scale in [1, 2] {
                let expected = try direct.render(layout, format: .png, scale: scale).bytes
                // Cold (or kept by an earlier button with the same layers), then warm.
                for pass in 0..<2 {
                    let got = try cached.render(layout, format: .png, scale: scale).bytes
                    XCTAssertTrue(got == expected, "\(spec.name ?? "?") @\(scale)x, pass \(pass): bytes differ from painting every layer")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 100)
        let statistics = cache.statistics
        XCTAssertGreaterThanOrEqual(statistics.hits, compared / 2, "every warm pass should start from kept layers")
        XCTAssertGreaterThan(statistics.misses, 0)
    }

    /// Buttons that share everything but one lower-layer value, drawn one after the other
    /// through one cache: each must get its own pixels, never the previous button's layers.
    func testEveryLowerLayerValueIsPartOfTheKey() throws {
        let base = """
        name: base
        style: contained
        title: SAME
        elevation: 2
        ripple: {x: 20, y: 18, radius: 40, color: "#FFFFFF33", bounded: true}
        """
        let variants = [
            base,
            base.replacingOccurrences(of: "elevation: 2", with: "elevation: 8"),
            base + "\nfill: \"#00897B\"",
            base.replacingOccurrences(of: "radius: 40", with: "radius: 30"),
            base.replacingOccurrences(of: "bounded: true", with: "bounded: false"),
            base + "\nstroke: {width: 2, color: \"#FF0000\"}",
            base + "\ncornerRadius: 12",
            base + "\nstate: focused",
            base + "\nstate: hovered",
            base + "\nappearance: dark",
            base + "\nbackground: \"#FFEEDD\"",
            base + "\nwidth: 200",
        ]
        let cache = ButtonLayerCache()
        let cached = try ButtonRenderer(caches: RenderCaches(layers: cache))
        let direct = try ButtonRenderer(caches: RenderCaches(layers: nil))
        var seen: [[UInt8]] = []
        for (index, text) in variants.enumerated() {
            let layout = try direct.layout(try spec(text))
            let expected = try direct.render(layout, format: .png, scale: 2).bytes
            XCTAssertFalse(seen.contains(expected), "variant \(index) should look different from the ones before it")
            seen.append(expected)
            XCTAssertTrue(try cached.render(layout, format: .png, scale: 2).bytes == expected, "variant \(index): bytes differ from painting every layer")
        }
        XCTAssertEqual(cache.statistics.hits, 0, "no variant shares its lower layers with another")
    }

    /// The key is the background marks themselves: change any one background mark of a
    /// layout (of every kind the catalog draws) and the button must not start from the
    /// unchanged layout's layers; keep them all and change only the content, and it must.
    /// The marks are changed directly, not through the spec, so a key that read resolve's
    /// values (shadows, colours) instead of the marks paint draws would hand out stale pixels.
    func testTheKeyIsTheBackgroundMarks() throws {
        let direct = try ButtonRenderer(caches: RenderCaches(layers: nil))
        var byKind: [String: ButtonLayout] = [:]
        // The catalog draws no inset shadow; a spec's own does.
        let inset = try spec("name: inset\nstyle: contained\ntitle: IN\nshadows: [{y: 2, blur: 2, color: \"#00000080\", inset: true}]")
        for spec in BuiltInCatalog.specs() + [inset] {
            let layout = try direct.layout(spec)
            for mark in layout.marks[..<layout.lowerMarkCount].compactMap(\.background) where byKind[kind(of: mark)] == nil { byKind[kind(of: mark)] = layout }
        }
        // Background images make no key (their buttons paint every layer); every other kind is tried.
        XCTAssertEqual(Set(byKind.keys), ["shadow", "container", "stateLayer", "ripple", "stroke", "focusRing", "insetShadow"])
        for (kind, base) in byKind.sorted(by: { $0.key < $1.key }) {
            let cache = ButtonLayerCache()
            let cached = try ButtonRenderer(caches: RenderCaches(layers: cache))
            let baseBytes = try cached.render(base, format: .png, scale: 1).bytes
            let index = try XCTUnwrap(base.marks.firstIndex { $0.background.map(self.kind(of:)) == kind })
            var changed = base
            changed.marks[index] = .background(perturbed(try XCTUnwrap(base.marks[index].background)))
            let expected = try direct.render(changed, format: .png, scale: 1).bytes
            XCTAssertFalse(expected == baseBytes, "\(kind): the changed mark should draw other pixels")
            XCTAssertTrue(try cached.render(changed, format: .png, scale: 1).bytes == expected,
                          "\(kind): a changed \(kind) mark got the unchanged layout's layers")
            XCTAssertEqual(cache.statistics.hits, 0, "\(kind): a changed \(kind) mark shared a cache entry")
            // The same background marks under other content reuse the entry.
            var sameLayers = base
            sameLayers.marks = base.marks.filter { $0.background != nil }
            XCTAssertTrue(try cached.render(sameLayers, format: .png, scale: 1).bytes == (try direct.render(sameLayers, format: .png, scale: 1).bytes))
            XCTAssertEqual(cache.statistics.hits, 1, "\(kind): equal background marks should reuse the entry")
        }
    }

    /// The name of a background mark's kind (exhaustive: a new kind must be added to the test).
    private func kind(of mark: ButtonBackgroundMark) -> String {
        switch mark {
        case .shadow: return "shadow"
        case .container: return "container"
        case .backgroundImage: return "backgroundImage"
        case .stateLayer: return "stateLayer"
        case .ripple: return "ripple"
        case .stroke: return "stroke"
        case .focusRing: return "focusRing"
        case .insetShadow: return "insetShadow"
        }
    }

    /// The same mark in another, opaque colour (or moved, for an image), so it draws other pixels.
    private func perturbed(_ mark: ButtonBackgroundMark) -> ButtonBackgroundMark {
        let other = RGBAColor(red: 0.9, green: 0.1, blue: 0.6, alpha: 1)
        switch mark {
        case .shadow(var shadow): shadow.color = other; return .shadow(shadow)
        case .container(let shape, _): return .container(shape, color: other)
        case .backgroundImage(var image): image.frame = image.frame.offsetBy(dx: 1, dy: 0); return .backgroundImage(image)
        case .stateLayer(let shape, _): return .stateLayer(shape, color: RGBAColor(red: 0.1, green: 0.8, blue: 0.2, alpha: 0.5))
        case .ripple(var ripple, let clip): ripple.color = other; return .ripple(ripple, clip: clip)
        case .stroke(var stroke): stroke.color = other; return .stroke(stroke)
        case .focusRing(var ring): ring.color = other; return .focusRing(ring)
        case .insetShadow(var shadow): shadow.color = other; return .insetShadow(shadow)
        }
    }

    /// Same layers, other titles: the second button starts from the first one's layers.
    func testButtonsThatDifferOnlyInTheirTitlesShareLayers() throws {
        let cache = ButtonLayerCache()
        let renderer = try ButtonRenderer(caches: RenderCaches(layers: cache))
        let a = try spec("name: a\nstyle: contained\ntitle: SHARE\nelevation: 2\nwidth: 160")
        let b = try spec("name: b\nstyle: contained\ntitle: NEXT\nelevation: 2\nwidth: 160")
        _ = try renderer.render(a, format: .png, scale: 2)
        _ = try renderer.render(b, format: .png, scale: 2)
        XCTAssertEqual(cache.statistics.hits, 1)
        XCTAssertEqual(cache.count, 1)
    }

    /// Vector outputs and background images are never cached; sheets paint every layer.
    func testOnlyImageCanvasesWithoutBackgroundImagesUseTheCache() throws {
        let cache = ButtonLayerCache()
        let renderer = try ButtonRenderer(caches: RenderCaches(layers: cache))
        let button = try spec("name: a\nstyle: contained\ntitle: SHARE\nelevation: 2")
        _ = try renderer.render(button, format: .svg)
        _ = try renderer.render(button, format: .pdf)
        XCTAssertEqual(cache.statistics.hits + cache.statistics.misses, 0)
    }

    /// A kept entry counts its key's marks against the budget with its pixels, not only the
    /// key's inline size (the marks live on the heap, in the key's array and their boxes).
    func testKeptLayersCountTheirKeysMarks() throws {
        let cache = ButtonLayerCache()
        let renderer = try ButtonRenderer(caches: RenderCaches(layers: cache))
        let layout = try renderer.layout(try spec("""
            name: a
            style: contained
            title: SHARE
            elevation: 2
            ripple: {x: 20, y: 18, radius: 40, color: "#FFFFFF33", bounded: true}
            stroke: {width: 2, color: "#FF0000"}
            """))
        let image = try renderer.paintedImage(layout, scale: 2)
        XCTAssertEqual(cache.count, 1)
        let pixels = image.pixelWidth * image.pixelHeight * 4
        let marks = layout.lowerMarkCount
        XCTAssertGreaterThanOrEqual(marks, 6, "two shadows, container, state layer, ripple, stroke")
        XCTAssertGreaterThanOrEqual(cache.byteCount, pixels + marks * MemoryLayout<ButtonBackgroundMark>.size,
                                    "the key's marks should count with the pixels")
        XCTAssertLessThan(cache.byteCount, pixels + marks * (MemoryLayout<ButtonBackgroundMark>.stride + 64) + 1024)
    }

    /// A canvas made from kept pixels (what a cache hit starts from) holds exactly those
    /// pixels, and drawing on it gives the bytes drawing on a cleared canvas that got them by
    /// `replacePixels` gives.
    func testACanvasMadeFromPixelsHoldsThemAndDrawsOnThem() throws {
        let renderer = try ButtonRenderer(caches: RenderCaches(layers: nil))
        let layout = try renderer.layout(try spec("name: a\nstyle: contained\ntitle: SHARE\nelevation: 2"))
        let pixels = try renderer.paintedImage(layout, scale: 2).copyPixels()
        let made = try Canvas(size: layout.canvasSize, scale: 2, pixels: pixels)
        XCTAssertTrue(try made.copyPixels() == pixels)
        let replaced = try Canvas(size: layout.canvasSize, scale: 2, target: .image)
        try replaced.replacePixels(with: pixels)
        XCTAssertEqual(made.pixelWidth, replaced.pixelWidth)
        XCTAssertEqual(made.pixelHeight, replaced.pixelHeight)
        for canvas in [made, replaced] { try ButtonPainter.draw(layout.marks[...], of: layout, on: canvas, shadowBlurs: nil) }
        XCTAssertTrue(try made.encoded() == replaced.encoded())
        XCTAssertFalse(try made.copyPixels() == pixels, "drawing the button again should change its pixels")
    }

    func testACanvasFromPixelsOfAnotherSizeIsAnError() throws {
        let pixels = try Canvas(size: Size(width: 10, height: 10), scale: 2, target: .image).copyPixels()
        XCTAssertThrowsError(try Canvas(size: Size(width: 10, height: 11), scale: 2, pixels: pixels)) { error in
            XCTAssertTrue("\(error)".contains("1600 bytes given for a canvas of 20 × 22 pixels, which holds 1760"), "\(error)")
        }
        XCTAssertNoThrow(try Canvas(size: Size(width: 10, height: 10), scale: 2, pixels: pixels))
    }

    func testTheCacheStaysWithinItsBudget() throws {
        let cache = ButtonLayerCache(byteBudget: 300_000)
        let renderer = try ButtonRenderer(caches: RenderCaches(layers: cache))
        for width in stride(from: 120, through: 200, by: 10) {
            _ = try renderer.render(try spec("name: w\nstyle: contained\ntitle: OK\nelevation: 2\nwidth: \(width)"), format: .png, scale: 2)
        }
        XCTAssertEqual(cache.statistics.misses, 9)
        XCTAssertLessThanOrEqual(cache.count, 2, "a @2x layer image of these buttons is over 100 KB; the budget holds two")
        XCTAssertGreaterThan(cache.count, 0)
    }
}
