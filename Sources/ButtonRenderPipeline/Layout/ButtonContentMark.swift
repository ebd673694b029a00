import ButtonRenderModel

/// A piece of a button's content, placed on the canvas, drawn over its background layers.
public enum ButtonContentMark: Sendable {
    /// The button's image (icon font glyph, file icon, system glyph or activity indicator).
    case icon(PlacedIcon)
    /// A menu button's pull-down or pop-up indicator.
    case menuIndicator(PlacedIcon)
    /// An activity indicator drawn where the title would be.
    case spinner(PlacedIcon)
    /// The title's shadow: the title's shaped text moved by the shadow's offset, in its colour.
    case titleShadow(PlacedText)
    /// The title.
    case title(PlacedText)
    /// The subtitle.
    case subtitle(PlacedText)
    /// Marks drawn clipped to a rectangle (the texts, for line break mode `clip`).
    case clipped(Rect, [ButtonContentMark])
    /// The touch glow (`showsTouchWhenHighlighted`), drawn over everything else.
    case touchGlow(PlacedGlow)
}
