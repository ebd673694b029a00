import ButtonRenderModel

/// A spec's theme for a registered system, for the stages above the registry (sheets, tests):
/// the system's built-in theme comes from its `DesignSystem`. Resolvers use
/// `ThemeContext(spec:system:)` with their `SystemTraits` instead. (A label of its own, so
/// `DependencyArrowTests` can tell a call of this one, which lower folders may not make.)
extension ThemeContext {
    /// The theme `spec.theme` names for the registered `system` (its built-in theme when the
    /// spec names none), in the spec's appearance. A system file's path reads the file (once
    /// per process); a system no one registered is an error on `system`, never Material's theme.
    package init(spec: ButtonSpec, registeredSystem system: ButtonSystem) throws {
        try self.init(spec: spec, system: system, base: DesignSystems.registered(system).traits.base)
    }
}
