import ButtonRenderModel
import Foundation

/// A design system's rules for grouping buttons, as data: which style is the one primary
/// action, which styles have similar priorities, which is icon-only, and how many icon-only
/// buttons make "numerous". The Anatomy system's come from seeds 002 and 004 ("Button order",
/// "Button groups", "Similar priorities"). What the rules find is Audit's
/// (`Audit/ButtonGroupRules+Findings.swift`, applied by `SheetAuditor` to group sheets).
public struct ButtonGroupRules: Equatable, Sendable {
    /// The style of the group's main action: at most one per group, first in it.
    public var primary: ButtonStyle
    /// Styles of similar priority: without a primary, a group holds only one of them.
    package var similarPriorities: [ButtonStyle]
    /// The icon-only style: such buttons may be grouped together, but not too many.
    package var iconOnly: ButtonStyle
    /// More icon-only buttons than this in one group is a warning ("avoid using Icon-Only
    /// Buttons extensively for numerous actions"; the seeds give no number: four is ours).
    var maximumIconOnly: Int
    /// First words of titles that go back (directional actions).
    var backWords: [String]
    /// First words of titles that go forward (directional actions).
    var forwardWords: [String]

    /// Creates group rules.
    public init(primary: ButtonStyle, similarPriorities: [ButtonStyle], iconOnly: ButtonStyle, maximumIconOnly: Int = 4,
                backWords: [String] = ["back", "previous", "prev"], forwardWords: [String] = ["next", "continue", "forward"]) {
        self.primary = primary; self.similarPriorities = similarPriorities; self.iconOnly = iconOnly
        self.maximumIconOnly = maximumIconOnly; self.backWords = backWords; self.forwardWords = forwardWords
    }

    /// One button of a group as the rules see it.
    public struct Member: Equatable, Sendable {
        /// Its style, by canonical name.
        public var style: ButtonStyle
        /// Its accessible label (the title as written, or `accessibilityLabel`).
        package var label: String
        /// Creates a member.
        package init(style: ButtonStyle, label: String) { self.style = style; self.label = label }
    }
}
