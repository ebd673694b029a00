import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderTokens

/// A stroke resolved to concrete values.
public struct ResolvedStroke: Equatable, Hashable, Sendable {
    /// Stroke width in points.
    public var width: Double
    /// Stroke colour.
    public var color: RGBAColor
    /// Where the stroke sits on the container's edge: inside, centred on it or outside.
    package var alignment: StrokeAlignment

    /// Creates a resolved stroke.
    package init(width: Double, color: RGBAColor, alignment: StrokeAlignment) {
        self.width = width; self.color = color; self.alignment = alignment
    }
}

/// Where an icon's picture comes from.
public enum IconSource: Equatable, Hashable, Sendable {
    /// A ligature name in an icon font (Material Icons).
    case font(name: String, family: String)
    /// An SVG or PNG file (absolute path).
    case file(path: String)
    /// A standard UIKit glyph drawn as vectors, with its background disc colour.
    case glyph(SystemGlyph, background: RGBAColor)
    /// An activity indicator (spinner).
    case spinner
}

/// An icon resolved to concrete values.
public struct ResolvedIcon: Equatable, Hashable, Sendable {
    /// The picture.
    package var source: IconSource
    /// Icon size in points (the side of its square box).
    public var size: Double
    /// Gap between icon and label in points.
    public var gap: Double
    /// Side of the label, in reading order, or above or below it.
    package var placement: IconPlacement
    /// The icon's colour; nil draws a file icon in its own colours.
    public var color: RGBAColor?
    /// Whether a right-to-left button draws the icon mirrored: nil for the directional icons
    /// both platforms mirror (`DirectionalIcons`), true for any icon, false for none (the
    /// spec's `flipsIconForRightToLeft`).
    var flipsForRightToLeft: Bool? = nil

    /// Creates a resolved icon.
    package init(source: IconSource, size: Double, gap: Double, placement: IconPlacement, color: RGBAColor?) {
        self.source = source; self.size = size; self.gap = gap; self.placement = placement; self.color = color
    }
}

/// A focus ring drawn outside the container.
public struct ResolvedFocusRing: Equatable, Hashable, Sendable {
    /// Ring width in points.
    public var width: Double
    /// Space between the container and the ring; negative draws the ring that far inside
    /// the container's edge (CSS's negative `outline-offset`).
    public var gap: Double
    /// Ring colour.
    public var color: RGBAColor

    /// Creates a focus ring.
    package init(width: Double, gap: Double, color: RGBAColor) { self.width = width; self.gap = gap; self.color = color }
}

/// A label: text, font, colour, styled runs and how it breaks.
public struct ResolvedText: Equatable, Sendable {
    /// The text as drawn (already uppercased where the system asks).
    public var text: String
    /// The font, resolved to a file, size and weight.
    public var font: ResolvedFont
    /// Text colour.
    public var color: RGBAColor
    /// Bold, italic and coloured runs (title markup).
    public var runs: [TextRun]

    /// Creates a label.
    package init(text: String, font: ResolvedFont, color: RGBAColor, runs: [TextRun] = []) {
        self.text = text; self.font = font; self.color = color; self.runs = runs
    }
}

/// A ripple resolved to colours; its geometry needs the container's size and is finished by
/// layout.
public struct ResolvedRipple: Equatable, Hashable, Sendable {
    /// Touch point from the container's top-left, or nil for the centre.
    public var x: Double?
    /// Touch point's distance from the container's top, or nil for the centre.
    public var y: Double?
    /// Radius, or nil for Material's radius at `progress`.
    package var radius: Double?
    /// Progress 0...1 along MDC's touch-down ink timeline (`InkTiming`), or nil for the ink
    /// at full strength where it was touched.
    public var progress: Double?
    /// Ink colour.
    public var color: RGBAColor
    /// Clipped to the container's shape (Material's bounded ink); false lets it spread over the canvas.
    package var bounded: Bool
}

