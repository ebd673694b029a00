/// How a design system's buttons are announced by VoiceOver (see `VoiceOverText`).
public enum VoiceOverWording: Sendable {
    /// Apple's order: "Selected", label, value, "dimmed", "button" (UIKit, and MDC's buttons,
    /// which are `UIButton`s).
    case uikit
    /// Seeds 002 and 004: "{Label}, button", "{Label}, dimmed, button", loading
    /// "{Label}, loading, dimmed".
    case anatomy
    /// Seed 003: a value after the label and a period ("Accept invite. Accepted").
    case obsidian

    /// The announcement without the hint.
    func spoken(state: ButtonState, label: String, value: String?) -> String {
        let value = AccessibleText.nonBlank(value)
        switch self {
        case .anatomy:
            if state == .loading { return Self.joined([label, value, "loading", "dimmed"]) }
            return Self.joined([label, value, state == .disabled ? "dimmed" : nil, "button"])
        case .obsidian:
            let stated = value.map { label.isEmpty ? $0 : label + ". " + $0 } ?? label
            if state == .disabled { return Self.joined([stated, "dimmed", "button"]) }
            return value == nil ? Self.joined([label, "button"]) : stated
        case .uikit:
            let selected = state == .selected ? "Selected" : nil
            return Self.joined([selected, label, value, state == .disabled ? "dimmed" : nil, "button"])
        }
    }

    /// The non-empty parts joined with ", ".
    static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
