import ButtonRenderModel
import ButtonRenderNative

/// Shaped text placed on the canvas.
public struct PlacedText: Sendable {
    /// The shaped text.
    public var text: ShapedText
    /// Where the layout's origin goes, in canvas points.
    package var origin: Point
    /// The text's box on the canvas (logical extents for labels, the em box for icons).
    package var frame: Rect
    /// The colour to draw it in.
    public var color: RGBAColor
    /// Its line box, for a button laid out as CSS lays it out (`BoxModel.css`): painting puts
    /// its baseline where that line box does at the scale painted (`pixelSnapped(scale:)`).
    var cssLine: CSSLineBox? = nil
}

/// An icon placed on the canvas.
public struct PlacedIcon: Sendable {
    /// What to draw in the icon's box.
    public enum Content: Sendable {
        /// A glyph of an icon font, shaped, with the layout origin to draw it at.
        case text(ShapedText, origin: Point)
        /// An SVG or PNG file.
        case image(ImageIcon)
        /// A standard UIKit glyph and its background disc colour.
        case glyph(SystemGlyph, background: RGBAColor)
        /// An activity indicator.
        case spinner
    }

    /// What to draw.
    package var content: Content
    /// The icon's square box on the canvas.
    package var frame: Rect
    /// Its colour; nil draws a file icon in its own colours.
    public var color: RGBAColor?
    /// How the state alters it (darker, dimmed), if it does.
    public var adjustment: ImageAdjustment? = nil
    /// Drawn mirrored left to right about its frame's centre (a directional icon in a
    /// right-to-left button).
    package var mirrored: Bool = false
}

/// A ripple placed on the canvas.
public struct PlacedRipple: Equatable, Hashable, Sendable {
    /// Centre in canvas points.
    package var center: Point
    /// Radius in points.
    package var radius: Double
    /// Ink colour.
    public var color: RGBAColor
    /// Clipped to the container's shape.
    package var bounded: Bool
}

/// A radial glow placed on the canvas: `color` at `center`, fading to nothing at `radius`.
public struct PlacedGlow: Equatable, Sendable {
    /// Centre in canvas points.
    package var center: Point
    /// Radius in points.
    package var radius: Double
    /// Colour at the centre.
    public var color: RGBAColor
}

/// A stroke as the region between two rounded rectangles.
public struct PlacedStroke: Equatable, Hashable, Sendable {
    /// The ring's outer edge.
    package var outer: RoundedRect
    /// The ring's inner edge.
    package var inner: RoundedRect
    /// Its colour.
    public var color: RGBAColor
}

/// A blurred shadow placed on the canvas: `shape` (the container offset and spread) blurred by
/// a Gaussian of standard deviation `sigma` points in `color`, painted only outside `outside`.
public struct PlacedShadow: Equatable, Hashable, Sendable {
    /// The shape that casts the shadow, already offset and spread.
    package var shape: RoundedRect
    /// The Gaussian's standard deviation in points.
    var sigma: Double
    /// The shadow's colour.
    public var color: RGBAColor
    /// The shape the shadow is not painted inside (the container).
    public var outside: RoundedRect
}

/// An inset shadow placed on the canvas, as CSS paints `box-shadow: inset`: `color` everywhere
/// inside `inside` (the padding box: the container less the border) except in `hole` (the
/// padding box offset and shrunk by the spread), the hole's edge blurred by a Gaussian of
/// standard deviation `sigma` points.
public struct PlacedInsetShadow: Equatable, Hashable, Sendable {
    /// The unshadowed middle, already offset and shrunk.
    package var hole: RoundedRect
    /// The Gaussian's standard deviation in points.
    var sigma: Double
    /// The shadow's colour.
    public var color: RGBAColor
    /// The shape the shadow is painted inside (the padding box).
    public var inside: RoundedRect
}

