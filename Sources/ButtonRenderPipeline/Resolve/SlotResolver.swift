import ButtonRenderModel
import ButtonRenderTokens
import Foundation
import ButtonRenderSupport

/// Resolves a spec of a design system defined by a file (`SystemDefinition`): the slot values
/// for its style, size, state and appearance (`slots`, then each variant whose condition
/// holds, in file order), read from the system's tokens (and the spec's theme over them),
/// become a `ResolvedButton`; then the spec's own fields are laid over it as for every system
/// (`applyOverrides`), and a state layer takes the label colour as finally drawn.
struct SlotResolver: Sendable {
    /// The system file, read.
    let definition: SystemDefinition
    /// ButtonRender's states the system draws, in its file's order.
    let states: [ButtonState]
    /// The absolute paths of the system's font files, drawn with its labels.
    let fontFiles: [String]
    /// `definition.slots` without the slots that belong to the focused state
    /// (`focusedStateSlots`): the base of every other state's table.
    let slotsOutsideFocus: SlotTable
    /// Slots read for each button of the system's own tokens (no spec theme), so a run reads
    /// each combination once, as a Swift resolver's token lookups did.
    private let memo = SlotMemo()

    /// A resolver for `definition`.
    init(_ definition: SystemDefinition) {
        self.definition = definition
        states = definition.states.map(\.state)
        fontFiles = definition.fonts.map(\.path)
        slotsOutsideFocus = SlotTable(values: definition.slots.values.filter { slot, _ in
            !Self.focusedStateSlots.contains(where: { slot == $0 || slot.hasPrefix($0 + ".") })
        })
    }

    /// One button of the system, as slots are read for it.
    struct Combination: Hashable, Sendable, CustomStringConvertible {
        /// The style, by the system's name.
        var style: String
        /// The size, by the system's name (nil when the system has no sizes).
        var size: String?
        /// The state, by the system's name.
        var state: String
        /// The appearance.
        var appearance: Appearance
        /// Whether the spec names an icon.
        var icon: Bool
        /// The spec's `width`: `fill`, `hug`, `points` or `unset`.
        var width: String
        /// The value of each of the system's mode axes (`modes: axes:`).
        var modes: [String: String]

        /// Creates a combination.
        init(style: String, size: String?, state: String, appearance: Appearance, icon: Bool = false, width: String = "unset",
             modes: [String: String] = [:]) {
            self.style = style; self.size = size; self.state = state; self.appearance = appearance; self.icon = icon; self.width = width
            self.modes = modes
        }

        var description: String {
            var parts = ["style \(style)"]
            if let size { parts.append("size \(size)") }
            parts += ["state \(state)", appearance.rawValue]
            if icon { parts.append("with an icon") }
            if width != "unset" { parts.append("width \(width)") }
            parts += modes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            return parts.joined(separator: ", ")
        }
    }

    /// The slot values for a combination: `slots` (without the focused state's own slots in other
    /// states), then every variant that holds, in order.
    func table(for combination: Combination) -> SlotTable {
        // A focus ring belongs to the focused state: given in `slots`, it is drawn there only;
        // a variant that sets one draws it in the states it names.
        let focused = definition.states.first(where: { $0.name == combination.state })?.state == .focused
        var table = focused ? definition.slots : slotsOutsideFocus
        for variant in definition.variants where variant.when.holds(
            style: combination.style, size: combination.size, state: combination.state, appearance: combination.appearance,
            icon: combination.icon, width: combination.width, modes: combination.modes) {
            table = table.overridden(by: variant.set)
        }
        return table
    }

    /// The slots that belong to the focused state: written in a system file's `slots`, they are
    /// drawn in the focused state only (a variant draws them elsewhere).
    static let focusedStateSlots: Set<String> = ["focusRing"]

    /// An evaluator of slot values for a combination over `theme`.
    func evaluator(_ combination: Combination, theme: ThemeContext) -> SlotEvaluator {
        let style = definition.styles.first { $0.name == combination.style }
        let size = definition.sizes.first { $0.name == combination.size }
        var placeholders: [TokenTemplate.Placeholder: String] = [
            .style: style?.tokenName ?? combination.style, .state: combination.state, .appearance: combination.appearance.rawValue,
        ]
        if let size { placeholders[.size] = size.tokenName }
        let tokensName: String
        switch definition.tokens {
        case .builtIn(let name): tokensName = name + ".resolver.json"
        case .file(let path): tokensName = (path as NSString).lastPathComponent
        }
        return SlotEvaluator(theme: theme, placeholders: placeholders, file: definition.file, button: combination.description, tokensName: tokensName)
    }

