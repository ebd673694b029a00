/// A font resolved to concrete values.
public struct ResolvedFont: Equatable, Hashable, Sendable {
    /// Family name, as registered in the font registry.
    public var family: String
    /// Numeric weight (400 regular, 500 medium, 700 bold).
    public var weight: Int
    /// Size in points.
    public var size: Double
    /// Extra space between characters in points.
    public var letterSpacing: Double
    /// Slanted.
    public var italic: Bool

    /// Creates a resolved font.
    public init(family: String, weight: Int, size: Double, letterSpacing: Double = 0, italic: Bool = false) {
        self.family = family; self.weight = weight; self.size = size; self.letterSpacing = letterSpacing; self.italic = italic
    }
}

/// A stroke resolved to concrete values.
public struct ResolvedStroke: Equatable, Hashable, Sendable {
    public var width: Double
    public var color: RGBAColor
    public var alignment: StrokeAlignment

    /// Creates a resolved stroke.
    public init(width: Double, color: RGBAColor, alignment: StrokeAlignment) {
        self.width = width; self.color = color; self.alignment = alignment
    }
}

/// An icon resolved to concrete values.
public struct ResolvedIcon: Equatable, Hashable, Sendable {
    /// The icon's name in the icon font.
    public var name: String
    /// The icon font's family.
    public var family: String
    /// Icon size in points.
    public var size: Double
    /// Gap between icon and label in points.
    public var gap: Double
    /// Side of the label, in reading order.
    public var placement: IconPlacement
    /// The icon's colour.
    public var color: RGBAColor
}

/// A ripple resolved to colours; its geometry needs the container's size and is finished by
/// layout.
public struct ResolvedRipple: Equatable, Hashable, Sendable {
    /// Touch point from the container's top-left, or nil for the centre.
    public var x: Double?
    public var y: Double?
    /// Radius, or nil for Material's radius at `progress`.
    public var radius: Double?
    /// Animation progress 0...1.
    public var progress: Double
    public var color: RGBAColor
    public var bounded: Bool
}

/// Everything a design system decides about a button: concrete colours, font, insets, radii,
/// shadows and ripple. The output of the resolve stage and the input of layout.
public struct ResolvedButton: Equatable, Sendable {
    public var name: String
    public var style: ButtonStyle
    public var state: ButtonState
    public var appearance: Appearance
    /// The label as drawn (uppercased where the system asks).
    public var title: String
    public var font: ResolvedFont
    public var labelColor: RGBAColor
    public var icon: ResolvedIcon?
    public var containerColor: RGBAColor
    public var stroke: ResolvedStroke?
    public var cornerRadius: CornerRadiusValue
    public var shadows: [BoxShadow]
    /// The state layer drawn over the container (clear when the state has none).
    public var stateLayer: RGBAColor
    public var ripple: ResolvedRipple?
    /// Content insets; `iconSideInset` replaces the inset on the icon's side when there is one.
    public var insets: EdgeInsets
    public var iconSideInset: Double?
    public var width: WidthValue
    public var containerWidth: Double?
    /// Explicit container height, or nil to fit the content (never below the minimum).
    public var height: Double?
    public var minimumSize: Size
    /// The touch target edge the hit area is extended to.
    public var touchTarget: Double
    /// Space around the container, or nil for "just enough".
    public var canvasPadding: EdgeInsets?
    public var background: RGBAColor
    public var scale: Int
}
