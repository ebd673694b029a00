/// Shaped text placed on the canvas.
public struct PlacedText: Sendable {
    /// The shaped text.
    public var text: ShapedText
    /// Where the layout's origin goes, in canvas points.
    public var origin: Point
    /// The text's box on the canvas (logical extents for labels, the em box for icons).
    public var frame: Rect
    /// The colour to draw it in.
    public var color: RGBAColor
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
    public var content: Content
    /// The icon's square box on the canvas.
    public var frame: Rect
    /// Its colour; nil draws a file icon in its own colours.
    public var color: RGBAColor?
    /// How the state alters it (darker, dimmed), if it does.
    public var adjustment: ImageAdjustment? = nil
    /// Drawn mirrored left to right about its frame's centre (a directional icon in a
    /// right-to-left button).
    public var mirrored: Bool = false
}

/// A ripple placed on the canvas.
public struct PlacedRipple: Equatable, Hashable, Sendable {
    /// Centre in canvas points.
    public var center: Point
    /// Radius in points.
    public var radius: Double
    /// Ink colour.
    public var color: RGBAColor
    /// Clipped to the container's shape.
    public var bounded: Bool
}

/// A radial glow placed on the canvas: `color` at `center`, fading to nothing at `radius`.
public struct PlacedGlow: Equatable, Sendable {
    /// Centre in canvas points.
    public var center: Point
    /// Radius in points.
    public var radius: Double
    /// Colour at the centre.
    public var color: RGBAColor
}

/// A stroke as the region between two rounded rectangles.
public struct PlacedStroke: Equatable, Hashable, Sendable {
    public var outer: RoundedRect
    public var inner: RoundedRect
    public var color: RGBAColor
}

/// Every rectangle of a button in canvas points: the output of layout, the input of paint.
/// Paint draws exactly this and decides nothing.
/// A plain `Sendable` value (text as glyph runs, images immutable and shared): laid out
/// once, it may be painted on any thread, at any scale and in any format, any number of times.
public struct ButtonLayout: Sendable {
    /// What resolve decided (colours, shadows).
    public var button: ResolvedButton
    /// The canvas, in points.
    public var canvasSize: Size
    /// The container's shape.
    public var container: RoundedRect
    /// The stroke, if any.
    public var stroke: PlacedStroke?
    /// The label, if the title is not empty (and not replaced by a spinner).
    public var label: PlacedText?
    /// The subtitle, if any.
    public var subtitle: PlacedText?
    /// The title's shadow: the label's shaped text moved by the shadow's offset, in its colour,
    /// drawn under the label (nil without a title shadow).
    public var labelShadow: PlacedText?
    /// The icon, if any.
    public var icon: PlacedIcon?
    /// The background image stretched over the container, if any.
    public var backgroundImage: PlacedBackgroundImage?
    /// A menu button's indicator (pull-down or pop-up chevron), after the title and image in
    /// reading order, if any.
    public var trailingIndicator: PlacedIcon?
    /// A spinner drawn where the title would be.
    public var spinner: PlacedIcon?
    /// How many spokes the spinner (here or as the icon) has turned clockwise from its still
    /// frame: 0 for still images, one more per frame of a spinner animation.
    public var spinnerStep: Int = 0
    /// The touch glow (`showsTouchWhenHighlighted`): a radial glow around a centre, in canvas
    /// points, drawn over everything else.
    public var touchGlow: PlacedGlow?
    /// The focus ring, if any.
    public var focusRing: PlacedStroke?
    /// Text is clipped to this rectangle (line break mode `clip`).
    public var textClip: Rect?
    /// The ripple, if any.
    public var ripple: PlacedRipple?
    /// The touch target: the container extended to the system's minimum (MDC `hitAreaInsets`).
    public var touchTarget: Rect
    /// The content rectangle: the container less its insets.
    public var contentRect: Rect
    /// The insets actually used (with the icon-side padding applied).
    public var insets: EdgeInsets
}

extension ButtonLayout {
    /// Whether the button shows an activity indicator, in the title's place or as its image.
    public var showsSpinner: Bool {
        if spinner != nil { return true }
        if case .spinner? = icon?.content { return true }
        return false
    }
}
