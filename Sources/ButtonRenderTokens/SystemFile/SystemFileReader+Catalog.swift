import ButtonRenderModel
import ButtonRenderSpecFiles
import Foundation
import Yams

/// A system file's `catalog`: the grid's icon row, margins and per-style spec fields, and
/// extra specs, each decoded by the spec reader (so a bad field is located as in a spec file).
extension SystemFileParse {
    /// The most extra catalog specs a system file may hold.
    static let maximumExtras = 1_000

    mutating func catalogDefinition(_ node: Node, systemName: String) -> CatalogDefinition {
        var catalog = CatalogDefinition.standard
        var fieldNodes: [String: Node] = [:]
        guard let entries = reader.mapping(node, at: ["catalog"], known: ["iconRow", "margin", "sizes", "styles", "extras", "background", "stateNames", "modes"]) else { return catalog }
        for entry in entries {
            let path = ["catalog", entry.key]
            switch entry.key {
            case "iconRow":
                catalog.iconRow = entry.value.scalar?.string == "none" ? nil : reader.string(entry.value, at: path)
            case "margin":
                catalog.margin = optionalMargin(entry.value, at: path) ?? catalog.margin
            case "background":
                if case .mapping = entry.value {
                    // A page colour per appearance, {light: …, dark: …}, and per value of a mode
                    // axis whose page differs ({g10: …, g90: …}).
                    let modeValues = axes.filter { !$0.appearances.isEmpty }.flatMap(\.values).filter { $0 != "light" && $0 != "dark" }
                    guard let pair = reader.mapping(entry.value, at: path, known: ["light", "dark"] + modeValues) else { continue }
                    for item in pair {
                        let color = backgroundColor(item.value, at: path + [item.key])
                        switch item.key {
                        case "dark": catalog.darkBackground = color ?? .literal(.clear)
                        case "light": catalog.background = color
                        default: catalog.modeBackgrounds[item.key] = color ?? .literal(.clear)
                        }
                    }
                    continue
                }
                catalog.background = backgroundColor(entry.value, at: path)
            case "modes":
                // The values of the mode axis the grid draws, where not every one.
                guard let axis = axes.first(where: { !$0.appearances.isEmpty }) else {
                    reader.report(.described("the system has no mode axis of light and dark values (modes: axes:) for the catalog to choose from"),
                                  at: entry.value, path: path)
                    continue
                }
                guard let given = reader.strings(entry.value, at: path) else { continue }
                var kept: [String] = []
                for (i, value) in given.enumerated() {
                    if axis.values.contains(value) { kept.append(value) } else {
                        reader.report(.unknownValue(value, suggestion: nearestName(to: value, in: axis.values), allowed: axis.values),
                                      at: entry.value, path: given.count > 1 ? path + [String(i)] : path)
                    }
                }
                catalog.modeValues = kept
            case "stateNames":
                catalog.buttonRenderStateNames = reader.word(entry.value, at: path, allowed: ["system", "buttonrender"]) == "buttonrender"
            case "sizes":
                catalog.allSizes = reader.word(entry.value, at: path, allowed: ["all", "default"]).map { $0 == "all" } ?? true
            case "styles":
                guard let styles = reader.mapping(entry.value, at: path, known: styleNames) else { continue }
                for style in styles {
                    guard let fields = reader.mapping(style.value, at: path + [style.key], known: ["margin", "fields"]) else { continue }
                    for field in fields {
                        if field.key == "margin" {
                            if let margin = optionalMargin(field.value, at: path + [style.key, "margin"]) { catalog.styleMargins[style.key] = margin }
                        } else if let spec = spec(field.value, at: path + [style.key, "fields"]) {
                            catalog.styleFields[style.key] = spec
                            fieldNodes[style.key] = field.value
                        }
                    }
                }
            default:
                guard case .sequence(let items) = entry.value else {
                    reader.report(.typeMismatch(expected: "a list of specs", found: SpecLoader.describe(entry.value)), at: entry.value, path: path)
                    continue
                }
                guard items.count <= Self.maximumExtras else {
                    reader.report(.tooManyButtons(count: items.count, limit: Self.maximumExtras), at: entry.value, path: path)
                    continue
                }
                for (i, item) in items.enumerated() {
                    guard var extra = spec(item, at: path + [String(i)]) else { continue }
                    if extra.name == nil { reader.report(.missingField("name"), at: item, path: path + [String(i)]); continue }
                    if extra.system != nil {
                        reader.report(.described("a catalog spec is of this system; leave 'system' out"), at: item, path: path + [String(i), "system"])
                        continue
                    }
                    extra.system = nil
                    catalog.extras.append(extra)
                }
            }
        }
        checkStyleFields(catalog, nodes: fieldNodes, systemName: systemName)
        return catalog
    }

