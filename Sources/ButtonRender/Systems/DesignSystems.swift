/// The registry: the one list of design systems ButtonRender draws. Adding a system is its
/// token files, its resolver file, its `DesignSystem` value (`DesignSystem+<Name>.swift`) and
/// one line here.
public enum DesignSystems {
    /// Every registered system, in the order the catalog, the gallery and error messages list them.
    public static let all: [DesignSystem] = [
        .material,
        .uikit,
        .anatomy,
        .obsidian,
        .material3,
    ]

    /// The registered names.
    public static let names: [String] = all.map(\.id.rawValue)

    private static let byName: [String: DesignSystem] = Dictionary(uniqueKeysWithValues: all.map { ($0.id.rawValue, $0) })

    /// The registered system `id`. Every `ButtonSystem` a spec decodes to is registered; one
    /// made with `init(registering:)` and never registered falls back to Material.
    public static subscript(_ id: ButtonSystem) -> DesignSystem { byName[id.rawValue] ?? .material }

    /// The registered system named `name`, or nil.
    public static func named(_ name: String) -> DesignSystem? { byName[name] }

    /// The names of the built-in themes, one per system.
    public static var themeNames: [String] { all.map(\.theme) }
}
