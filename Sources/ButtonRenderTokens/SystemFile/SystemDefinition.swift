import ButtonRenderModel

/// A design system as a file describes it (`acme.system.yaml` or `.json`): its name, styles,
/// sizes and states, the tokens it reads, how its modes map to light, dark and text sizes,
/// its fonts, and a value for every slot a button has, for every style, size and state
/// (`slots`, then `variants` laid over them in order, as CSS rules are). Read by
/// `SystemFileReader`, turned into a `DesignSystem` by `DesignSystem(contentsOf:)`.
public struct SystemDefinition: Sendable {
    /// The file's absolute path (for a built-in system, its path in the bundle).
    public var file: String
    /// The name outputs and messages use (`acme`): letters, digits, `-` and `_`.
    public var name: String
    /// The line `name` was written on, for errors about it.
    package var nameLine: Int?
    /// The column of `name` in its line.
    package var nameColumn: Int?
    /// The name as the team writes it ("Acme").
    package var displayName: String
    /// What the system is, for people.
    public var summary: String?
    /// The tokens: a DTCG tokens file or resolver document (absolute path), or a built-in
    /// theme's name for the systems the package ships.
    public var tokens: TokenSource
    /// Which modifier contexts are light and dark, and which are text sizes.
    public var modes: ModeMapping
    /// Font files to draw with, for this system only.
    public var fonts: [FontDeclaration]
    /// The styles, in catalog order.
    public var styles: [StyleDefinition]
    /// The style of a spec that names none.
    package var defaultStyle: String
    /// The sizes, in catalog order (empty: the system has one size).
    package var sizes: [SizeDefinition]
    /// The size of a spec that names none.
    package var defaultSize: String?
    /// The states the system draws, by its own names, each mapped to one of ButtonRender's.
    public var states: [StateMapping]
    /// The slot values every button starts from.
    package var slots: SlotTable
    /// Values laid over `slots` when their condition holds, in file order.
    package var variants: [Variant]
    /// The smallest touch target its guidelines ask for, in points.
    public var touchTargetMinimum: Double
    /// How VoiceOver reads its buttons (`uikit`, `anatomy`, `obsidian`).
    public var voiceOver: String
    /// Extra audit rules by name (`contentStrategy`, `hintSentence`).
    package var auditRules: [String]
    /// How its buttons group (a `group` sheet's audit), or nil for no rules.
    package var groups: GroupDefinition?
    /// How text follows the user's text size.
    package var largeText: LargeTextSetting
    /// Label families sheets prefer, first available wins.
    package var sheetLabelFamilies: [String]
    /// 1-based line and column of `sheetFonts` in the file, when it is written.
    package var sheetFontsLine: Int? = nil
    /// The column of `sheetFonts` in its line.
    package var sheetFontsColumn: Int? = nil
    /// Whether a pressed button plays its ink as a press animation (`--format apng`).
    package var playsInkPress: Bool
    /// The system's entries in a catalog.
    public var catalog: CatalogDefinition
    /// The platform its buttons ship on (`platform:`, web unless the file says otherwise),
    /// which decides how their boxes and labels are laid out.
    public var platform: Platform = .web

    /// Where a system's tokens come from.
    public enum TokenSource: Hashable, Sendable {
        /// A theme shipped with the package, by name.
        case builtIn(String)
        /// A tokens file or resolver document, by absolute path.
        case file(String)
    }

    /// The state mapped to ButtonRender's `state`, by the system's own name.
    package func stateName(for state: ButtonState) -> String? {
        let wanted = state == .pressed ? ButtonState.highlighted : state
        return states.first { $0.state == wanted }?.name
    }
}

/// A font file a system draws with.
public struct FontDeclaration: Hashable, Sendable {
    /// The file's absolute path.
    public var path: String
    /// The family the file holds, as the file declares it (checked when the file is loaded).
    package var family: String?
    /// Where the entry was written.
    public var line: Int?
    /// The entry's column in its line.
    public var column: Int?
}

