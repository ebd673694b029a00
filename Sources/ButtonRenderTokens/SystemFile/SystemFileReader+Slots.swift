import ButtonRenderModel
import ButtonRenderSpecFiles
import Yams

/// Slot tables and variants: each value is checked against what its slot takes (a colour, a
/// length, a keyword…), references and `calc(...)` are parsed, and placeholders are checked
/// against what the system has (`{size}` needs sizes).
extension SystemFileParse {
    /// The slots a table names at its top level: plain slots and compounds, not parts.
    static let topLevelSlots: [String] = Slot.all.filter { $0.compound == nil }.map(\.name)

    /// Slots that may be `none` besides compounds.
    static let noneAllowed: Set<String> = ["icon", "title", "shadows", "iconSidePadding", "lineHeight"]

    /// The most characters of a value a message quotes.
    static let quotedValueLength = 60

    /// `text` as a message quotes it: whole when short, else `quotedValueLength` characters
    /// around `offset` with `…` where it was cut (a 40 KB `calc()` is not printed whole).
    static func excerpt(_ text: String, around offset: Int) -> String {
        guard text.count > quotedValueLength else { return text }
        let start = max(0, min(offset - quotedValueLength / 2, text.count - quotedValueLength))
        let piece = text.dropFirst(start).prefix(quotedValueLength)
        return (start > 0 ? "…" : "") + piece + (start + quotedValueLength < text.count ? "…" : "")
    }

    mutating func slotTable(_ node: Node, at path: [String]) -> SlotTable {
        var table = SlotTable()
        guard let entries = reader.mapping(node, at: path, known: Self.topLevelSlots) else { return table }
        for entry in entries {
            guard let slot = Slot.named(entry.key) else { continue }
            let slotPath = path + [entry.key]
            if slot.kind == .presence {
                compound(slot, entry.value, at: slotPath, into: &table)
            } else if let value = slotValue(entry.value, slot: slot, at: slotPath) {
                table.values[slot.name] = value
            }
        }
        return table
    }

    /// A compound: `none`, an object of its parts, or (for `padding`) one length for all sides.
    mutating func compound(_ slot: Slot, _ node: Node, at path: [String], into table: inout SlotTable) {
        let marker = { (expression: SlotValue.Expression) in SlotValue(expression, line: node.mark?.line, column: node.mark?.column) }
        if case .scalar(let scalar) = node, scalar.string == "none" {
            table.values[slot.name] = marker(.none)
            return
        }
        let parts = Slot.parts(of: slot.name)
        if case .mapping = node {
            let shorthands = Slot.shorthands.keys.filter { $0.hasPrefix(slot.name + ".") }
            let known = (parts.map(\.name) + shorthands).map { String($0.dropFirst(slot.name.count + 1)) }
            guard let entries = reader.mapping(node, at: path, known: known) else { return }
            table.values[slot.name] = marker(.flag(true))
            for entry in entries {
                let full = slot.name + "." + entry.key
                let targets = Slot.shorthands[full] ?? [full]
                if full == "spinner.icon" {
                    // A picture file, found and checked where it is written.
                    if let file = file(entry.value, at: path + [entry.key], kind: "spinner picture") {
                        table.values[full] = SlotValue(.text(file), line: entry.value.mark?.line, column: entry.value.mark?.column)
                    }
                    continue
                }
                guard let part = Slot.named(targets[0]), let value = slotValue(entry.value, slot: part, at: path + [entry.key]) else { continue }
                for target in targets { table.values[target] = value }
            }
            return
        }
        if slot.name == "padding", let value = slotValue(node, slot: Slot.named("padding.top")!, at: path) {
            table.values[slot.name] = marker(.flag(true))
            for part in parts { table.values[part.name] = value }
            return
        }
        reader.report(.typeMismatch(expected: "none or a mapping of \(parts.map { String($0.name.dropFirst(slot.name.count + 1)) }.joined(separator: ", "))",
                                    found: SpecLoader.describe(node)), at: node, path: path)
    }

