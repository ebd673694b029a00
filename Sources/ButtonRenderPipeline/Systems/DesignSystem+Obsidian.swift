extension DesignSystem {
    /// The token-named "Obsidian" product system, defined by its bundled system file
    /// `obsidian.system.yaml`.
    public static let obsidian = DesignSystem.bundled("obsidian")
}
