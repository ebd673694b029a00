import ButtonRenderModel

/// The resolve stage's entry: dispatches a spec to its design system's resolver
/// (`DesignSystem.resolve`, found in the renderer's `SystemRegistry`). It sits with the registry,
/// above the resolvers (`Resolve/`), which get their system's `SystemTraits` from it.
enum Resolver {
    /// Resolves a spec with its system's rules (Material when the spec names none). A system
    /// the registry lacks is a `FieldError` on `system` listing the registered names (the spec
    /// loaders read any name, so this is where `system: materail` is reported, at its line).
    /// Fields that contradict each other (`cornerStyle` with `cornerRadius`…) are a
    /// `FieldError` naming both. Text then follows the spec's `contentSizeCategory` by the
    /// system's `LargeTextRule`.
    static func resolve(_ spec: ButtonSpec, systems: SystemRegistry = .builtIn) throws -> ResolvedButton {
        let system = try systems.system(for: spec.effectiveSystem)
        try spec.checkContradictions()
        if let modes = spec.modes, let axis = modes.keys.sorted().first, system.definition == nil {
            throw FieldError(["modes", axis], .described("\(system.displayName) has no mode axes (only a system file declares them, under modes: axes:)"))
        }
        if spec.menu != nil, spec.system == nil {
            throw FieldError(["menu"], .menuNeedsUIKit)
        }
        // A title given for the spec's state (`states`) is the title every resolver draws.
        // (A spec is a value of some fifty fields: it is copied only when that title differs.)
        if let title = spec.states?[spec.state ?? .normal]?.title, title != spec.title {
            var titled = spec
            titled.title = title
            return try resolve(titled, system: system)
        }
        return try resolve(spec, system: system)
    }

    /// Resolves `spec`, its state's title in place, with `system`'s resolver, then its large
    /// text rule and the limits.
    private static func resolve(_ spec: ButtonSpec, system: DesignSystem) throws -> ResolvedButton {
        var button = try system.resolve(spec)
        button.vocabulary = system.vocabulary(style: button.style, state: button.state)
        button.systemFacts = system.facts
        try system.largeText.apply(to: &button, spec: spec) { try ThemeContext(spec: spec, system: system.traits) }
        do { try button.checkLimits() } catch {
            // Numbers from a system file's own tokens: say so at the spec's `system`.
            guard spec.theme == nil, system.definition != nil else { throw error }
            throw FieldError(["system"], error.problem)
        }
        return button
    }
}