    /// One slot's value, checked against what the slot takes.
    mutating func slotValue(_ node: Node, slot: Slot, at path: [String]) -> SlotValue? {
        let line = node.mark?.line, column = node.mark?.column
        switch node {
        case .sequence(let items) where slot.kind == .shadows && items.contains(where: { if case .mapping = $0 { return true } else { return false } }):
            return shadowList(Array(items), node: node, at: path, listed: true)
        case .sequence(let items):
            guard !items.isEmpty else {
                reader.report(.valueMissing(expected: "at least one value to try"), at: node, path: path)
                return nil
            }
            guard items.count <= 16 else {
                reader.report(.described("a list of values to try holds \(items.count); at most 16"), at: node, path: path)
                return nil
            }
            var values: [SlotValue] = []
            for (i, item) in items.enumerated() {
                if case .sequence = item {
                    reader.report(.typeMismatch(expected: "a value", found: "a list"), at: item, path: path + [String(i)])
                    continue
                }
                if let value = slotValue(item, slot: slot, at: path + [String(i)]) { values.append(value) }
            }
            return values.count == items.count ? SlotValue(.firstOf(values), line: line, column: column) : nil
        case .mapping where slot.kind == .shadows:
            return shadowList([node], node: node, at: path, listed: false)
        case .mapping:
            guard slot.kind == .color else {
                reader.report(.typeMismatch(expected: expectation(slot), found: "a mapping"), at: node, path: path)
                return nil
            }
            guard let entries = reader.mapping(node, at: path, known: ["color", "opacity"]) else { return nil }
            var color: SlotValue?, opacity: SlotValue?
            for entry in entries {
                if entry.key == "color" {
                    color = slotValue(entry.value, slot: slot, at: path + ["color"])
                } else {
                    opacity = slotValue(entry.value, slot: Slot(name: "opacity", kind: .number, summary: ""), at: path + ["opacity"])
                }
            }
            guard entries.contains(where: { $0.key == "opacity" }) else {
                reader.report(.missingField("opacity"), at: node, path: path)
                return nil
            }
            guard let opacity else { return nil }
            return SlotValue(.colorWithOpacity(color: color, opacity: opacity), line: line, column: column)
        case .scalar(let scalar):
            if let number = NodeReader.number(scalar) {
                return literalNumber(number, slot: slot, node: node, at: path)
            }
            if scalar.style == .plain, ["true", "false"].contains(scalar.string) {
                reader.report(.typeMismatch(expected: expectation(slot), found: scalar.string), at: node, path: path)
                return nil
            }
            if scalar.string.isEmpty, scalar.style == .plain {
                let hint = slot.kind == .color ? " (in YAML, quote colours: \"#0b5fd6\", since # starts a comment)" : ""
                reader.report(.valueMissing(expected: expectation(slot) + hint), at: node, path: path)
                return nil
            }
            switch SlotValue.parse(text: scalar.string) {
            case .failure(let problem):
                reader.report(.invalidValue("\(problem.message) (at character \(problem.offset + 1) of '\(Self.excerpt(scalar.string, around: problem.offset))')"), at: node, path: path)
                return nil
            case .success(let expression):
                guard check(expression, slot: slot, node: node, at: path) else { return nil }
                return SlotValue(expression, line: line, column: column)
            }
        case .alias:
            reader.report(.typeMismatch(expected: expectation(slot), found: "an alias"), at: node, path: path)
            return nil
        }
    }

    /// Shadows written out: each item a mapping of `ShadowLiteral.fields` (a list of them is
    /// a CSS box-shadow list, drawn in order; a list of `{token}`s is still the first that
    /// resolves, and the two cannot be mixed).
    mutating func shadowList(_ items: [Node], node: Node, at path: [String], listed: Bool) -> SlotValue? {
        guard items.count <= Self.maximumShadowLayers else {
            reader.report(.described("a list of shadows holds \(items.count); at most \(Self.maximumShadowLayers)"), at: node, path: path)
            return nil
        }
        var layers: [ShadowLiteral] = []
        for (i, item) in items.enumerated() {
            let itemPath = listed ? path + [String(i)] : path
            guard case .mapping = item else {
                reader.report(.typeMismatch(expected: "a shadow {offsetX, offsetY, blur, spread, color, inset} (a list of shadows holds only shadows)",
                                            found: SpecLoader.describe(item)), at: item, path: itemPath)
                continue
            }
            if let layer = shadowLiteral(item, at: itemPath) { layers.append(layer) }
        }
        guard layers.count == items.count else { return nil }
        return SlotValue(.shadows(layers), line: node.mark?.line, column: node.mark?.column)
    }

    /// The most shadows one `shadows` value writes out.
    static let maximumShadowLayers = 16

