/// Why a spec field the system would not draw is refused rather than ignored.
public enum IgnoredFieldReason: Equatable, Hashable, Sendable {
    /// A legacy `UIButton` property on a button drawn with a `UIButton.Configuration` (every
    /// UIKit `style`), which iOS ignores: the style the button has.
    case uiButtonConfiguration(style: String)
    /// `shadowModel` on a system whose own shadows do not follow it, without an `elevation`
    /// it could shape.
    case shadowModelWithoutElevation(system: String)

    /// The explanation, after the field's name.
    public func description(field: String) -> String {
        switch self {
        case .uiButtonConfiguration(let style):
            return "\(field) is ignored by iOS on a button with a UIButton.Configuration (style '\(style)'); "
                + "for a legacy button give buttonType: system (or custom) and no style"
        case .shadowModelWithoutElevation(let system):
            return "'\(system)' draws its own shadows; shadowModel only changes how a spec's elevation becomes shadows "
                + "there, so give elevation too (or leave shadowModel out)"
        }
    }
}