    /// Lays each style's fields over a grid button of the system, with and without the icon row's
    /// icon, as the catalog does (`ButtonSpec.overlaid(with:)`): fields that contradict a grid
    /// button (a `menu`, which only UIKit's buttons have; a glyph `buttonType` under the icon
    /// row's icon) are an error at the fields, not fields the catalog could not apply.
    mutating func checkStyleFields(_ catalog: CatalogDefinition, nodes: [String: Node], systemName: String) {
        for (style, fields) in catalog.styleFields.sorted(by: { $0.key < $1.key }) {
            for icon in [nil] + (catalog.iconRow.map { [$0] } ?? []) {
                var grid = ButtonSpec(system: ButtonSystem(registering: systemName), title: "Button")
                grid.icon = icon
                do { _ = try grid.overlaid(with: fields) } catch {
                    var reason = "\(error)"
                    if case DecodingError.dataCorrupted(let context) = error { reason = context.debugDescription }
                    reader.report(.described("these fields contradict the style's grid buttons" + (icon == nil ? "" : " in the icon row") + ": \(reason)"),
                                  at: nodes[style], path: ["catalog", "styles", style, "fields"])
                    break
                }
            }
        }
    }

    /// `none` (no margin) or a number of points, as a double optional: nil when unreadable.
    mutating func optionalMargin(_ node: Node, at path: [String]) -> Double?? {
        if node.scalar?.string == "none" { return .some(nil) }
        return reader.number(node, at: path, in: 0...512).map { .some($0) }
    }

    /// A mapping of spec fields, decoded as a spec; relative icon paths are made absolute
    /// against the system file's folder and checked against the path rules.
    mutating func spec(_ node: Node, at path: [String]) -> ButtonSpec? {
        guard case .mapping = node else {
            reader.report(.typeMismatch(expected: "a mapping of spec fields", found: SpecLoader.describe(node)), at: node, path: path)
            return nil
        }
        do {
            var spec = try SpecLoader.decode(node, file: reader.file, index: nil)
            spec.resolveRelativePaths(against: folder)
            do { try paths.check(PathPolicy.references(in: spec), specFolder: folder) } catch {
                reader.report(error.problem, at: node, path: path + error.path)
                return nil
            }
            return spec
        } catch let error as SpecError {
            var located = error
            located.field = NodeReader.dotted(path) + (error.field.map { "." + $0 } ?? "")
            reader.append(located)
            return nil
        } catch {
            reader.report(.described("\(error)"), at: node, path: path)
            return nil
        }
    }


    /// A page colour: a colour token's name, `#rrggbb` or `none` (nil).
    mutating func backgroundColor(_ node: Node, at path: [String]) -> ColorValue? {
        if node.scalar?.string == "none" { return nil }
        guard let text = reader.string(node, at: path) else { return nil }
        guard let color = ColorValue(parsing: text) else {
            reader.report(.invalidValue("'\(text)' is not a colour: a colour token's name, #rrggbb or none"), at: node, path: path)
            return nil
        }
        return color
    }
}