    /// Every slot read for a combination; `trace` hears each token read, by slot.
    func slots(_ combination: Combination, theme: ThemeContext, trace: ((String, [String]) -> Void)? = nil) throws -> EvaluatedSlots {
        var evaluator = evaluator(combination, theme: theme)
        evaluator.trace = trace
        let table = table(for: combination)
        return try EvaluatedSlots(table, evaluator) { slot in
            SlotError(file: definition.file, line: nil, column: nil, slot: slot, button: combination.description,
                      problem: .invalid("no value: give '\(slot)' in 'slots' (every button needs one)"))
        }
    }

    /// Resolves a spec: its style, size and state checked against the system's, its theme read
    /// over the system's tokens, the slots evaluated, then the spec's fields laid over them.
    func resolve(_ spec: ButtonSpec, system traits: SystemTraits) throws -> ResolvedButton {
        let (spec, style, state, theme, combination) = try prepared(spec, system: traits)
        let slots: EvaluatedSlots
        let memoKey = spec.theme == nil ? SlotMemo.Key(combination: combination, textSize: spec.contentSizeCategory) : nil
        do {
            if let memoKey, let known = memo[memoKey] {
                slots = known
            } else {
                slots = try self.slots(combination, theme: theme)
                if let memoKey { memo[memoKey] = slots }
            }
        } catch let list as SlotErrorList {
            // A value the spec's theme broke is the theme's; one the system's own tokens give, the system's.
            var plain = spec
            plain.theme = nil
            let themeIsAtFault = spec.theme != nil
                && (try? self.slots(combination, theme: ThemeContext(spec: plain, system: traits))) != nil
            throw FieldError([themeIsAtFault ? "theme" : "system"], .stage(list.errors[0]))
        }
        return try button(spec, slots: slots, style: style, state: state, theme: theme, system: traits)
    }

    /// What a spec asks of the system: the spec with the appearance its modes set, its style
    /// and state checked, its theme over the system's tokens, and its combination.
    private func prepared(_ spec: ButtonSpec, system traits: SystemTraits) throws
        -> (ButtonSpec, ButtonStyle, ButtonState, ThemeContext, Combination) {
        let (spec, modes) = try choosingModes(spec)
        let style = try traits.style(of: spec)
        let state = try ButtonState.validated(spec.state, allowed: states, system: traits.id)
        let size = try validatedSize(spec.size, system: traits.id)
        let theme: ThemeContext
        do { theme = try ThemeContext(spec: spec, system: traits) } catch let error as FieldError where spec.theme == nil {
            // The system's own tokens failed: say so at the spec's `system`.
            throw FieldError(["system"], error.problem)
        }
        let iconName = spec.icon.flatMap { $0.isEmpty ? nil : $0 }
        let width: String
        switch spec.width {
        case .fill?: width = "fill"
        case .hug?: width = "hug"
        case .points?: width = "points"
        case nil: width = "unset"
        }
        let combination = Combination(style: style.rawValue, size: size, state: definition.stateName(for: state) ?? state.rawValue,
                                      appearance: theme.appearance, icon: iconName != nil, width: width, modes: modes)
        return (spec, style, state, theme, combination)
    }

    /// Every slot of the button a spec asks for, with the table it was read from and the
    /// token chain behind each value (what `system check` prints for the button).
    func explain(_ spec: ButtonSpec, system traits: SystemTraits) throws -> (slots: EvaluatedSlots, table: SlotTable, chains: [String: [[String]]]) {
        let (_, _, _, theme, combination) = try prepared(spec, system: traits)
        var chains: [String: [[String]]] = [:]
        let slots = try self.slots(combination, theme: theme) { slot, chain in chains[slot, default: []].append(chain) }
        return (slots, table(for: combination), chains)
    }

    /// The spec's size checked against the system's sizes (the default size when it names none).
    func validatedSize(_ size: String?, system: ButtonSystem) throws -> String? {
        guard let size else { return definition.defaultSize }
        let names = definition.sizes.map(\.name)
        guard names.contains(size) else {
            if names.isEmpty {
                throw FieldError(["size"], .described("\(definition.displayName) has no sizes; leave 'size' out"))
            }
            throw FieldError(["size"], .unknownValue(size, suggestion: nearestName(to: size, in: names), allowed: names))
        }
        return size
    }