/// One style of a system.
public struct StyleDefinition: Hashable, Sendable {
    /// The name specs write in `style`.
    public var name: String
    /// Other names specs may write for it.
    package var aliases: [String]
    /// What `{style}` stands for in token references (default: `name`).
    package var tokenName: String
    /// Its title in the catalog's grid (default: the name, capitalised).
    package var catalogTitle: String?
    /// When to use the style, as the team writes it (Markdown: paragraphs, lists, `code`,
    /// **strong**, *emphasis*, links), for the system's documentation page.
    public var usage: String? = nil
}

/// One size of a system.
public struct SizeDefinition: Hashable, Sendable {
    /// The name specs write in `size`.
    public var name: String
    /// What `{size}` stands for in token references (default: `name`).
    package var tokenName: String
}

/// One of the system's states, by its own name, and the ButtonRender state it draws as.
public struct StateMapping: Hashable, Sendable {
    /// The system's name for it (what `{state}` stands for).
    public var name: String
    /// ButtonRender's state.
    public var state: ButtonState
}

/// Slot values by slot name (`border.width` for a part), each with where it was written.
public struct SlotTable: Hashable, Sendable {
    /// The values.
    public var values: [String: SlotValue]

    /// An empty table.
    package init(values: [String: SlotValue] = [:]) { self.values = values }

    /// The value of `slot`, if given.
    public subscript(_ slot: String) -> SlotValue? { values[slot] }

    /// This table with `other`'s values laid over it: a compound set to `none` drops its
    /// parts; a compound written as an object keeps the parts `other` leaves out.
    package func laid(over base: SlotTable) -> SlotTable { base.overridden(by: self) }

    /// This table with `other`'s values over it (see `laid(over:)`).
    package func overridden(by other: SlotTable) -> SlotTable {
        var merged = self
        for (name, value) in other.values {
            if Slot.named(name)?.kind == .presence, value.expression == .none {
                for part in Slot.parts(of: name) { merged.values[part.name] = nil }
            }
            merged.values[name] = value
        }
        return merged
    }
}

/// Values that apply when a condition holds.
public struct Variant: Hashable, Sendable {
    /// When they apply.
    public var when: VariantCondition
    /// What they set.
    public var set: SlotTable
    /// Where the variant was written.
    public var line: Int?
    /// The variant's column in its line.
    public var column: Int?
}

/// The condition of a variant: each key it gives must match (a list matches any of its
/// values); the keys it leaves out match everything.
public struct VariantCondition: Hashable, Sendable {
    /// Styles, by the system's names.
    public var styles: Set<String>?
    /// Sizes, by the system's names.
    package var sizes: Set<String>?
    /// States, by the system's names.
    public var states: Set<String>?
    /// Appearances.
    var appearances: Set<Appearance>?
    /// Whether the button has an icon.
    public var icon: Bool?
    /// The spec's `width`: `fill`, `hug`, `points` or `unset`.
    public var width: Set<String>?
    /// The values each named mode axis must have (`when: {theme: [g90, g100]}`).
    public var modes: [String: Set<String>] = [:]

    /// The words `width` takes.
    static let widthWords = ["fill", "hug", "points", "unset"]

    /// A condition that always holds.
    package init(styles: Set<String>? = nil, sizes: Set<String>? = nil, states: Set<String>? = nil,
                appearances: Set<Appearance>? = nil, icon: Bool? = nil, width: Set<String>? = nil) {
        self.styles = styles; self.sizes = sizes; self.states = states; self.appearances = appearances
        self.icon = icon; self.width = width
    }

