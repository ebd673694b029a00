import ButtonRenderModel
import ButtonRenderTokens

extension SystemCheck {
    /// The warnings about `system` a run that reads its file prints (`warnings(_:)`, about the
    /// definition itself), and one when its dark context draws every button exactly as its
    /// light one does (`identicalAppearancesWarning`).
    package static func warnings(for system: DesignSystem) -> [String] {
        guard let definition = system.definition else { return [] }
        return warnings(definition) + [identicalAppearancesWarning(system)].compactMap { $0 } + identicalModeWarnings(system)
            + unappliedExtensionWarnings(system)
    }

    /// One warning per vendor extension the system's tokens carry that its file does not ask
    /// for (`extensions:`), naming it and the tokens it touches: their values are read as the
    /// format writes them (an `alpha` not drawn, a context's override not applied).
    package static func unappliedExtensionWarnings(_ system: DesignSystem) -> [String] {
        guard let definition = system.definition,
              let theme = try? ThemeContext(spec: ButtonSpec(system: system.id), system: system.traits) else { return [] }
        let found = theme.tokens.unappliedVendorExtensions(definition.modes.extensions)
        return VendorExtensions.names.compactMap { name in
            guard let tokens = found[name], !tokens.isEmpty else { return nil }
            let shown = tokens.prefix(4).joined(separator: ", ") + (tokens.count > 4 ? ", and \(tokens.count - 4) more" : "")
            let what: String
            switch name {
            case "alpha": what = "a sibling \"alpha\" (an opacity), not drawn"
            case VendorExtensions.tokensStudioKey: what = "$extensions.\"\(name)\".modify (a colour modifier), not applied"
            default: what = "$extensions.\"\(name)\" (values per context), not applied"
            }
            return "\(definition.file): \(tokens.count) token\(tokens.count == 1 ? "" : "s") carry \(what): \(shown); "
                + "add 'extensions: [\(name)]' to the system file to apply it"
        }
    }

    /// A warning when the two contexts `modes.appearance` maps light and dark to give every slot
    /// of every style, size and state the same value, so that the dark buttons are the light
    /// ones (a token export whose dark values live in a vendor extension the reader does not
    /// apply, as Fluent's `inverted` context and Primer's `org.primer.overrides` do); nil when
    /// they differ anywhere, when one of them does not resolve (its errors say more), or when
    /// light and dark are one context (`warnings(_:)` names that).
    package static func identicalAppearancesWarning(_ system: DesignSystem) -> String? {
        guard let definition = system.definition else { return nil }
        let mapping = definition.modes.appearance
        guard mapping.light != mapping.dark, !definition.styles.isEmpty, !definition.states.isEmpty else { return nil }
        let resolver = SlotResolver(definition)
        guard let light = drawnSlots(system, definition, resolver, appearance: .light),
              let dark = drawnSlots(system, definition, resolver, appearance: .dark), light == dark else { return nil }
        var place = definition.file
        if let line = mapping.line { place += ":\(line)" }
        if let column = mapping.column { place += ":\(column)" }
        return "\(place): the contexts '\(mapping.light)' and '\(mapping.dark)' of '\(mapping.modifier)' give every slot of every button the same value, "
            + "so the dark buttons are the light ones: the export's dark values may live where the reader does not look (a vendor extension); "
            + "set them in variants (when: {appearance: dark})"
    }

    /// A warning for each two values of one mode axis (`modes: axes:`) of the same appearance
    /// that give every slot of every button the same value: a context that draws nothing of
    /// its own (a resolver context the export left empty, or a declared mode no variant sets).
    package static func identicalModeWarnings(_ system: DesignSystem) -> [String] {
        guard let definition = system.definition, !definition.styles.isEmpty, !definition.states.isEmpty else { return [] }
        let resolver = SlotResolver(definition)
        var warnings: [String] = []
        for axis in definition.modes.axes {
            /// Every slot value of every button with the axis at `value` (the others at their
            /// defaults), and the page they are drawn on: White and Gray 10 differ there only.
            func drawn(_ value: String) -> [[String]]? {
                let appearance = axis.appearances[value] ?? .light
                var modes = defaults(of: definition, appearance)
                modes[axis.name] = value
                guard let slots = drawnSlots(system, definition, resolver, appearance: appearance, modes: modes) else { return nil }
                return [[definition.catalog.background(for: appearance, modes: modes).map { String(describing: $0) } ?? "none"]] + slots
            }
            let tables = axis.values.map(drawn)
            for i in axis.values.indices {
                for j in axis.values.indices where j > i && axis.appearances[axis.values[i]] == axis.appearances[axis.values[j]] {
                    guard let a = tables[i], let b = tables[j], a == b else { continue }
                    var place = definition.file
                    if let line = axis.line { place += ":\(line)" }
                    if let column = axis.column { place += ":\(column)" }
                    warnings.append("\(place): the modes '\(axis.values[i])' and '\(axis.values[j])' of the axis '\(axis.name)' give every slot of every button "
                                    + "the same value, so they draw the same buttons: "
                                    + (axis.modifier == nil ? "set the differences in variants (when: {\(axis.name): \(axis.values[j])})"
                                       : "the export's values for one of them may live where the reader does not look (a vendor extension), or set them in variants"))
                }
            }
        }
        return warnings
    }

    /// The value of each of `definition`'s mode axes a button in `appearance` has by default.
    static func defaults(of definition: SystemDefinition, _ appearance: Appearance) -> [String: String] {
        Dictionary(uniqueKeysWithValues: definition.modes.axes.map { ($0.name, $0.defaultValue(for: appearance)) })
    }

    /// Every slot's value of every style, size and state of `system` in `appearance` and
    /// `modes` (the axes' defaults when nil), as `system check` prints them; nil when any does
    /// not resolve (its errors say more).
    private static func drawnSlots(_ system: DesignSystem, _ definition: SystemDefinition, _ resolver: SlotResolver,
                                   appearance: Appearance, modes: [String: String]? = nil) -> [[String]]? {
        let modes = modes ?? defaults(of: definition, appearance)
        let spec = ButtonSpec(system: system.id, appearance: appearance, modes: modes.isEmpty ? nil : modes)
        guard let theme = try? ThemeContext(spec: spec, system: system.traits) else { return nil }
        let sizes: [String?] = definition.sizes.isEmpty ? [nil] : definition.sizes.map(\.name)
        var values: [[String]] = []
        for style in definition.styles {
            for size in sizes {
                for state in definition.states {
                    let combination = SlotResolver.Combination(style: style.name, size: size, state: state.name, appearance: appearance, modes: modes)
                    guard let slots = try? resolver.slots(combination, theme: theme) else { return nil }
                    values.append(slots.display().map(\.1))
                }
            }
        }
        return values
    }
}
