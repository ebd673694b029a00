/// How a button's box and label are laid out and snapped to pixels: the rule a system's
/// platform follows, carried by each resolved button.
public enum BoxModel: String, Hashable, Sendable {
    /// UIKit's (the built-in Material and UIKit systems, and system files for iOS and
    /// Android): the label's logical box centred in the content, the container's width and
    /// height rounded up to whole points, text drawn where the layout puts it.
    case uikit
    /// CSS's, as Chromium draws it (system files for the web): the label's line box from the
    /// font's ascent and descent rounded to device pixels and `line-height`, with half-leading
    /// above and below (the odd pixel below), the baseline on a whole device pixel; widths and
    /// heights fractional as CSS computes them, every box edge snapped to the nearest device
    /// pixel at each scale (`ButtonLayout.pixelSnapped(scale:)`).
    case css
}
