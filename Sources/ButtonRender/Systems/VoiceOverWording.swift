/// How a design system's buttons are announced by VoiceOver (see `VoiceOverText`): data a
/// `DesignSystem` names; the wording itself is Audit's (`Audit/VoiceOverWording+Announcement.swift`).
public enum VoiceOverWording: Sendable {
    /// Apple's order and Apple's way of writing it: "Selected", label, value, "Dimmed",
    /// "Button", hint, each a sentence of its own, as the UIButton page (seed 001) writes
    /// "Options. Button. Shows additional camera options." (UIKit, and MDC's buttons, which are
    /// `UIButton`s).
    case uikit
    /// Seeds 002 and 004: "{Label}, button", "{Label}, dimmed, button", loading
    /// "{Label}, loading, dimmed".
    case anatomy
    /// Seed 003: a value after the label and a period ("Accept invite. Accepted").
    case obsidian
}