    /// The resolved button from the slots, with the spec's own fields laid over it.
    private func button(_ spec: ButtonSpec, slots: EvaluatedSlots, style: ButtonStyle, state: ButtonState, theme: ThemeContext,
                        system traits: SystemTraits) throws -> ResolvedButton {
        var title: String
        switch slots.title {
        case .some(.none): title = ""
        case .some(.some(let text)): title = spec.title ?? text
        case .none: title = spec.title ?? "Button"
        }
        switch slots.textCase {
        case "uppercase": title = title.uppercased()
        case "lowercase": title = title.lowercased()
        default: break
        }
        var font = ResolvedFont(family: slots.fontFamily, weight: slots.fontWeight, size: slots.fontSize, letterSpacing: slots.letterSpacing)
        font.fontFiles = fontFiles
        font.lineHeight = slots.lineHeight
        var icon: ResolvedIcon?
        if let name = spec.icon ?? slots.icon, !name.isEmpty {
            guard let size = slots.iconSize else { throw missing("iconSize", state: state, style: style) }
            guard let gap = slots.iconGap else { throw missing("iconGap", state: state, style: style) }
            icon = ResolvedIcon(source: try IconSources.resolve(name, field: ["icon"], iconFont: IconSources.iconFontFamily),
                                size: size, gap: gap, placement: spec.placement ?? slots.iconPlacement ?? .leading,
                                color: (spec.iconTint ?? true) ? (slots.iconColor ?? slots.labelColor) : nil)
        }
        let stroke = slots.border.map { ResolvedStroke(width: $0.width, color: $0.color ?? slots.labelColor, alignment: $0.alignment) }
        let width: ResolvedWidth
        var fullWidth: FullWidthDefault?
        switch slots.width {
        case .hug: width = .fitContent(maximum: nil)
        case .points(let points): width = .points(points)
        case .fill:
            width = .fitContent(maximum: nil)
            guard let parent = slots.parentWidth else { throw missing("parentWidth", state: state, style: style) }
            fullWidth = FullWidthDefault(parentWidth: parent, margin: slots.margin)
        }
        var button = ResolvedButton(
            name: spec.name ?? "button", system: traits.id, style: style, state: state, appearance: theme.appearance,
            title: title, font: font, labelColor: slots.labelColor, icon: icon, containerColor: slots.containerColor,
            stroke: stroke, cornerRadius: slots.cornerRadius, shadows: slots.shadows, stateLayer: .clear, ripple: nil,
            insets: slots.padding, iconSideInset: icon == nil ? nil : slots.iconSidePadding, width: width, height: slots.height,
            minimumSize: Size(width: slots.minWidth, height: slots.minHeight),
            touchTarget: slots.touchTarget ?? definition.touchTargetMinimum, canvasPadding: nil, background: .clear, scale: 1)
        button.leadingAlignWhenWrapped = slots.wrappedTitleAlignment == "leading"
        button.boxModel = definition.platform.boxModel
        if let spinner = slots.spinner {
            button.spinnerReplacingTitle = ResolvedIcon(source: spinner.picture.map { .file(path: $0) } ?? .spinner, size: spinner.size, gap: 0, placement: .leading,
                                                        color: spinner.color ?? slots.labelColor)
        }
        if let ring = slots.focusRing { button.focusRing = ResolvedFocusRing(width: ring.width, gap: ring.gap, color: ring.color) }
        let ink = (slots.ink.color ?? slots.labelColor).withAlphaMultiplied(by: slots.ink.opacity)
        if let ripple = slots.ripple {
            button.ripple = ResolvedRipple(x: nil, y: nil, radius: nil, progress: 1,
                                           color: (ripple.color ?? slots.labelColor).withAlphaMultiplied(by: ripple.opacity), bounded: true)
        }
        try button.applyOverrides(spec, states: states, theme: theme, ink: ink, outline: stroke?.color ?? slots.labelColor,
                                  fillMargin: slots.margin, fullWidth: fullWidth)
        if let layer = slots.stateLayer {
            button.stateLayer = (layer.color ?? button.labelColor).withAlphaMultiplied(by: layer.opacity)
        }
        return button
    }

    /// The error for a slot a drawn part needs but the file leaves out.
    private func missing(_ slot: String, state: ButtonState, style: ButtonStyle) -> FieldError {
        FieldError(["system"], .stage(SlotError(file: definition.file, line: nil, column: nil, slot: slot,
                                                  button: "style \(style.rawValue), state \(definition.stateName(for: state) ?? state.rawValue)",
                                                  problem: .invalid("no value, and this button needs one: give '\(slot)' in 'slots'"))))
    }
}

/// The slots a system file's resolver read for each button drawn with its own tokens: a
/// locked dictionary (buttons resolve on several threads), emptied when it grows past a bound.
final class SlotMemo: Sendable {
    struct Key: Hashable, Sendable {
        var combination: SlotResolver.Combination
        var textSize: ContentSizeCategory?
    }

    private let values = Locked<[Key: EvaluatedSlots]>([:])

    subscript(key: Key) -> EvaluatedSlots? {
        get { values.withLock { $0[key] } }
        set {
            values.withLock { values in
                if values.count >= 4096 { values.removeAll() }
                values[key] = newValue
            }
        }
    }
}
