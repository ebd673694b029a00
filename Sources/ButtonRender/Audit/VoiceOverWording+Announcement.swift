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
            // Seed 003 appends a state to the label ("Accept invite. Accepted"); the trait,
            // which it says to always set, is read after it as after any label.
            let stated = value.map { label.isEmpty ? $0 : label + ". " + $0 } ?? label
            return Self.joined([stated, state == .disabled ? "dimmed" : nil, "button"])
        case .uikit:
            return Self.sentences([spokenAsApple(state: state, label: label, value: value)])
        }
    }

    /// Apple's parts for the state, before the hint: "Selected", label, value, "Dimmed", "Button".
    private func spokenAsApple(state: ButtonState, label: String, value: String?) -> String {
        let parts = [state == .selected ? "Selected" : nil, label, AccessibleText.nonBlank(value),
                     state == .disabled ? "Dimmed" : nil, "Button"]
        return Self.asSentences(parts.compactMap { $0 })
    }

    /// `parts` written as sentences: each part's own "." is dropped, and a part that ends a
    /// sentence with "?" or "!" is followed by a space only ("Buy now! Button."), others by ". ".
    private static func asSentences(_ parts: [String]) -> String {
        var text = ""
        for part in parts.filter({ !$0.isEmpty }).map(withoutFinalStop) {
            if let last = text.last { text += "?!".contains(last) ? " " : ". " }
            text += part
        }
        return text
    }

    /// The non-empty parts joined with ", ".
    static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The non-empty parts as sentences: joined with ". ", ending with a full stop unless the
    /// last already ends with one (or with "?" or "!").
    static func sentences(_ parts: [String?]) -> String {
        let text = asSentences(parts.compactMap { $0 })
        guard let last = text.last, !".?!".contains(last) else { return text }
        return text + "."
    }

    /// The text without one trailing full stop, so that joining sentences never doubles it.
    private static func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
