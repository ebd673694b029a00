/// The design system whose rules resolve a spec, by name: `material` (MDC), `uikit`
/// (UIButton), the two product systems of the seeds (`anatomy`, `obsidian`) and whatever else
/// `DesignSystems.all` registers. It is a name, not a closed enumeration, so a new system is a
/// registry entry and needs no case here; decoding accepts only registered names.
public struct ButtonSystem: SpecEnum, Hashable, CustomStringConvertible {
    /// The system's name as specs write it.
    public let rawValue: String

    /// A registered system by name, or nil.
    public init?(rawValue: String) {
        guard DesignSystems.names.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A system's name without checking the registry (for the registry's own entries).
    public init(registering name: String) { rawValue = name }

    /// Every registered system, in registry order.
    public static var allCases: [ButtonSystem] { DesignSystems.all.map(\.id) }

    public var description: String { rawValue }

    /// Material 2 as MDC iOS draws it.
    public static let material = ButtonSystem(registering: "material")
    /// UIKit's `UIButton.Configuration`.
    public static let uikit = ButtonSystem(registering: "uikit")
    /// The "Anatomy" product system (seeds 002 and 004).
    public static let anatomy = ButtonSystem(registering: "anatomy")
    /// The token-named "Obsidian" product system (seed 003).
    public static let obsidian = ButtonSystem(registering: "obsidian")
}
