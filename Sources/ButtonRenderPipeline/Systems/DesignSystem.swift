import ButtonRenderModel
import ButtonRenderTokens

/// Everything ButtonRender knows about one design system, as a value: its name, the styles and
/// states it accepts, its built-in theme (the token files `ButtonRenderModel/Tokens/<theme>.*.json`), the
/// resolver that turns a spec into a `ResolvedButton`, what VoiceOver reads, its touch-target
/// minimum, its extra audit rules, its catalog entries and its sheet defaults. `DesignSystems.all`
/// lists the registered ones; nothing else in the library names a system by a `switch`.
public struct DesignSystem: Sendable {
    /// What its resolver needs of it: name, built-in theme, styles and aliases, default style.
    let traits: SystemTraits
    /// The name specs write in `system`.
    public var id: ButtonSystem { traits.id }
    /// The name as its guidelines write it ("Material", "UIKit").
    package let displayName: String
    /// The canonical style names, in catalog order.
    public var styles: [ButtonStyle] { traits.styles }
    /// Other names accepted for a style, with the canonical one (UIKit's `bordered`…), in the
    /// order error messages list them.
    package var styleAliases: [(alias: String, style: ButtonStyle)] { traits.styleAliases }
    /// The style of a spec that names none.
    package var defaultStyle: ButtonStyle { traits.defaultStyle }
    /// The states the system draws (`pressed` is accepted wherever `highlighted` is).
    public let states: [ButtonState]
    /// The built-in theme's name: its resolver document is `ButtonRenderModel/Tokens/<theme>.resolver.json`.
    public var theme: String { traits.theme }
    /// How VoiceOver announces its buttons.
    public let voiceOver: VoiceOverWording
    /// The smallest touch target its guidelines ask for, in points.
    public let touchTargetMinimum: Double
    /// Sheet defaults: the label font families sheets of this system prefer, first available wins.
    let sheetLabelFamilies: [String]
    /// Whether a pressed button's ink plays as a press animation (`--format apng`): Material's
    /// ripple. Systems without ink draw a pressed button as one still frame.
    let playsInkPress: Bool
    /// The system's resolver (defaults from the theme, then the spec's overrides), given the
    /// system's `traits` with each spec.
    public let resolver: @Sendable (ButtonSpec, SystemTraits) throws -> ResolvedButton
    /// The system's entries in the built-in catalog, given the system itself (its styles,
    /// states and `resolve`); `catalogSpecs()` calls it.
    public let catalog: @Sendable (DesignSystem) -> [ButtonSpec]
    /// Audit rules of this system only, beyond the shared ones, in the order their findings
    /// are listed (the audit applies them).
    let auditRules: [SystemAuditRule]
    /// How the system's text follows the user's text size (`contentSizeCategory`).
    package let largeText: LargeTextRule
    /// How the system's buttons may be grouped (a `group` sheet's audit), or nil for no rules.
    let groupRules: ButtonGroupRules?
    /// The file the system was read from, when it was (`DesignSystem(contentsOf:)`), with
    /// every file it names: its definition.
    package internal(set) var definition: SystemDefinition?

    /// A design system.
    public init(id: ButtonSystem, displayName: String, styles: [ButtonStyle], styleAliases: [(alias: String, style: ButtonStyle)] = [],
                defaultStyle: ButtonStyle, states: [ButtonState], theme: String, base: ThemeBase? = nil, voiceOver: VoiceOverWording,
                touchTargetMinimum: Double, sheetLabelFamilies: [String] = ["Inter", "Roboto"], playsInkPress: Bool = false,
                resolve: @escaping @Sendable (ButtonSpec, SystemTraits) throws -> ResolvedButton,
                catalog: @escaping @Sendable (DesignSystem) -> [ButtonSpec],
                auditRules: [SystemAuditRule] = [],
                largeText: LargeTextRule = .bodySizeTable, groupRules: ButtonGroupRules? = nil) {
        self.traits = SystemTraits(id: id, theme: theme, base: base, styles: styles, styleAliases: styleAliases, defaultStyle: defaultStyle)
        self.displayName = displayName; self.states = states; self.voiceOver = voiceOver
        self.touchTargetMinimum = touchTargetMinimum; self.sheetLabelFamilies = sheetLabelFamilies
        self.playsInkPress = playsInkPress
        self.resolver = resolve; self.catalog = catalog; self.auditRules = auditRules
        self.largeText = largeText; self.groupRules = groupRules
    }

    /// Resolves a spec of this system with its own resolver only (`Resolver.resolve` also
    /// checks contradictions, lays a state's title over the spec's and applies `largeText`).
    package func resolve(_ spec: ButtonSpec) throws -> ResolvedButton { try resolver(spec, traits) }

    /// The system's entries in the built-in catalog.
    package func catalogSpecs() -> [ButtonSpec] { catalog(self) }

    /// The documentation sheets of a system file's catalog (its state matrix, anatomy,
    /// redlines and touch target: `SystemFileCatalog.sheets`); none for a system made in Swift.
    package func catalogSheets() -> [SheetSpec] {
        guard let definition else { return [] }
        // Named as the catalog's buttons name it: a user's file by its path.
        return SystemFileCatalog.sheets(definition, id: definition.file.hasPrefix("/") ? ButtonSystem(registering: definition.file) : id)
    }

    /// Every name `style` accepts: the canonical ones, then the aliases, for error messages.
    var allowedStyleNames: [String] { traits.allowedStyleNames }

    /// The canonical style for `style`, or nil when this system has no such style.
    func canonicalStyle(_ style: ButtonStyle) -> ButtonStyle? { traits.canonicalStyle(style) }
}
