/// Colours the status words of a command's output with ANSI escapes, or leaves them plain.
struct TerminalPaint {
    /// False leaves every text unchanged (see `ColorOption`).
    let enabled: Bool

    /// `text` in red (a failure).
    func red(_ text: String) -> String { paint(text, "31") }
    /// `text` in yellow (something to look at).
    func yellow(_ text: String) -> String { paint(text, "33") }
    /// `text` in green (a success).
    func green(_ text: String) -> String { paint(text, "32") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
