/// The one place the default design system is named: the system of a spec that names none.
extension ButtonSystem {
    /// The system a spec that names none is drawn in: Material (`material`).
    package static let defaultSystem: ButtonSystem = .material
}

extension ButtonSpec {
    /// The system the spec is drawn in: its `system`, or `ButtonSystem.defaultSystem` when it
    /// names none.
    package var effectiveSystem: ButtonSystem { system ?? .defaultSystem }
}
