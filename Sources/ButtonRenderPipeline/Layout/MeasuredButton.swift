import ButtonRenderModel
import ButtonRenderNative

/// What the measure step of layout decides for a button: its shaped texts and icon pictures,
/// direction, insets and container size, before anything is placed on the canvas.
struct MeasuredButton {
    /// The icon's picture (its frame is placed later).
    var iconContent: PlacedIcon.Content?
    /// The menu indicator's picture.
    var indicatorContent: PlacedIcon.Content?
    /// The picture of the spinner drawn in place of the title (`.spinner`: UIKit's spokes).
    var spinnerContent: PlacedIcon.Content? = nil
    /// The shaped title, wrapped or truncated to its room.
    var title: ShapedText?
    /// The shaped subtitle, wrapped to its room.
    var subtitle: ShapedText?
    /// Whether the button lays out right to left.
    var rightToLeft: Bool
    /// Where the icon sits relative to the text.
    var placement: IconPlacement
    /// Whether the icon sits above or below the text.
    var vertical: Bool
    /// Whether the icon sits left of the text.
    var iconOnLeft: Bool
    /// The insets content is placed in (with the menu indicator's room).
    var insets: EdgeInsets
    /// The insets reported in the layout (without the menu indicator's room).
    var reportedInsets: EdgeInsets
    /// The icon's side.
    var iconSize: Double
    /// The gap between icon and text (0 without both).
    var iconGap: Double
    /// The icon's side and gap (0 without an icon).
    var iconBlock: Double
    /// The gap between title and subtitle (0 without both).
    var subtitleGap: Double
    /// Whether the button has an icon.
    var hasIcon: Bool
    /// The container's width.
    var width: Double
    /// The container's height.
    var height: Double
    /// Room after the title's last glyph: CSS's letter-spacing follows every character, the
    /// last one too, where Pango spaces only between them (0 outside the CSS box model).
    var titleTrailingSpacing: Double = 0
    /// The title's and subtitle's primary fonts' vertical metrics, for a label laid out as CSS
    /// lays it out (nil outside the CSS box model).
    var titleMetrics: FontVerticalMetrics?, subtitleMetrics: FontVerticalMetrics?

    /// The size of the title and subtitle stacked.
    var textSize: Size {
        let tw = title.map { $0.logicalRect.width + titleTrailingSpacing } ?? 0, sw = subtitle?.logicalRect.width ?? 0
        let th = title?.logicalRect.height ?? 0, sh = subtitle?.logicalRect.height ?? 0
        return Size(width: max(tw, sw), height: th + (subtitle != nil ? subtitleGap + sh : 0))
    }

    /// The size of the icon and a text block of size `text` together.
    func contentSize(_ text: Size) -> Size {
        vertical ? Size(width: max(iconSize, text.width), height: iconBlock + text.height)
            : Size(width: iconBlock + text.width, height: max(text.height, iconSize))
    }
}
