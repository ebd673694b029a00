import ButtonRenderModel

/// What VoiceOver reads when a button gets focus, per design system. `label` is the
/// accessibility label (see `AccessibleText.label`), `value` the spec's `accessibilityValue`.
/// Parts are joined with ", "; an empty label is left out (VoiceOver then reads only the rest,
/// which the `accessibilityLabel` rule reports).
///
/// - anatomy (seeds 002 and 004, "Screen reader expectations"): "{Label}, button"; disabled
///   "{Label}, dimmed, button"; loading (seed 002) "{Label}, loading, dimmed". A value, which
///   the seeds do not mention, is read after the label as UIKit reads values:
///   "{Label}, {Value}, button".
/// - obsidian (seed 003, "Voiceover"): "{Label}, button"; a button that shows a state appends
///   it to the label after a period, given by the seed as "Accept invite. Accepted", and the
///   trait the seed says to always set is read after it: "{Label}. {Value}, button"; disabled
///   (the seed leaves it to iOS, which dims) "{Label}, dimmed, button" or
///   "{Label}. {Value}, dimmed, button".
/// - uikit (Apple: label, then value, then traits, then hint), written as the UIButton page
///   (seed 001, "Make buttons accessible") writes it, each part a sentence:
///   "Options. Button. Shows additional camera options."; without a hint "{Label}. Button.";
///   selected "Selected. {Label}. Button."; disabled "{Label}. Dimmed. Button."; a value
///   "{Label}. {Value}. Button."; a part that ends with "!" or "?" takes no period after it
///   ("Buy now! Button.").
/// - material and material3: as uikit, since MDC buttons are `UIButton`s.
///
/// Each system picks its wording in its `DesignSystem` (`voiceOver`).
///
/// A hint (`accessibilityHint`), read by VoiceOver after a pause, comes last in every system:
/// "Sort, button, Double tap to sort by file type." (seed 003, "Voiceover"); in Apple's
/// writing "Options. Button. Shows additional camera options." (seed 001).
enum VoiceOverText {
    /// The value VoiceOver reads for a spec: its `accessibilityValue`, or for a UIKit pop-up
    /// button (`changesSelectionAsPrimaryAction`) with an `accessibilityLabel` the selected
    /// item's title ("Sort. Name. Button."). A pop-up without a label is read by its title,
    /// which already is the selected item ("Name. Button."), so its value is not repeated.
    static func value(of spec: ButtonSpec) -> String? {
        if let value = spec.accessibilityValue { return value }
        if spec.menuButtonKind == .popUp, let menu = spec.menu, let label = spec.accessibilityLabel,
           !label.allSatisfy(\.isWhitespace), label != menu.selectedTitle {
            return menu.selectedTitle
        }
        return nil
    }
}