    /// Whether the condition holds for a button of this style, size, state and appearance.
    public func holds(style: String, size: String?, state: String, appearance: Appearance, icon hasIcon: Bool, width: String,
                      modes: [String: String] = [:]) -> Bool {
        for (axis, wanted) in self.modes where !wanted.contains(modes[axis] ?? "") { return false }
        if let styles, !styles.contains(style) { return false }
        if let sizes, !sizes.contains(size ?? "") { return false }
        if let states, !states.contains(state) { return false }
        if let appearances, !appearances.contains(appearance) { return false }
        if let icon, icon != hasIcon { return false }
        if let wanted = self.width, !wanted.contains(width) { return false }
        return true
    }
}

/// How a system's buttons group, as data (see `ButtonGroupRules`).
public struct GroupDefinition: Hashable, Sendable {
    /// The style of a group's main action.
    public var primary: String
    /// Styles of similar priority.
    package var similarPriorities: [String]
    /// The icon-only style.
    package var iconOnly: String
}

/// How a system's text follows the user's text size.
public enum LargeTextSetting: Hashable, Sendable {
    /// Title, subtitle, icon and spinner scale by the ratio of two tokens of a table:
    /// `<table>.<category>` over `<table>.large` (iOS's Body sizes in the built-in themes).
    case scaleByTable(String)
    /// Text keeps its size (what the tokens of a text-size mode give is still used).
    case none
}

/// A system's entries in the catalog: a grid of every style × size × state × appearance,
/// optionally again with an icon, and specs of its own.
public struct CatalogDefinition: Hashable, Sendable {
    /// The icon of the grid's second row of buttons, or nil for none.
    package var iconRow: String?
    /// Space around each grid button without shadows (buttons with shadows get the room their
    /// shadows need), or nil for none; per style in `styleMargins`.
    public var margin: Double?
    /// `margin` per style, where it differs.
    package var styleMargins: [String: Double?]
    /// Spec fields per style in the grid, laid over each of its buttons.
    package var styleFields: [String: ButtonSpec]
    /// Extra specs, after the grid (their `system` is this system).
    package var extras: [ButtonSpec]
    /// Whether the grid has every size (true) or only the default size.
    package var allSizes: Bool
    /// The canvas colour of every catalog button that gives none (a colour token of the
    /// system's tokens, or `#rrggbb`); nil for transparent.
    public var background: ColorValue?
    /// The canvas colour of dark buttons, where it is another token than `background`
    /// (`background: {light: …, dark: …}`); nil: `background` in both appearances. Sheets
    /// put dark buttons of the system on this page colour, or `background` in dark.
    var darkBackground: ColorValue? = nil
    /// The canvas colour of buttons in a mode, where it is another token than the appearance's
    /// (`background: {light: …, dark: …, g10: …, g90: …}`, keyed by a value of a mode axis).
    var modeBackgrounds: [String: ColorValue] = [:]
    /// The values of the system's mode axis of light and dark values that the grid draws
    /// (`modes: [light, dark-hc]`), in the axis's place of the appearance; nil: every value.
    package var modeValues: [String]? = nil
    /// The page colour for an appearance, or for the modes a button is drawn in when one of
    /// their values has its own (`modeBackgrounds`).
    public func background(for appearance: Appearance, modes: [String: String]? = nil) -> ColorValue? {
        if let modes, let own = ownBackground(modes: modes) { return own }
        return appearance == .dark ? (darkBackground ?? background) : background
    }

    /// The page colour of the first of `modes` (by axis name) that has one of its own.
    package func ownBackground(modes: [String: String]) -> ColorValue? {
        modes.sorted(by: { $0.key < $1.key }).lazy.compactMap({ self.modeBackgrounds[$0.value] }).first
    }
    /// Whether grid file names use ButtonRender's state names (`highlighted`) rather than the
    /// system's own (`pressed`).
    package var buttonRenderStateNames: Bool

    /// A grid with 8 points around each button, transparent, no extras.
    package static let standard = CatalogDefinition(iconRow: nil, margin: 8, styleMargins: [:], styleFields: [:], extras: [], allSizes: true,
                                                   background: nil, buttonRenderStateNames: false)
}
