/// A button's style, named as its design system names it. Which names are valid depends on
/// the system and is checked when the spec is resolved:
///
/// - material: `text`, `outlined`, `contained`, `toggle` (icon toggle), `icon` (icon button)
/// - uikit: `plain`, `gray`, `tinted`, `filled` and their aliases `borderless`, `bordered`,
///   `borderedTinted`, `borderedProminent`
/// - anatomy: `default`, `primary`, `tertiary`, `iconOnly`
/// - obsidian: `primary` (solid), `secondary` (outline), `text`
/// - material3: `filled`, `tonal`, `elevated`, `outlined`, `text`
///
/// Each system's list is its `DesignSystem.styles` (and `styleAliases`), which its resolver
/// checks (`SystemTraits.style(of:)`).
public struct ButtonStyle: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The style's name.
    public var rawValue: String

    /// A style by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A style by name.
    public init(stringLiteral value: String) { rawValue = value }

    public init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard !name.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the style is empty"))
        }
        rawValue = name
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }

    public var description: String { rawValue }

    // Material
    /// Material's text button.
    public static let text: ButtonStyle = "text"
    /// Material's outlined button.
    public static let outlined: ButtonStyle = "outlined"
    /// Material's contained (raised) button.
    public static let contained: ButtonStyle = "contained"
    /// Material's toggle button.
    package static let toggle: ButtonStyle = "toggle"
    /// Material's icon button.
    public static let icon: ButtonStyle = "icon"
    // UIKit
    /// UIKit's plain configuration.
    package static let plain: ButtonStyle = "plain"
    /// UIKit's gray configuration.
    package static let gray: ButtonStyle = "gray"
    /// UIKit's tinted configuration.
    package static let tinted: ButtonStyle = "tinted"
    /// UIKit's filled configuration.
    public static let filled: ButtonStyle = "filled"
    // Anatomy and Obsidian
    /// Anatomy's default style.
    public static let `default`: ButtonStyle = "default"
    /// The primary (call to action) style of Anatomy and Obsidian.
    public static let primary: ButtonStyle = "primary"
    /// Anatomy's tertiary style.
    package static let tertiary: ButtonStyle = "tertiary"
    /// Anatomy's icon-only button.
    package static let iconOnly: ButtonStyle = "iconOnly"
    /// Obsidian's secondary style.
    public static let secondary: ButtonStyle = "secondary"

    /// The canonical style for a system, or a field error listing the allowed names.
    /// `canonical` maps a name to the system's canonical style (nil: no such style) and
    /// `allowed` lists the names it accepts, both from the system's own value
    /// (`SystemTraits.style(of:)`).
    package static func validated(_ style: ButtonStyle?, default fallback: ButtonStyle, system: ButtonSystem,
                                 canonical: (ButtonStyle) -> ButtonStyle?, allowed: @autoclosure () -> [String]) throws -> ButtonStyle {
        guard let style else { return fallback }
        if let canonical = canonical(style) { return canonical }
        let allowed = allowed()
        throw FieldError(["style"], .unknownStyle(style: style.rawValue, system: system.rawValue,
                                                  suggestion: nearestName(to: style.rawValue, in: allowed), allowed: allowed))
    }
}

extension ButtonState {
    /// The state with synonyms folded (`pressed` is `highlighted`), or a field error when the
    /// system does not have it.
    package static func validated(_ state: ButtonState?, allowed: [ButtonState], system: ButtonSystem) throws -> ButtonState {
        let state = state == .pressed ? .highlighted : (state ?? .normal)
        guard allowed.contains(state) else {
            let names = allowed.map(\.rawValue) + (allowed.contains(.highlighted) ? ["pressed"] : [])
            throw FieldError(["state"], .stateNotDrawn(state: state.rawValue, system: system.rawValue, allowed: names))
        }
        return state
    }
}