/// Everything a design system decides about a button: concrete colours, fonts, insets, radii,
/// shadows, icon and ripple. The output of the resolve stage and the input of layout.
public struct ResolvedButton: Equatable, Sendable {
    /// The output base name (files `name.png`, `name@2x.png`, …).
    public var name: String
    /// The design system that resolved it; the audit's rules and VoiceOver wording are this system's.
    public var system: ButtonSystem
    /// The system's style (filled, outlined, text, …).
    public var style: ButtonStyle
    /// The interaction state drawn (normal, hovered, focused, pressed, disabled, …).
    public var state: ButtonState
    /// The system, style and state in the system's own words (set by the resolve stage).
    public package(set) var vocabulary: ButtonVocabulary? = nil
    /// What the stages after resolve read of the system (set by the resolve stage; layout
    /// refuses a button without it).
    public package(set) var systemFacts: SystemFacts? = nil
    /// Light or dark.
    public var appearance: Appearance
    /// The title as drawn (uppercased where the system asks); empty for none.
    public var title: String
    /// The title's font, resolved to a file, size and weight.
    public var font: ResolvedFont
    /// The title's colour.
    var labelColor: RGBAColor
    /// Styled runs of the title (from title markup).
    var titleRuns: [TextRun] = []
    /// A second line under the title.
    package var subtitle: ResolvedText?
    /// Space between title and subtitle.
    package var titlePadding: Double = 0
    /// An unblurred shadow copy of the title drawn under it, if any.
    public var titleShadow: ResolvedTitleShadow?
    /// The glow over a highlighted button's middle (`showsTouchWhenHighlighted`), if any.
    var touchGlow: ResolvedTouchGlow?
    /// How the state alters the image (`adjustsImageWhenHighlighted/Disabled`), if it does.
    var imageAdjustment: ImageAdjustment?
    /// An image drawn stretched over the container, under the title and icon, if any.
    public var backgroundImage: ResolvedBackgroundImage?
    /// How far the title is moved from where layout centres it, in points (legacy
    /// `titleEdgeInsets`: half the difference of opposite edges); zero by default.
    var titleOffset = Point(x: 0, y: 0)
    /// How far the image is moved likewise (legacy `imageEdgeInsets`).
    var imageOffset = Point(x: 0, y: 0)
    /// How the title wraps or is cut.
    package var lineBreakMode: LineBreakMode = .truncateTail
    /// Wrapped titles align to the leading edge (single lines stay centred).
    var leadingAlignWhenWrapped = false
    /// The icon beside the title, if any.
    public var icon: ResolvedIcon?
    /// A menu button's indicator (UIKit's pull-down or pop-up chevron), drawn on the trailing
    /// side of the title and image, in reading order; its `placement` is ignored.
    var trailingIndicator: ResolvedIcon?
    /// A spinner drawn in place of the title and icon, centred in the content; the layout
    /// keeps their room, so the button does not change size while it loads.
    var spinnerReplacingTitle: ResolvedIcon?
    /// The container's fill colour, before the state layer.
    package var containerColor: RGBAColor
    /// The container's stroke (outline), if any.
    public var stroke: ResolvedStroke?
    /// The focus ring outside the container, if any.
    var focusRing: ResolvedFocusRing?
    /// Corner radii in points, or half the height for a capsule (layout knows the height).
    public var cornerRadius: ResolvedCornerRadius
    /// The drop shadows under the container (a system's elevation), drawn in this order.
    public var shadows: [BoxShadow]
    /// The state layer drawn over the container (clear when the state has none).
    var stateLayer: RGBAColor
    /// The container as this state shows it: the state layer composited over the container
    /// colour, one concrete colour (what the audit reads). Paint still draws the two as layers:
    /// filling one pre-composited colour rounds once where two fills round twice and differs
    /// at every anti-aliased edge, so the goldens, which match Chromium's drawing of the same
    /// CSS layers, would change.
    var stateContainerColor: RGBAColor { stateLayer.composited(over: containerColor) }
    /// The touch ripple (ink), if the state shows one.
    public var ripple: ResolvedRipple?
    /// Content insets; `iconSideInset` replaces the inset on the icon's side when there is one.
    public var insets: EdgeInsets
    /// The inset on the icon's side when there is an icon; nil keeps `insets`.
    var iconSideInset: Double?
    /// Container width: in points, or fitting the content up to the parent's width.
    public var width: ResolvedWidth
    /// Explicit container height, or nil to fit the content (never below the minimum).
    public var height: Double?
    /// The smallest container: the system's minimum width and height in points.
    var minimumSize: Size
    /// The touch target edge the hit area is extended to.
    package var touchTarget: Double
    /// Forced layout direction, or nil to follow the title's script.
    public var layoutDirection: LayoutDirection?
    /// Space around the container, or nil for "just enough".
    package var canvasPadding: EdgeInsets?
    /// The margin a full-width button keeps to its parent's sides (Anatomy: 16), which its
    /// canvas shows and redline sheets measure; nil for a button that does not fill a parent.
    var sideMargin: Double?
    /// The canvas colour behind the button (clear leaves the canvas transparent).
    public var background: RGBAColor
    /// The pixel scale the button is resolved for (device pixels per point).
    public var scale: Int
    /// How the box and label are laid out and snapped to pixels: the system's platform's rule.
    public var boxModel: BoxModel = .uikit
    /// What VoiceOver reads when there is no title.
    public var accessibilityLabel: String?

    /// Creates a resolved button; the less common parts default to none.
    package init(name: String, system: ButtonSystem, style: ButtonStyle, state: ButtonState, appearance: Appearance,
                title: String, font: ResolvedFont, labelColor: RGBAColor, icon: ResolvedIcon?, containerColor: RGBAColor,
                stroke: ResolvedStroke?, cornerRadius: ResolvedCornerRadius, shadows: [BoxShadow], stateLayer: RGBAColor,
                ripple: ResolvedRipple?, insets: EdgeInsets, iconSideInset: Double?, width: ResolvedWidth,
                height: Double?, minimumSize: Size, touchTarget: Double, canvasPadding: EdgeInsets?, background: RGBAColor, scale: Int) {
        self.name = name; self.system = system; self.style = style; self.state = state; self.appearance = appearance
        self.title = title; self.font = font; self.labelColor = labelColor; self.icon = icon
        self.containerColor = containerColor; self.stroke = stroke; self.cornerRadius = cornerRadius
        self.shadows = shadows; self.stateLayer = stateLayer; self.ripple = ripple; self.insets = insets
        self.iconSideInset = iconSideInset; self.width = width
        self.height = height; self.minimumSize = minimumSize; self.touchTarget = touchTarget
        self.canvasPadding = canvasPadding; self.background = background; self.scale = scale
    }
}
