/// The design system whose rules resolve a spec, by name: `material` (MDC), `uikit`
/// (UIButton), the two product systems of the seeds (`anatomy`, `obsidian`) and whatever else
/// `DesignSystems.all` registers. It is a name, not a closed enumeration, so a new system is a
/// registry entry and needs no case here. Decoding reads any name; whether it is registered is
/// checked when the spec is resolved (`Resolver.resolve`, with the registry above Model), which
/// reports an unknown name at the spec's `system` field as decoding reports other unknown values.
public struct ButtonSystem: RawRepresentable, Codable, Sendable, Hashable, CustomStringConvertible {
    /// The system's name as specs write it.
    public let rawValue: String

    /// A system by name, or nil for an empty name. The name need not be registered
    /// (`DesignSystems.named` tells).
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    /// A system's name (for the registry's own entries).
    public init(registering name: String) { rawValue = name }

    /// Decodes the name as written; `Resolver.resolve` refuses a name the registry lacks.
    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the name.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// Whether the name is a system file's path (it ends in `.yaml`, `.yml` or `.json`) rather
    /// than a registered system's name.
    package var isFile: Bool {
        // Compared byte by byte, ASCII letters in either case (no other character lowercases
        // to one of these letters), without lowercasing the whole name: asked for every button.
        func endsWithFileExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            func ends(with suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount, start = bytes.count - count
                guard start >= 0 else { return false }
                for i in 0..<count {
                    let byte = bytes[start + i]
                    let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    if lowered != suffix.utf8Start[i] { return false }
                }
                return true
            }
            return ends(with: ".yaml") || ends(with: ".yml") || ends(with: ".json")
        }
        return rawValue.utf8.withContiguousStorageIfAvailable(endsWithFileExtension)
            ?? Array(rawValue.utf8).withUnsafeBufferPointer(endsWithFileExtension)
    }

    /// Material 2 as MDC iOS draws it.
    public static let material = ButtonSystem(registering: "material")
    /// UIKit's `UIButton.Configuration`.
    public static let uikit = ButtonSystem(registering: "uikit")
    /// The "Anatomy" product system (seeds 002 and 004).
    public static let anatomy = ButtonSystem(registering: "anatomy")
    /// The token-named "Obsidian" product system (seed 003).
    public static let obsidian = ButtonSystem(registering: "obsidian")
}

extension ButtonSystem {
    /// Material 3 common buttons.
    public static let material3 = ButtonSystem(registering: "material3")
}
