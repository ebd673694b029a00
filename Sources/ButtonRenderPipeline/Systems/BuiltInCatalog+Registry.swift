import ButtonRenderModel

/// The whole built-in catalog: every registered system's entries. It reads the registry, so
/// it is declared with it, above the per-system entries of `Catalog/`.
extension BuiltInCatalog {
    /// The catalog's specs, in a stable order: each registered system's entries
    /// (`DesignSystem.catalog`), in registry order.
    public static func specs() -> [ButtonSpec] {
        DesignSystems.all.flatMap { $0.catalogSpecs() }
    }

    /// The catalog's specs of one system.
    public static func specs(system: ButtonSystem) -> [ButtonSpec] {
        DesignSystems[system].catalogSpecs().filter { $0.effectiveSystem == system }
    }
}
