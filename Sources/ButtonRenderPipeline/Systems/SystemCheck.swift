import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderTokens
import Foundation

/// What `render-cli system check` reports of a design system read from a file: for every
/// style × size × state × appearance, each slot's value and the tokens that gave it, then every
/// problem (a slot that resolves to nothing, a token that cannot be read), each at its line
/// and column, and warnings (a mode mapping that never selects a context).
public struct SystemCheckReport: Codable, Equatable, Sendable {
    /// The system's name.
    public var system: String
    /// Its display name.
    package var displayName: String
    /// The system file.
    public var file: String
    /// Its tokens (a file's name, or a built-in theme's).
    public var tokens: String
    /// Every button, in catalog order.
    public var buttons: [Button]
    /// Every problem, in the order found (each once).
    package var problems: [Problem]
    /// Warnings, each once.
    public var warnings: [String]

    /// A report.
    package init(system: String, displayName: String, file: String, tokens: String, buttons: [Button], problems: [Problem], warnings: [String]) {
        self.system = system; self.displayName = displayName; self.file = file; self.tokens = tokens
        self.buttons = buttons; self.problems = problems; self.warnings = warnings
    }

    /// One button of the system.
    public struct Button: Codable, Equatable, Sendable {
        /// The style by the system's name.
        public var style: String
        /// The size by the system's name; nil when the system has none.
        public var size: String?
        /// The state by the system's name.
        public var state: String
        /// ButtonRender's state it draws as.
        package var buttonRenderState: String
        /// The appearance (`light` or `dark`).
        public var appearance: String
        /// Each slot, in the order `Slot.all` lists them (defaults included).
        package var slots: [SlotEntry]
    }

    /// One slot's value for a button.
    public struct SlotEntry: Codable, Equatable, Sendable {
        /// The slot's name.
        package var slot: String
        /// The value as drawn: colours `#RRGGBBAA`, lengths in points, or the word.
        public var value: String
        /// The tokens read for it, each with the aliases it went through (empty for a value
        /// written out or a default).
        package var chain: [[String]]
        /// `file:line:column` of the value in the system file, or `default`.
        public var from: String
    }

    /// A located problem.
    public struct Problem: Codable, Equatable, Sendable {
        /// The file the problem is in.
        public var file: String
        /// Its line in the file, when known.
        public var line: Int?
        /// Its column in the line, when known.
        public var column: Int?
        /// What is wrong, with the button it was found for.
        public var message: String

        /// A problem at `file`:`line`:`column`.
        package init(file: String, line: Int?, column: Int?, message: String) {
            self.file = file; self.line = line; self.column = column; self.message = message
        }

        /// `file:line:column: message`.
        public var text: String {
            var place = file
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            return "\(place): \(message)"
        }
    }
}

/// Checks a design system read from a file, button by button (`SystemCheckReport`).
public enum SystemCheck {
    /// The report for `system`, which must have been read from a file (`DesignSystem(contentsOf:)`).
    public static func run(_ system: DesignSystem) -> SystemCheckReport {
        run(system, definition: system.definition)
    }

    /// The report for the system a resolved button was drawn with (`SystemFacts`), when it was
    /// read from a file; nil for a built-in system made in Swift.
    package static func run(for facts: SystemFacts) -> SystemCheckReport? {
        guard let definition = facts.definition,
              let system = try? DesignSystems.registered(facts.id), system.definition?.file == definition.file else { return nil }
        return run(system, definition: definition)
    }

