/// The Material icons that point along the reading direction and that both platforms mirror
/// in a right-to-left layout, so a right-to-left button draws them mirrored unless its spec
/// says `flipsIconForRightToLeft: false`.
///
/// Android: each of these ships with `android:autoMirrored="true"` in Google's Material icons
/// (github.com/google/material-design-icons, `android/<category>/<name>/materialicons/black/res/
/// drawable/baseline_<name>_<size>.xml`, commits ab12f16d050ecb1886b606f08825d24b30acafea and
/// b3f05bfbf4329a5b63f50a720f867c2bac163f98). iOS: the back and forward arrows are SF Symbols
/// with directional names (`chevron.backward`, `chevron.forward`, `arrow.backward`,
/// `arrow.forward`), which UIKit flips in a right-to-left layout, and an app flips any other
/// image (a send or reply glyph) by marking it `imageFlippedForRightToLeftLayoutDirection`, as
/// Apple's right-to-left guidance asks for icons that show a direction of reading.
///
/// Left out on purpose: `chevron_left`, `chevron_right`, `keyboard_arrow_left` and
/// `keyboard_arrow_right` name a direction, not a reading order; Android does not mirror them
/// (no `autoMirrored` in their drawables) and SF Symbols' `chevron.left` and `chevron.right`
/// do not flip either. File icons (SVG, PNG) are mirrored only when the spec asks.
enum DirectionalIcons {
    /// The names, as the Material Icons font spells them.
    static let mirrored: Set<String> = [
        "arrow_back", "arrow_forward", "arrow_back_ios", "arrow_forward_ios",
        "navigate_before", "navigate_next", "send", "reply",
    ]

    /// Whether a right-to-left button mirrors an icon from `source` by default.
    static func mirrors(_ source: IconSource) -> Bool {
        if case .font(let name, _) = source { return mirrored.contains(name) }
        return false
    }
}
