import ButtonRenderModel
import ButtonRenderTokens
import ButtonRenderSpecFiles

/// The catalog of a design system defined by a file: every style × size × state ×
/// appearance as a grid (`system-style[-size]-state-appearance[-icon]`; with a mode axis of
/// light and dark values, each of its values in place of the appearance, named by it:
/// `…-rest-dark-hc`), then the file's own extra specs, as its `catalog` section says.
enum SystemFileCatalog {
    /// The catalog's specs for `definition`, registered as `id`; `resolve` tells which grid
    /// buttons have shadows (they get the room their shadows need instead of the margin).
    static func entries(_ definition: SystemDefinition, id: ButtonSystem,
                             resolve: (ButtonSpec) throws -> ResolvedButton) -> [ButtonSpec] {
        let catalog = definition.catalog
        var specs: [ButtonSpec] = []
        let sizes: [String?] = definition.sizes.isEmpty ? [nil]
            : catalog.allSizes ? definition.sizes.map(\.name) : [definition.defaultSize]
        // Light and dark, or each value of the system's first mode axis of light and dark
        // values (Primer's four themes), named by the value.
        let axis = definition.modes.axes.first { !$0.appearances.isEmpty }
        let contexts: [(appearance: Appearance, modes: [String: String]?, name: String)] = axis.map { axis in
            axis.values.filter { catalog.modeValues?.contains($0) ?? true }.map { (axis.appearances[$0] ?? .light, [axis.name: $0], $0) }
        } ?? Appearance.allCases.map { ($0, nil, $0.rawValue) }
        for (appearance, modes, contextName) in contexts {
            for style in definition.styles {
                for size in sizes {
                    for state in definition.states {
                        for withIcon in catalog.iconRow == nil ? [false] : [false, true] {
                            let stateName = catalog.buttonRenderStateNames ? state.state.rawValue : state.name
                            var parts = [definition.name, style.name]
                            if let size, definition.sizes.count > 1 { parts.append(size) }
                            parts += [stateName, contextName]
                            if withIcon { parts.append("icon") }
                            var spec = ButtonSpec(name: parts.joined(separator: "-"), system: id, style: ButtonStyle(rawValue: style.name),
                                                  state: state.state, title: style.catalogTitle ?? style.name.capitalized,
                                                  appearance: appearance, background: catalog.background(for: appearance, modes: modes))
                            spec.modes = modes
                            spec.size = definition.sizes.count > 1 ? size : nil
                            if withIcon { spec.icon = catalog.iconRow }
                            if let fields = catalog.styleFields[style.name] {
                                // The reader laid these fields over this style's grid buttons
                                // (with and without the icon row's icon) and refused the file
                                // if they contradict them.
                                do { spec = try spec.overlaid(with: fields) } catch {
                                    preconditionFailure("\(definition.file): catalog fields of '\(style.name)' the reader accepted: \(error)")
                                }
                            }
                            let margin = catalog.styleMargins[style.name] ?? catalog.margin
                            if let margin, spec.canvasPadding == nil, (try? resolve(spec))?.shadows.isEmpty ?? true {
                                spec.canvasPadding = InsetsValue(EdgeInsets(all: margin))
                            }
                            specs.append(spec)
                        }
                    }
                }
            }
        }
        for var extra in catalog.extras {
            extra.system = id
            if extra.background == nil { extra.background = catalog.background(for: extra.appearance ?? .light) }
            specs.append(extra)
        }
        return specs
    }
}
