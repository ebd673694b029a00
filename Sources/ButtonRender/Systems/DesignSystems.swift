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

    /// The registered system `id` (built in, or read from a file in this process: by its name
    /// or its file's path), for a button `Resolver.resolve` has accepted, whose system is
    /// registered by then. Any other name is a programming error, never another system: it
    /// stops the process naming the system and the error (`registered(_:)` throws instead).
    public static subscript(_ id: ButtonSystem) -> DesignSystem {
        do { return try registered(id) } catch {
            preconditionFailure("DesignSystems[\"\(id.rawValue)\"] for a system no resolved button can have: \(error)")
        }
    }

    /// The system a spec names: a registered name (a built-in system, or one read from a file
    /// in this process), or a system file's path (read once, see `SystemFiles`); else a field error on `system` listing the registered names, worded as
    /// decoding words an unknown value. A system file that fails is a field error on `system`
    /// carrying every problem of the file (`SystemFileError`).
    public static func registered(_ id: ButtonSystem) throws -> DesignSystem {
        if let system = byName[id.rawValue] ?? SystemFiles.shared.named(id.rawValue) { return system }
        if id.isFile {
            do { return try SystemFiles.shared.load(id.rawValue) } catch let error as SystemFileError {
                throw FieldError(["system"], .stage(error))
            }
        }
        throw FieldError(["system"], .unknownValue(id.rawValue, suggestion: nearestName(to: id.rawValue, in: names), allowed: names))
    }

    /// The built-in system named `name`, or nil.
    public static func named(_ name: String) -> DesignSystem? { byName[name] }

    /// The names of the built-in themes, one per system.
    public static var themeNames: [String] { all.map(\.theme) }
}