/// A laid-out button: the output of layout, the input of paint. Its display list `marks` holds
/// everything to draw in paint order, the layers under the content first; paint draws exactly
/// the list and decides nothing. The accessors below (`container`, `label`, `icon`, …) read the
/// list for callers that need one part (audit, metadata, sheets, tests).
/// A plain `Sendable` value (text as glyph runs, images immutable and shared): laid out
/// once, it may be painted on any thread, at any scale and in any format, any number of times.
public struct ButtonLayout: Sendable {
    /// What resolve decided (colours, shadows).
    public var button: ResolvedButton
    /// What the stages after layout read of the button's design system (its touch target,
    /// wording, rules, ink, sheet fonts, page colour), as the resolve stage set it.
    public let systemFacts: SystemFacts
    /// The canvas, in points.
    package var canvasSize: Size
    /// What to draw, in paint order.
    package var marks: [ButtonMark]
    /// How many spokes the spinner (here or as the icon) has turned clockwise from its still
    /// frame: 0 for still images, one more per frame of a spinner animation.
    var spinnerStep: Int = 0
    /// The touch target: the container extended to the system's minimum (MDC `hitAreaInsets`).
    package var touchTarget: Rect
    /// The content rectangle: the container less its insets.
    var contentRect: Rect
    /// The insets actually used (with the icon-side padding applied).
    public var insets: EdgeInsets
}

extension ButtonLayout {
    /// How many marks under the content are drawn first, before the first content mark: what
    /// `ButtonLayerCache` keeps the pixels of (`marks[..<lowerMarkCount]`).
    var lowerMarkCount: Int {
        for index in marks.indices {
            if case .content = marks[index] { return index }
        }
        return marks.count
    }

    /// The first content mark `pick` accepts, looking inside clipped groups too, in paint
    /// order (no list is built: the accessors below run for every button's metadata and audit).
    private func firstContent<T>(_ pick: (ButtonContentMark) -> T?) -> T? {
        func search(_ mark: ButtonContentMark) -> T? {
            if let found = pick(mark) { return found }
            if case .clipped(_, let inner) = mark {
                for child in inner { if let found = search(child) { return found } }
            }
            return nil
        }
        for index in marks.indices {
            if case .content(let content) = marks[index], let found = search(content) { return found }
        }
        return nil
    }

    /// The first background mark `pick` accepts (read in place).
    private func firstBackground<T>(_ pick: (ButtonBackgroundMark) -> T?) -> T? {
        for index in marks.indices {
            if case .background(let b) = marks[index], let found = pick(b) { return found }
        }
        return nil
    }

    /// The container's shape (layout always emits it; an empty shape at the origin otherwise).
    public var container: RoundedRect {
        firstBackground { if case .container(let shape, _) = $0 { return shape } else { return nil } }
            ?? RoundedRect(rect: Rect(x: 0, y: 0, width: 0, height: 0), radii: CornerRadii(all: 0))
    }
    /// The stroke, if any.
    public var stroke: PlacedStroke? { firstBackground { if case .stroke(let s) = $0 { return s } else { return nil } } }
    /// The focus ring, if any.
    var focusRing: PlacedStroke? { firstBackground { if case .focusRing(let s) = $0 { return s } else { return nil } } }
    /// The ripple, if any.
    public var ripple: PlacedRipple? { firstBackground { if case .ripple(let r, _) = $0 { return r } else { return nil } } }
    /// The background image stretched over the container, if any.
    public var backgroundImage: PlacedBackgroundImage? {
        firstBackground { if case .backgroundImage(let image) = $0 { return image } else { return nil } }
    }
    /// The label, if the title is not empty (and not replaced by a spinner).
    package var label: PlacedText? { firstContent { if case .title(let t) = $0 { return t } else { return nil } } }
    /// The subtitle, if any.
    package var subtitle: PlacedText? { firstContent { if case .subtitle(let t) = $0 { return t } else { return nil } } }
    /// The title's shadow, if any.
    var labelShadow: PlacedText? { firstContent { if case .titleShadow(let t) = $0 { return t } else { return nil } } }
    /// The icon, if any.
    public var icon: PlacedIcon? { firstContent { if case .icon(let i) = $0 { return i } else { return nil } } }
    /// A menu button's indicator, if any.
    var trailingIndicator: PlacedIcon? { firstContent { if case .menuIndicator(let i) = $0 { return i } else { return nil } } }
    /// A spinner drawn where the title would be, if any.
    package var spinner: PlacedIcon? { firstContent { if case .spinner(let i) = $0 { return i } else { return nil } } }
    /// The touch glow, if any.
    var touchGlow: PlacedGlow? { firstContent { if case .touchGlow(let g) = $0 { return g } else { return nil } } }
    /// The rectangle text is clipped to (line break mode `clip`), if any.
    var textClip: Rect? { firstContent { if case .clipped(let r, _) = $0 { return r } else { return nil } } }

    /// Whether the button shows an activity indicator, in the title's place or as its image.
    package var showsSpinner: Bool {
        if spinner != nil { return true }
        if case .spinner? = icon?.content { return true }
        return false
    }
}