    /// One shadow written out: `offsetX`, `offsetY` and `color` required, `blur` and `spread`
    /// 0 when not written (as in CSS), `inset` false.
    mutating func shadowLiteral(_ node: Node, at path: [String]) -> ShadowLiteral? {
        guard let entries = reader.mapping(node, at: path, known: ShadowLiteral.fields) else { return nil }
        let length = Slot(name: "shadows", kind: .dimension, summary: "")
        let colour = Slot(name: "shadows", kind: .color, summary: "")
        var parts: [String: SlotValue] = [:], inset = false, failed = false
        for entry in entries {
            if entry.key == "inset" {
                if let flag = reader.flag(entry.value, at: path + ["inset"]) { inset = flag } else { failed = true }
                continue
            }
            let value = slotValue(entry.value, slot: entry.key == "color" ? colour : length, at: path + [entry.key])
            if let value { parts[entry.key] = value } else { failed = true }
            if entry.key == "blur", case .number(let blur)? = value?.expression, blur < 0 {
                reader.report(.outOfRange(blur, allowed: 0...8192), at: entry.value, path: path + ["blur"])
                failed = true
            }
        }
        for required in ["offsetX", "offsetY", "color"] where !entries.contains(where: { $0.key == required }) {
            reader.report(.missingField(required), at: node, path: path)
            failed = true
        }
        guard !failed, let x = parts["offsetX"], let y = parts["offsetY"], let color = parts["color"] else { return nil }
        let zero = SlotValue(.number(0), line: node.mark?.line, column: node.mark?.column)
        return ShadowLiteral(offsetX: x, offsetY: y, blur: parts["blur"] ?? zero, spread: parts["spread"] ?? zero, color: color, inset: inset)
    }

    /// A number written out, for a slot that takes one.
    mutating func literalNumber(_ value: Double, slot: Slot, node: Node, at path: [String]) -> SlotValue? {
        let range: ClosedRange<Double>
        switch slot.kind {
        case .dimension: range = -8192...8192
        case .number: range = 0...1_000
        case .fontWeight: range = 1...1000
        case .text: return SlotValue(.text(formatNumber(value)), line: node.mark?.line, column: node.mark?.column)
        default:
            reader.report(.typeMismatch(expected: expectation(slot), found: formatNumber(value)), at: node, path: path)
            return nil
        }
        guard range.contains(value) else {
            reader.report(.outOfRange(value, allowed: range), at: node, path: path)
            return nil
        }
        return SlotValue(.number(value), line: node.mark?.line, column: node.mark?.column)
    }

    /// Whether a parsed value suits the slot; reports why not.
    mutating func check(_ expression: SlotValue.Expression, slot: Slot, node: Node, at path: [String]) -> Bool {
        switch expression {
        case .none:
            guard Self.noneAllowed.contains(slot.name) || slot.kind == .presence else {
                reader.report(.typeMismatch(expected: expectation(slot), found: "none"), at: node, path: path)
                return false
            }
            return true
        case .reference(let template):
            return checkPlaceholders(template.placeholders, node: node, at: path)
        case .calc(let calc):
            guard slot.kind == .dimension || slot.kind == .number else {
                reader.report(.typeMismatch(expected: expectation(slot), found: "calc(...)"), at: node, path: path)
                return false
            }
            return checkPlaceholders(Set(calc.references.flatMap(\.placeholders)), node: node, at: path)
        case .text(let text):
            switch slot.kind {
            case .color:
                guard text == "transparent" || RGBAColor(hex: text) != nil else {
                    reader.report(.invalidValue("'\(text)' is not a colour: write #rrggbb, #rrggbbaa, transparent or a {token}"), at: node, path: path)
                    return false
                }
            case .dimension:
                let keywords = Slot.dimensionKeywords[slot.name] ?? []
                guard keywords.contains(text) else {
                    let also = keywords.isEmpty ? "" : ", " + keywords.joined(separator: ", ")
                    reader.report(.invalidValue("'\(text)' is not a length: write a number of points, a {token} or calc(...)\(also)"), at: node, path: path)
                    return false
                }
            case .keyword(let words):
                guard words.contains(text) else {
                    reader.report(.unknownValue(text, suggestion: nearestName(to: text, in: words), allowed: words), at: node, path: path)
                    return false
                }
            case .fontWeight:
                let key = text.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
                guard FontWeightNames.numeric[key] != nil else {
                    reader.report(.unknownValue(text, suggestion: nearestName(to: text, in: FontWeightNames.all), allowed: FontWeightNames.all), at: node, path: path)
                    return false
                }
            case .number, .shadows, .presence:
                reader.report(.typeMismatch(expected: expectation(slot), found: "'\(text)'"), at: node, path: path)
                return false
            case .fontFamily, .text:
                return true
            }
            return true
        default:
            return true
        }
    }

