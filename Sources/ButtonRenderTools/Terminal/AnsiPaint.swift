import ButtonRender
/// Colours terminal text with ANSI escapes, or leaves it plain when disabled.
public struct AnsiPaint: Sendable {
    /// What a piece of text says, and so its colour.
    public enum Tone: Sendable {
        /// No colour.
        case plain
        /// Bold.
        case heading
        /// Green.
        case success
        /// Yellow: something to look at.
        case warning
        /// Red.
        case failure

        /// The SGR parameters, or nil for none.
        var code: String? {
            switch self {
            case .plain: return nil
            case .heading: return "1"
            case .success: return "32"
            case .warning: return "33"
            case .failure: return "31"
            }
        }
    }

    /// False leaves every text unchanged.
    public let enabled: Bool

    /// A painter that colours when `enabled`.
    public init(enabled: Bool) { self.enabled = enabled }

    /// The text wrapped in the tone's escape and a reset (when enabled and the tone has one).
    public func callAsFunction(_ text: String, _ tone: Tone) -> String {
        guard enabled, let code = tone.code else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