    private static func run(_ system: DesignSystem, definition: SystemDefinition?) -> SystemCheckReport {
        guard let definition else {
            return SystemCheckReport(system: system.id.rawValue, displayName: system.displayName, file: "", tokens: system.traits.theme,
                                     buttons: [], problems: [SystemCheckReport.Problem(file: system.id.rawValue, line: nil, column: nil,
                                                                                      message: "is not read from a system file")], warnings: [])
        }
        let resolver = SlotResolver(definition)
        var report = SystemCheckReport(system: definition.name, displayName: definition.displayName, file: definition.file,
                                       tokens: tokensName(definition), buttons: [], problems: [], warnings: warnings(definition))
        // One problem per value and words, with the buttons it was found for.
        var order: [String] = []
        var found: [String: (problem: SystemCheckReport.Problem, buttons: [String])] = [:]
        func problem(_ error: Error) {
            switch error {
            case let list as SlotErrorList:
                for slot in list.errors { problem(slot) }
            case let slot as SlotError:
                let entry = SystemCheckReport.Problem(file: slot.file, line: slot.line, column: slot.column, message: "slot '\(slot.slot)': \(slot.problem)")
                if found[entry.text] == nil { order.append(entry.text); found[entry.text] = (entry, []) }
                found[entry.text]?.buttons.append(slot.button)
            case let field as FieldError:
                if let slot = field.problem.cause(as: SlotError.self) { return problem(slot) }
                add(.init(file: definition.file, line: nil, column: nil, message: field.message))
            default:
                add(.init(file: definition.file, line: nil, column: nil, message: "\(error)"))
            }
        }
        func add(_ entry: SystemCheckReport.Problem) {
            if found[entry.text] == nil { order.append(entry.text); found[entry.text] = (entry, []) }
        }
        // The weights the system's own font files hold, per family: a weight they lack is drawn
        // at the nearest they hold (as browsers match), which the report warns of.
        var fileWeights: [String: [ClosedRange<Double>]] = [:]
        for font in definition.fonts {
            for (family, ranges) in FontFileFamilies.weights(of: font.path) { fileWeights[family.lowercased(), default: []] += ranges }
        }
        // The families a button may be drawn in, as render's font registry holds them: the
        // built-in ones and the system's own files'. A family neither holds fails render (its
        // layout cannot find the font), so it fails here, at the fontFamily slot.
        let families = Set(FontRegistry.defaultFonts.map { $0.family.lowercased() } + fileWeights.keys
                           + definition.fonts.compactMap { $0.family?.lowercased() })
        func checkFamily(_ slots: EvaluatedSlots, table: SlotTable, button: String) {
            guard !families.contains(slots.fontFamily.lowercased()) else { return }
            let value = table["fontFamily"]
            let held = definition.fonts.isEmpty ? "it has no font files" : "its font files hold \(Set(fileWeights.keys).sorted().joined(separator: ", "))"
            var bundled: [String] = []
            for font in FontRegistry.defaultFonts where !bundled.contains(font.family) { bundled.append(font.family) }
            problem(SlotError(file: definition.file, line: value?.line, column: value?.column, slot: "fontFamily", button: button,
                              problem: .invalid("no font holds the family '\(slots.fontFamily)': add its font file to the system's fonts (\(held)) or name a family ButtonRender bundles (\(bundled.joined(separator: ", ")))")))
        }
        var weightWarnings: [String] = []
        func checkWeight(_ slots: EvaluatedSlots) {
            guard let ranges = fileWeights[slots.fontFamily.lowercased()],
                  !ranges.contains(where: { $0.contains(Double(slots.fontWeight)) }) else { return }
            let held = Set(ranges.map { $0.lowerBound == $0.upperBound ? formatNumber($0.lowerBound) : "\(formatNumber($0.lowerBound))...\(formatNumber($0.upperBound))" }).sorted()
            let warning = "\(definition.file): fontWeight \(slots.fontWeight) of \(slots.fontFamily): the system's font files hold \(held.joined(separator: ", ")); it is drawn at the nearest of those"
            if !weightWarnings.contains(warning) { weightWarnings.append(warning) }
        }
        let sizes: [String?] = definition.sizes.isEmpty ? [nil] : definition.sizes.map(\.name)
        let usesIcon = definition.variants.contains { $0.when.icon != nil }
        let widths = Set(definition.variants.compactMap(\.when.width).flatMap { $0 })
        let axes = definition.modes.axes
        for appearance in Appearance.allCases {
            let defaults = Self.defaults(of: definition, appearance)
            // Every other value of each axis in this appearance, the others at their defaults:
            // their variants and contexts are checked too (problems only; the report's buttons
            // are the defaults').
            for axis in axes {
                for value in axis.values where value != defaults[axis.name] && (axis.appearances[value] ?? appearance) == appearance {
                    var modes = defaults
                    modes[axis.name] = value
                    let theme: ThemeContext
                    do { theme = try ThemeContext(spec: ButtonSpec(system: system.id, appearance: appearance, modes: modes), system: system.traits) } catch {
                        problem(error)
                        continue
                    }
                    for style in definition.styles {
                        for size in sizes {
                            for state in definition.states {
                                let combination = SlotResolver.Combination(style: style.name, size: size, state: state.name, appearance: appearance,
                                                                           modes: modes)
                                do { _ = try resolver.slots(combination, theme: theme) } catch { problem(error) }
                            }
                        }
                    }
                }
            }
            let spec = ButtonSpec(system: system.id, appearance: appearance, modes: defaults.isEmpty ? nil : defaults)
            let theme: ThemeContext
            do { theme = try ThemeContext(spec: spec, system: system.traits) } catch {
                problem(error)
                continue
            }
            // The catalog draws every button on its background: a colour token the theme lacks
            // fails there, so it fails here.
            do { _ = try theme.color(definition.catalog.background(for: appearance), field: ["catalog", "background"], fallback: .white) } catch let error as FieldError {
                add(.init(file: definition.file, line: nil, column: nil, message: "catalog.background: \(error.message) (\(appearance.rawValue))"))
            } catch { problem(error) }
            for style in definition.styles {
                for size in sizes {
                    for state in definition.states {
                        let base = SlotResolver.Combination(style: style.name, size: size, state: state.name, appearance: appearance,
                                                            modes: defaults)
                        var chains: [String: [[String]]] = [:]
                        do {
                            let slots = try resolver.slots(base, theme: theme) { slot, chain in chains[slot, default: []].append(chain) }
                            checkWeight(slots)
                            let table = resolver.table(for: base)
                            checkFamily(slots, table: table, button: base.description)
                            report.buttons.append(.init(style: style.name, size: size, state: state.name, buttonRenderState: state.state.rawValue,
                                                        appearance: appearance.rawValue,
                                                        slots: entries(slots, table: table, chains: chains, file: definition.file)))
                        } catch { problem(error) }
                        // Variants that depend on the spec (an icon, a width) are checked too.
                        for icon in usesIcon ? [true] : [] {
                            var combination = base
                            combination.icon = icon
                            do { _ = try resolver.slots(combination, theme: theme) } catch { problem(error) }
                        }
                        for width in widths where width != "unset" {
                            var combination = base
                            combination.width = width
                            do { _ = try resolver.slots(combination, theme: theme) } catch { problem(error) }
                        }
                    }
                }
            }
        }
        // What the catalog draws must resolve as the catalog resolves it: the limits a spec's
        // own fields are held to apply to what the file and its tokens give.
        for spec in SystemFileCatalog.entries(definition, id: system.id, resolve: { try Resolver.resolve($0) }) {
            do { _ = try Resolver.resolve(spec) } catch let error as FieldError where error.problem.cause(as: SlotError.self) == nil {
                add(.init(file: definition.file, line: nil, column: nil, message: "\(error.message) (\(spec.name ?? "a catalog button"))"))
            } catch { problem(error) }
        }
        report.warnings += weightWarnings
        if let same = identicalAppearancesWarning(system) { report.warnings.append(same) }
        report.warnings += identicalModeWarnings(system)
        report.problems = order.compactMap { key in
            guard let (first, buttons) = found[key] else { return nil }
            var entry = first
            if buttons.count == 1 {
                entry.message += " (\(buttons[0]))"
            } else if buttons.count > 1 {
                entry.message += " (in \(buttons.count) buttons, the first \(buttons[0]))"
            }
            return entry
        }
        return report
    }

