import ButtonRenderModel
import ButtonRenderTokens

/// What the stages after resolve read of a button's design system, carried by the button
/// (`ResolvedButton.systemFacts`, then `ButtonLayout.systemFacts`) so that no stage after
/// resolve looks its system up by name: layout, output, sheets, the audit, verify and the
/// conformance check all read the system the button was resolved with, even when two system
/// files of one run share a `name`.
///
/// Set by the resolve stage from the button's `DesignSystem` (`DesignSystem.facts`). Two facts
/// are equal when they describe the same system: the same name, source file, display name and
/// the same values of every field (wording and rules by their names).
public struct SystemFacts: Sendable, Equatable {
    /// The name specs write in `system` (a system file's path, for a user's file).
    public let id: ButtonSystem
    /// The name as the system writes it ("Material", "Primer").
    public let displayName: String
    /// What theme contexts of the system need: its theme and token base.
    package let traits: SystemTraits
    /// The smallest touch target the system asks for, in points.
    public let touchTargetMinimum: Double
    /// Where the minimum comes from when it is the platform's default (WCAG 2.2's target size
    /// on the web), for the audit's finding; nil otherwise.
    package let touchTargetRule: String?
    /// How VoiceOver announces the system's buttons.
    public let voiceOver: VoiceOverWording
    /// The system's own audit rules, beyond the shared ones.
    public let auditRules: [SystemAuditRule]
    /// How the system's buttons may be grouped (a `group` sheet's audit), or nil.
    public let groupRules: ButtonGroupRules?
    /// The label font families its sheets prefer, first available wins.
    package let sheetLabelFamilies: [String]
    /// Whether a pressed button's ink plays as a press animation (Material's ripple).
    public let playsInkPress: Bool
    /// The system file the system was read from, with every file it names; nil for a system
    /// made in Swift.
    package let definition: SystemDefinition?

    /// The facts of a system; `DesignSystem.facts` makes them.
    package init(id: ButtonSystem, displayName: String, traits: SystemTraits, touchTargetMinimum: Double, touchTargetRule: String?,
                 voiceOver: VoiceOverWording, auditRules: [SystemAuditRule], groupRules: ButtonGroupRules?,
                 sheetLabelFamilies: [String], playsInkPress: Bool, definition: SystemDefinition?) {
        self.id = id; self.displayName = displayName; self.traits = traits
        self.touchTargetMinimum = touchTargetMinimum; self.touchTargetRule = touchTargetRule
        self.voiceOver = voiceOver; self.auditRules = auditRules; self.groupRules = groupRules
        self.sheetLabelFamilies = sheetLabelFamilies; self.playsInkPress = playsInkPress; self.definition = definition
    }

    /// The built-in theme's name (`ButtonRenderModel/Tokens/<theme>.resolver.json`), or the
    /// system file's own.
    public var theme: String { traits.theme }

    /// The same system: name, source file and every value (wording and rules by name).
    public static func == (a: SystemFacts, b: SystemFacts) -> Bool {
        a.id == b.id && a.displayName == b.displayName && a.theme == b.theme && a.definition?.file == b.definition?.file
            && a.touchTargetMinimum == b.touchTargetMinimum && a.touchTargetRule == b.touchTargetRule
            && a.voiceOver.name == b.voiceOver.name && a.auditRules.map(\.name) == b.auditRules.map(\.name)
            && a.groupRules == b.groupRules && a.sheetLabelFamilies == b.sheetLabelFamilies && a.playsInkPress == b.playsInkPress
    }
}
