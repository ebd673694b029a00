import ButtonRenderModel
import ButtonRenderTokens

extension SlotResolver {
    /// The spec with its appearance set by the modes it chooses, and the value of every axis
    /// of the system (`modes: axes:`): the spec's choice, else the axis's default for the
    /// button's appearance. An axis the system lacks, a value its axis lacks, and a light or
    /// dark value against the spec's own `appearance` are field errors at `modes.<axis>`.
    func choosingModes(_ spec: ButtonSpec) throws -> (spec: ButtonSpec, modes: [String: String]) {
        let axes = definition.modes.axes
        guard !axes.isEmpty || !(spec.modes ?? [:]).isEmpty else { return (spec, [:]) }
        var chosen = spec
        for (name, value) in (spec.modes ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let axis = axes.first(where: { $0.name == name }) else {
                if axes.isEmpty {
                    throw FieldError(["modes", name], .described("the system '\(definition.name)' has no mode axes (its file declares none under modes: axes:)"))
                }
                throw FieldError(["modes", name], .unknownField(name: name, suggestion: nearestName(to: name, in: axes.map(\.name)),
                                                                known: axes.map(\.name)))
            }
            guard axis.values.contains(value) else {
                throw FieldError(["modes", name], .unknownValue(value, suggestion: nearestName(to: value, in: axis.values), allowed: axis.values))
            }
            if let appearance = axis.appearances[value] {
                if let given = chosen.appearance, given != appearance {
                    throw FieldError(["modes", name], .described("'\(value)' is a \(appearance.rawValue) mode, but the button's appearance is \(given.rawValue)"))
                }
                chosen.appearance = appearance
            }
        }
        let appearance = chosen.appearance ?? .light
        var values: [String: String] = [:]
        for axis in axes { values[axis.name] = spec.modes?[axis.name] ?? axis.defaultValue(for: appearance) }
        return (chosen, values)
    }
}