    /// The tokens' name for the report.
    static func tokensName(_ definition: SystemDefinition) -> String {
        switch definition.tokens {
        case .builtIn(let name): return name + ".resolver.json"
        case .file(let path): return path
        }
    }

    /// Warnings about the definition itself, which a run that reads the file prints too.
    package static func warnings(_ definition: SystemDefinition) -> [String] {
        var warnings: [String] = []
        let appearance = definition.modes.appearance
        if appearance.light == appearance.dark {
            var place = definition.file
            if let line = appearance.line { place += ":\(line)" }
            if let column = appearance.column { place += ":\(column)" }
            warnings.append("\(place): modes.appearance maps light and dark to the same context '\(appearance.light)' of '\(appearance.modifier)': dark buttons draw the light values")
        }
        if let textSize = definition.modes.textSize, textSize.contexts.isEmpty {
            var place = definition.file
            if let line = textSize.line { place += ":\(line)" }
            warnings.append("\(place): modes.textSize maps no text size to a context of '\(textSize.modifier)': it never selects one")
        }
        if definition.catalog.background == nil {
            // The audit's canvas for a system read from a file is its catalog's page colour
            // (`BackdropColor.canvas`); without one it assumes white.
            warnings.append("\(definition.file): catalog.background is not given: the audit measures contrast over white (black in dark) "
                            + "under any button whose spec gives no opaque background; give the page colour the system's buttons sit on")
        }
        return warnings
    }

    /// Each slot's value for the report, in `Slot.all`'s order.
    /// The slots of the button `spec` asks for, drawn with the system `facts` describe, with
    /// the token chain behind each value and the line of the file that gave it (named by the
    /// file's name alone, for pages that are published): the detail view of a gallery. Nil for
    /// a system not read from a file, or a spec it cannot draw.
    package static func slotEntries(for spec: ButtonSpec, facts: SystemFacts) -> [SystemCheckReport.SlotEntry]? {
        guard let definition = facts.definition,
              let explained = try? SlotResolver(definition).explain(spec, system: facts.traits) else { return nil }
        return entries(explained.slots, table: explained.table, chains: explained.chains, file: (definition.file as NSString).lastPathComponent)
    }

    static func entries(_ slots: EvaluatedSlots, table: SlotTable, chains: [String: [[String]]], file: String) -> [SystemCheckReport.SlotEntry] {
        slots.display().map { slot, text in
            let from = table[slot].map { value in
                var place = file
                if let line = value.line { place += ":\(line)" }
                if let column = value.column { place += ":\(column)" }
                return place
            } ?? "default"
            return SystemCheckReport.SlotEntry(slot: slot, value: text, chain: chains[slot] ?? [], from: from)
        }
    }
}
