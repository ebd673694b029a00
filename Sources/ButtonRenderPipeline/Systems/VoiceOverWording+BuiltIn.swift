/// The wordings the built-in systems use, which system files name in `voiceOver:`.
extension VoiceOverWording {
    /// The wordings a system file may name, by `name`.
    package static let builtIn: [VoiceOverWording] = [.uikit, .anatomy, .obsidian, .web, .webVoiceOver]

    /// The built-in wording named `name`, or nil.
    public static func named(_ name: String) -> VoiceOverWording? { builtIn.first { $0.name == name } }

    /// Apple's order and Apple's way of writing it: "Selected", label, value, "Dimmed",
    /// "Button", hint, each a sentence of its own, as the UIButton page (seed 001) writes
    /// "Options. Button. Shows additional camera options." (UIKit, and MDC's buttons, which are
    /// `UIButton`s).
    public static let uikit = VoiceOverWording(name: "uikit") { subject in
        let parts = [subject.state == .selected ? "Selected" : nil, subject.label, subject.value,
                     subject.state == .disabled ? "Dimmed" : nil, "Button"]
        return sentences([asSentences(parts.compactMap { $0 }), subject.hint])
    }

    /// Seeds 002 and 004: "{Label}, button", "{Label}, dimmed, button", loading
    /// "{Label}, loading, dimmed"; a hint after the rest.
    public static let anatomy = VoiceOverWording(name: "anatomy") { subject in
        let spoken = subject.state == .loading
            ? joined([subject.label, subject.value, "loading", "dimmed"])
            : joined([subject.label, subject.value, subject.state == .disabled ? "dimmed" : nil, "button"])
        return joined([spoken, subject.hint])
    }

    /// Seed 003: a value after the label and a period ("Accept invite. Accepted"); the trait,
    /// which it says to always set, is read after it as after any label; a hint after the rest.
    public static let obsidian = VoiceOverWording(name: "obsidian") { subject in
        let label = subject.label
        let stated = subject.value.map { label.isEmpty ? $0 : label + ". " + $0 } ?? label
        return joined([joined([stated, subject.state == .disabled ? "dimmed" : nil, "button"]), subject.hint])
    }

    /// An HTML `<button>` as NVDA reads it in a browser (the default of web system files): the
    /// label, its value, the role, then the states NVDA speaks after the role: "Save, button";
    /// a selected button is a toggle button (`aria-pressed="true"`): "Bold, toggle button,
    /// pressed"; a disabled one "Save, button, unavailable"; a loading one (`aria-disabled`
    /// and `aria-busy`, as Primer marks it) "Save, button, unavailable, busy"; the description
    /// (`aria-describedby`, the hint) after the rest.
    public static let web = VoiceOverWording(name: "web") { subject in
        let role = subject.state == .selected ? "toggle button" : "button"
        let states: [String?] = switch subject.state {
        case .selected: ["pressed"]
        case .disabled: ["unavailable"]
        case .loading: ["unavailable", "busy"]
        default: []
        }
        return joined([joined([subject.label, subject.value, role] + states), subject.hint])
    }

    /// An HTML `<button>` as VoiceOver reads it in Safari on macOS: "Save, button"; a toggle
    /// button that is pressed "Bold, selected, toggle button"; a disabled one "Save, dimmed,
    /// button"; a loading one "Save, dimmed, busy, button"; the description after the rest.
    public static let webVoiceOver = VoiceOverWording(name: "web-voiceover") { subject in
        let role = subject.state == .selected ? "toggle button" : "button"
        let states: [String?] = switch subject.state {
        case .selected: ["selected"]
        case .disabled: ["dimmed"]
        case .loading: ["dimmed", "busy"]
        default: []
        }
        return joined([joined([subject.label, subject.value] + states + [role]), subject.hint])
    }

    /// `parts` written as sentences: each part's own "." is dropped, and a part that ends a
    /// sentence with "?" or "!" is followed by a space only ("Buy now! Button."), others by ". ".
    private static func asSentences(_ parts: [String]) -> String {
        var text = ""
        // Each part looked at in place (no filtered and mapped copies of the list: every
        // button's audit words one).
        for part in parts where !part.isEmpty {
            if let last = text.last { text += last == "?" || last == "!" ? " " : ". " }
            text += withoutFinalStop(part)
        }
        return text
    }

    /// The non-empty parts joined with ", ".
    private static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The non-empty parts as sentences: joined with ". ", ending with a full stop unless the
    /// last already ends with one (or with "?" or "!").
    private static func sentences(_ parts: [String?]) -> String {
        let text = asSentences(parts.compactMap { $0 })
        guard let last = text.last, last != ".", last != "?", last != "!" else { return text }
        return text + "."
    }

    /// The text without one trailing full stop, so that joining sentences never doubles it.
    private static func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
