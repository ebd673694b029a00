import ButtonRenderModel
import ButtonRenderTokens

/// The registry: the one list of design systems ButtonRender draws. Adding a system is its
/// token files, its resolver file, its `DesignSystem` value (`DesignSystem+<Name>.swift`) and
/// one line here.
///
/// Three of the built-in systems are bundled system files (`DesignSystem.bundled`), read when
/// first used: a look-up by name (`named`, `registered`, `DesignSystems[id]`) reads only the
/// system it finds, and `names` and `themeNames` read none, so a run that draws only Material
/// never parses Anatomy's, Obsidian's or Material 3's file. Only `all` reads every one.
public enum DesignSystems {
    /// One built-in system: its name and built-in theme, declared here so that listing them
    /// reads no file, and the system itself, made on first use (each `DesignSystem` static is
    /// created once per process). A test checks each name and theme against the system's own.
    struct Entry: Sendable {
        /// The name specs write in `system` (the system's `id`).
        let name: String
        /// Its built-in theme's name (the system's `theme`).
        let theme: String
        /// The system, made (for a bundled file: read) on first call.
        let system: @Sendable () -> DesignSystem
    }

    /// The built-in systems, in the order the catalog, the gallery and error messages list them.
    static let entries: [Entry] = [
        Entry(name: "material", theme: "material") { .material },
        Entry(name: "uikit", theme: "uikit") { .uikit },
        Entry(name: "anatomy", theme: "anatomy") { .anatomy },
        Entry(name: "obsidian", theme: "obsidian") { .obsidian },
        Entry(name: "material3", theme: "material3") { .material3 },
    ]

    /// Every registered system, in the order the catalog, the gallery and error messages list
    /// them. Reads every bundled system file (once per process); `names` and `named` do not.
    public static var all: [DesignSystem] { entries.map { $0.system() } }

    /// The registered names.
    public static let names: [String] = entries.map(\.name)

    private static let byName: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })

    /// The system `id` names (built in, or read from a file in this process: by its name or its
    /// file's path), for a name known to be one: the built-in catalog's own (the stages after
    /// resolve read a button's `SystemFacts` instead). Any other name is a programming error,
    /// never another system: it stops the process naming the system and the error
    /// (`registered(_:)` throws instead).
    public static subscript(_ id: ButtonSystem) -> DesignSystem {
        do { return try registered(id) } catch {
            preconditionFailure("DesignSystems[\"\(id.rawValue)\"] for a name that is no system: \(error)")
        }
    }

    /// The system a spec names: a registered name (a built-in system, or one read from a file
    /// in this process), or a system file's path (read once, see `SystemFiles`); else a field error on `system` listing the registered names, worded as
    /// decoding words an unknown value. A system file that fails is a field error on `system`
    /// carrying every problem of the file (`SystemFileError`).
    package static func registered(_ id: ButtonSystem) throws -> DesignSystem {
        // A system's name is letters, digits, `-` and `_`: an id ending in `.yaml`, `.yml` or
        // `.json` can only be a file's path.
        if id.isFile {
            do { return try SystemFiles.shared.load(id.rawValue) } catch let error as SystemFileError {
                throw FieldError(["system"], .stage(error))
            }
        }
        if let system = try byName[id.rawValue]?.system() ?? SystemFiles.shared.named(id.rawValue) { return system }
        throw FieldError(["system"], .unknownValue(id.rawValue, suggestion: nearestName(to: id.rawValue, in: names), allowed: names))
    }

    /// The built-in system named `name`, or nil. Reads only that system's file, if it has one.
    public static func named(_ name: String) -> DesignSystem? {
        guard let entry = byName[name] else { return nil }
        return entry.system()
    }

    /// The names of the built-in themes, one per system (reads no system file).
    package static var themeNames: [String] { entries.map(\.theme) }
}
