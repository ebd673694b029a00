import ButtonRenderModel
import ButtonRenderTokens

extension SystemFileCatalog {
    /// The documentation sheets of a system file's catalog, the page a team publishes beside
    /// its grid: the state matrix (the system's states down, its styles across, a panel per
    /// value of its mode axis of light and dark values, or light and dark), and the anatomy,
    /// redlines and touch target of its default style, each in the system's own words.
    static func sheets(_ definition: SystemDefinition, id: ButtonSystem) -> [SheetSpec] {
        var base = ButtonSpec(system: id)
        base.size = definition.sizes.count > 1 ? definition.defaultSize : nil
        // One row per state the system draws, named as the system names it.
        var states: [(ButtonState, String)] = []
        for state in definition.states where !states.contains(where: { $0.0 == state.state }) { states.append((state.state, state.name)) }

        var matrix = SheetSpec(.matrix, name: "\(definition.name)-states", title: "\(definition.displayName): states")
        matrix.base = base
        matrix.rows = SheetAxis(field: "state", values: states.map { .string($0.0.rawValue) }, labels: states.map(\.1))
        matrix.columns = SheetAxis(field: "style", values: definition.styles.map { .string($0.name) }, labels: definition.styles.map(\.name))
        if let axis = definition.modes.axes.first(where: { !$0.appearances.isEmpty }) {
            let values = axis.values.filter { definition.catalog.modeValues?.contains($0) ?? true }
            matrix.panels = SheetAxis(field: "modes", values: values.map { .mapping([axis.name: .string($0)]) }, labels: values)
        } else {
            matrix.panels = SheetAxis(field: "appearance", values: [.string("light"), .string("dark")], labels: ["light", "dark"])
        }

        // The zoomed sheets draw the base: the default style, at the default size, in light.
        return [matrix] + [(SheetKind.anatomy, "anatomy"), (.redlines, "redlines"), (.touchTarget, "touch-target")].map { kind, suffix in
            var sheet = SheetSpec(kind, name: "\(definition.name)-\(suffix)")
            sheet.button = base
            return sheet
        }
    }
}
