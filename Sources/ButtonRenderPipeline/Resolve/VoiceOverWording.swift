import ButtonRenderModel

/// How a design system's buttons are announced by VoiceOver (see `VoiceOverText`): a value a
/// `DesignSystem` carries (`DesignSystem.voiceOver`), its name and its wording, so that a new
/// system brings its own wording without a change to the audit. The wordings a system file may
/// name (`voiceOver:`) are `builtIn` (`VoiceOverWording+BuiltIn.swift`).
public struct VoiceOverWording: Sendable {
    /// What is announced: the button's state, its accessibility label, and its value and hint,
    /// each nil when blank (white space around them removed).
    public struct Subject: Sendable {
        /// The button's state.
        public var state: ButtonState
        /// The accessibility label VoiceOver reads (empty when the button has none).
        public var label: String
        /// The spec's `accessibilityValue`, nil when blank.
        public var value: String?
        /// The spec's `accessibilityHint`, nil when blank.
        public var hint: String?

        /// What is announced; `value` and `hint` are trimmed, and nil when blank.
        package init(state: ButtonState, label: String, value: String?, hint: String?) {
            self.state = state; self.label = label
            self.value = LabelText.nonBlank(value); self.hint = LabelText.nonBlank(hint)
        }
    }

    /// The wording's name, as system files write it in `voiceOver:`.
    public let name: String
    /// The whole announcement: what is spoken for the state, then the hint after a pause, in
    /// the system's punctuation.
    let announce: @Sendable (Subject) -> String

    /// A wording named `name` announcing as `announce` does.
    public init(name: String, announce: @escaping @Sendable (Subject) -> String) {
        self.name = name; self.announce = announce
    }

    /// The announcement of a button in `state` with `label`, `value` and `hint`.
    func announcement(state: ButtonState, label: String, value: String?, hint: String?) -> String {
        announce(Subject(state: state, label: label, value: value, hint: hint))
    }
}
