import ButtonRenderModel
import Foundation

/// The design systems a renderer draws with, as a value: the built-in systems, the systems made
/// in Swift added to it, and the system files read into it. A `ButtonRenderer` holds one
/// (`ButtonRenderer(systems:)`, the built-in systems by default) and resolves every spec's
/// `system` against it; a run's threads draw with their renderer's. Nothing else is looked up
/// by name: once resolved, a button carries what later stages read of its system
/// (`SystemFacts`).
///
/// ```swift
/// var systems = SystemRegistry.builtIn
/// try systems.add(acme)                                      // a DesignSystem made in Swift
/// try systems.load(contentsOf: URL(fileURLWithPath: "primer.system.yaml"))
/// let renderer = try ButtonRenderer(systems: systems)
/// ```
///
/// A spec names a system by its `name` (a built-in one, one added, or one loaded), or names a
/// system file by its path (read then, once per process). Two system files with the same
/// `name` are told apart by their paths: a spec naming either path draws that file's system.
public struct SystemRegistry: Sendable {
    /// The built-in systems (Material, UIKit, Anatomy, Obsidian, Material 3) and nothing else.
    public static let builtIn = SystemRegistry()

    /// The systems added to the built-in ones, in the order they were added.
    public private(set) var added: [DesignSystem] = []

    /// The built-in systems only.
    public init() {}

    /// Every name a spec may write in `system`: the built-in systems', then the added ones'.
    public var names: [String] { DesignSystems.names + added.map(\.id.rawValue) }

    /// Adds `system`, drawn for every spec whose `system` is its `id`. A name a built-in or an
    /// added system already has is an error (`SystemRegistryError.nameTaken`): a spec's
    /// `system` must name one system.
    public mutating func add(_ system: DesignSystem) throws {
        let name = system.id.rawValue
        if DesignSystems.named(name) != nil || added.contains(where: { $0.id == system.id }) {
            throw SystemRegistryError.nameTaken(name, builtIn: DesignSystems.named(name) != nil)
        }
        added.append(system)
    }

    /// Reads the system file at `url` (and every file it names) and adds its system under its
    /// `name`; errors as `DesignSystem(contentsOf:)` and `add(_:)` give them.
    public mutating func load(contentsOf url: URL, paths: PathPolicy = .insideSpecFolder) throws {
        try add(DesignSystem(contentsOf: url, paths: paths))
    }

    /// The system a spec's `system` names: an added system of that name, a built-in one, or a
    /// system file's path; else a field error on `system` listing the names this registry has.
    package func system(for id: ButtonSystem) throws -> DesignSystem {
        if let system = added.first(where: { $0.id == id }) { return system }
        do { return try DesignSystems.registered(id) } catch let error as FieldError {
            guard case .unknownValue(let value, _, _) = error.problem else { throw error }
            throw FieldError(["system"], .unknownValue(value, suggestion: nearestName(to: value, in: names), allowed: names))
        }
    }
}

/// Why a system cannot be added to a `SystemRegistry`.
public enum SystemRegistryError: Error, Equatable, CustomStringConvertible {
    /// Another system of the registry has the name.
    case nameTaken(String, builtIn: Bool)

    /// The message, naming the system.
    public var description: String {
        switch self {
        case .nameTaken(let name, let builtIn):
            return builtIn ? "'\(name)' is a built-in system's name; give the system a name of its own"
                : "a system named '\(name)' is in the registry already; give each system a name of its own"
        }
    }
}
