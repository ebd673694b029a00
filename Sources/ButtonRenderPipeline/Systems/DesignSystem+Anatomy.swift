extension DesignSystem {
    /// The "Anatomy" product system, defined by its bundled system file `anatomy.system.yaml`.
    public static let anatomy = DesignSystem.bundled("anatomy")
}
