import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderSupport

/// An encoded image of one button.
public struct RenderedImage: Sendable {
    /// The button's name.
    public var name: String
    /// PNG or SVG.
    public var format: OutputFormat
    /// Pixel scale.
    public var scale: Int
    /// Width in pixels (SVG: user units).
    public var pixelWidth: Int
    /// Height in pixels (SVG: user units).
    public var pixelHeight: Int
    /// The encoded file.
    public var bytes: [UInt8]

    /// `name.png`, `name@2x.png`, `name.svg`…
    public var fileName: String { OutputNaming.fileName(for: name, format: format, scale: scale) }
}

/// The whole pipeline for one thread: spec → resolve → layout → paint → encode. Holds the
/// font registry and text engine, built once; not safe to share between threads (make one
/// per thread).
public final class ButtonRenderer {
    /// The text engine layouts are measured with.
    public let engine: TextEngine

    /// The drawing caches this renderer paints through (`RenderCaches`): where images start
    /// from the lower layers of an earlier button with the same ones, and where shadows find
    /// an earlier blur. A run's renderers on its several threads share their run's.
    public let caches: RenderCaches

    /// Creates a renderer over the default fonts (or a registry of your own), painting
    /// through `caches`. By default a renderer gets new, empty caches of its own (48 MiB at
    /// most), shared with no other renderer and gone with it: that is the default of every
    /// one-off render and of `assertSnapshot` (one renderer per thread). Pass a run's caches
    /// to share them, or `RenderCaches.disabled` to paint everything every time; the pixels
    /// are the same whatever the caches.
    ///
    /// Specs name their `system` in `systems`: the built-in systems by default, or a registry
    /// with systems of your own added (`SystemRegistry`).
    public init(registry: FontRegistry? = nil, caches: RenderCaches = RenderCaches(), systems: SystemRegistry = .builtIn) throws {
        engine = TextEngine(registry: try registry ?? FontRegistry())
        self.caches = caches
        self.systems = systems
    }

    /// The design systems specs are resolved with.
    public let systems: SystemRegistry

    /// How many buttons this renderer has laid out (sheets' buttons included): what shows
    /// that a run lays each button out once, whatever it writes.
    public private(set) var layoutCount = 0

    /// Resolves and lays out a spec.
    public func layout(_ spec: ButtonSpec) throws -> ButtonLayout {
        layoutCount += 1
        return try LayoutEngine.layout(try resolve(spec), engine: engine)
    }

    /// Resolves a spec with its system in `systems`: what the system decides of the button,
    /// before layout.
    public func resolve(_ spec: ButtonSpec) throws -> ResolvedButton {
        try Resolver.resolve(spec, systems: systems)
    }

    /// Renders a spec to an encoded image. `scale` overrides the spec's own.
    public func render(_ spec: ButtonSpec, format: OutputFormat, scale: Int? = nil) throws -> RenderedImage {
        try render(layout(spec), format: format, scale: scale)
    }

    /// Paints and encodes a laid-out button.
    public func render(_ layout: ButtonLayout, format: OutputFormat, scale: Int? = nil) throws -> RenderedImage {
        if format == .apng { return try renderAnimation(layout, scale: scale) }
        let scale = scale ?? layout.button.scale
        try ShadowBudget.check(layout, scale: Double(scale))
        let canvas = try ButtonPainter.paintedCanvas(layout, scale: Double(scale), target: Canvas.Target(format),
                                                     canvasBackground: layout.button.background, caches: caches)
        let bytes = try canvas.encoded()
        return RenderedImage(name: layout.button.name, format: format, scale: scale,
                             pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, bytes: bytes)
    }

    /// Paints a laid-out button and returns its un-premultiplied RGBA pixels, without encoding.
    public func pixels(_ layout: ButtonLayout, scale: Int? = nil) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let canvas = try paintedImage(layout, scale: scale)
        return (canvas.pixelWidth, canvas.pixelHeight, try canvas.rgbaPixels())
    }

    /// Paints a laid-out button onto a new image canvas (for benchmarks and composition).
    public func paintedImage(_ layout: ButtonLayout, scale: Int? = nil) throws -> Canvas {
        try ShadowBudget.check(layout, scale: Double(scale ?? layout.button.scale))
        return try ButtonPainter.paintedCanvas(layout, scale: Double(scale ?? layout.button.scale), target: .image,
                                               canvasBackground: layout.button.background, caches: caches)
    }
}
