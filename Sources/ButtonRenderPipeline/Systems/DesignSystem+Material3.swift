extension DesignSystem {
    /// Material 3 common buttons in the baseline scheme, light and dark, defined by the bundled
    /// system file `material3.system.yaml`.
    public static let material3 = DesignSystem.bundled("material3")
}