    /// Placeholders must name what the system has.
    mutating func checkPlaceholders(_ placeholders: Set<TokenTemplate.Placeholder>, node: Node, at path: [String]) -> Bool {
        if placeholders.contains(.size), sizeNames.isEmpty {
            reader.report(.described("{size} is used, but the system has no sizes (add a 'sizes' field)"), at: node, path: path)
            return false
        }
        return true
    }

    /// What a slot takes, in words.
    func expectation(_ slot: Slot) -> String {
        switch slot.kind {
        case .color: return "a colour (#rrggbb, #rrggbbaa, transparent, a {token} or {color, opacity})"
        case .dimension:
            let keywords = Slot.dimensionKeywords[slot.name].map { ", " + $0.joined(separator: ", ") } ?? ""
            return "a length (a number of points, a {token} or calc(...)\(keywords))"
        case .number: return "a number or a {token}"
        case .fontFamily: return "a font family or a {token}"
        case .fontWeight: return "a font weight (1-1000, a name such as bold, or a {token})"
        case .shadows: return "a shadow {token}, a shadow {offsetX, offsetY, blur, spread, color, inset} or a list of them, or none"
        case .keyword(let words): return "one of " + words.joined(separator: ", ")
        case .text: return "text"
        case .presence: return "none or a mapping"
        }
    }

    // MARK: Variants

    mutating func variantList(_ node: Node) -> [Variant] {
        guard case .sequence(let items) = node else {
            reader.report(.typeMismatch(expected: "a list of {when, set}", found: SpecLoader.describe(node)), at: node, path: ["variants"])
            return []
        }
        if items.count > SystemFileReader.maximumVariants {
            reader.report(.described("holds \(items.count) variants; at most \(SystemFileReader.maximumVariants)"), at: node, path: ["variants"])
            return []
        }
        var variants: [Variant] = []
        for (i, item) in items.enumerated() {
            let path = ["variants", String(i)]
            guard let entries = reader.mapping(item, at: path, known: ["when", "set"]) else { continue }
            var condition = VariantCondition(), set: SlotTable?
            for entry in entries {
                if entry.key == "when" { condition = variantCondition(entry.value, at: path + ["when"]) } else { set = slotTable(entry.value, at: path + ["set"]) }
            }
            guard let set else { reader.report(.missingField("set"), at: item, path: path); continue }
            variants.append(Variant(when: condition, set: set, line: item.mark?.line, column: item.mark?.column))
        }
        return variants
    }

    mutating func variantCondition(_ node: Node, at path: [String]) -> VariantCondition {
        var condition = VariantCondition()
        guard let entries = reader.mapping(node, at: path, known: SystemFileParse.conditionWords + axes.map(\.name)) else { return condition }
        for entry in entries {
            let here = path + [entry.key]
            func names(_ allowed: [String]) -> Set<String>? {
                guard let given = reader.strings(entry.value, at: here) else { return nil }
                var kept: Set<String> = []
                for (i, name) in given.enumerated() {
                    if allowed.contains(name) { kept.insert(name) } else {
                        reader.report(.unknownValue(name, suggestion: nearestName(to: name, in: allowed), allowed: allowed), at: entry.value,
                                      path: given.count > 1 ? here + [String(i)] : here)
                    }
                }
                return kept
            }
            switch entry.key {
            case "style": condition.styles = names(styleNames)
            case "size": condition.sizes = names(sizeNames)
            case "state": condition.states = names(stateNames)
            case "appearance": condition.appearances = names(Appearance.allCases.map(\.rawValue)).map { Set($0.compactMap(Appearance.init(rawValue:))) }
            case "icon": condition.icon = reader.flag(entry.value, at: here)
            case "width": condition.width = names(VariantCondition.widthWords)
            default:
                if let axis = axes.first(where: { $0.name == entry.key }) { condition.modes[axis.name] = names(axis.values) }
            }
        }
        return condition
    }
}
