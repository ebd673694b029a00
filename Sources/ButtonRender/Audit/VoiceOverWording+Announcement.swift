/// The wording of each `VoiceOverWording` (declared with the design systems, `Systems/`).
extension VoiceOverWording {
    /// The whole announcement: what is spoken for the state, then the hint after a pause, in
    /// the system's punctuation.
    func announcement(state: ButtonState, label: String, value: String?, hint: String?) -> String {
        let hint = AccessibleText.nonBlank(hint)
        switch self {
        case .uikit:
            return Self.sentences([spokenAsApple(state: state, label: label, value: value), hint])
        case .anatomy, .obsidian:
            return Self.joined([spoken(state: state, label: label, value: value), hint])
        }
    }

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
            return Self.sentences([spokenAsApple(state: state, label: label, value: value)])
        }
    }

    /// Apple's parts for the state, before the hint: "Selected", label, value, "Dimmed", "Button".
    private func spokenAsApple(state: ButtonState, label: String, value: String?) -> String {
        let parts = [state == .selected ? "Selected" : nil, label, AccessibleText.nonBlank(value),
                     state == .disabled ? "Dimmed" : nil, "Button"]
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.map(Self.withoutFinalStop).joined(separator: ". ")
    }

    /// The non-empty parts joined with ", ".
    static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The non-empty parts as sentences: joined with ". ", ending with a full stop unless the
    /// last already ends with one (or with "?" or "!").
    static func sentences(_ parts: [String?]) -> String {
        let text = parts.compactMap { $0 }.filter { !$0.isEmpty }.map(withoutFinalStop).joined(separator: ". ")
        guard let last = text.last, !".?!".contains(last) else { return text }
        return text + "."
    }

    /// The text without one trailing full stop, so that joining sentences never doubles it.
    private static func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
