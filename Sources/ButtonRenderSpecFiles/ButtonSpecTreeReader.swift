import ButtonRenderModel
import ButtonRenderSupport
/// A button spec read straight from a JSON spec's tree, without `Decodable`, for the fields
/// most spec files set: the names (`name`, `system`, `style`, `size`, `state`, `appearance`,
/// `theme`, `icon`), the texts (`title`, `subtitle`), the colours (`fill`, `foreground`,
/// `background`, `tintColor`), a few lengths (`elevation`, `height`, `containerWidth`) and a
/// `ripple`. Each value goes through the same checks `ButtonSpec.init(from:)` applies to it
/// (`OutputNaming`, `isPlainName`, `textLengthLimit`, `ColorValue(parsing:)`, the same ranges,
/// `contradiction`).
///
/// `Decodable` hands every field through the standard library's container boxes, about 2,000
/// instructions a value and 20,000 for a ripple; this reads the same button in a few thousand.
/// It answers nil for anything else: a field it does not read, a value of another form (a
/// number in quotes, a `null`), a value a check refuses. `JSONSpecTreeDecoding` then decodes
/// the same tree through `ButtonSpec.init(from:)`, and the node graph locates any error, so a
/// spec reads the same either way. `ButtonSpecTreeReaderTests` holds the reader to the node
/// graph's spec for every catalog button written as JSON and for each field's edge cases, and
/// the `FuzzJSONReader` fuzz target for mutated texts.
enum ButtonSpecTreeReader {
    /// The spec `tree` holds, or nil when this reader leaves it to `Decodable`.
    static func spec(from tree: JSONSpecValue) -> ButtonSpec? {
        guard case .mapping(let fields, keysArePlainStrings: true) = tree else { return nil }
        var spec = ButtonSpec()
        for field in fields {
            let value = field.value
            switch field.key {
            case "name":
                guard let name = string(value), OutputNaming.problem(withName: name) == nil else { return nil }
                spec.name = name
            case "system":
                guard let name = string(value) else { return nil }
                spec.system = ButtonSystem(registering: name)
            case "style":
                guard let name = string(value), !name.isEmpty else { return nil }
                spec.style = ButtonStyle(rawValue: name)
            case "size":
                guard let name = string(value), ButtonSpec.isPlainName(name) else { return nil }
                spec.size = name
            case "state":
                guard let state: ButtonState = specEnum(value) else { return nil }
                spec.state = state
            case "appearance":
                guard let appearance: Appearance = specEnum(value) else { return nil }
                spec.appearance = appearance
            case "theme":
                guard let theme = string(value) else { return nil }
                spec.theme = theme
            case "icon":
                guard let icon = string(value) else { return nil }
                spec.icon = icon
            case "title":
                // `textLengthLimit` counts characters against `maximumTitleLength` too.
                guard let title = string(value), textLengthLimit(title, field: "title") == nil else { return nil }
                spec.title = title
            case "subtitle":
                guard let subtitle = string(value), textLengthLimit(subtitle, field: "subtitle") == nil else { return nil }
                spec.subtitle = subtitle
            case "fill":
                guard let color = color(value) else { return nil }
                spec.fill = color
            case "foreground":
                guard let color = color(value) else { return nil }
                spec.foreground = color
            case "background":
                guard let color = color(value) else { return nil }
                spec.background = color
            case "tintColor":
                guard let color = color(value) else { return nil }
                spec.tintColor = color
            case "elevation":
                guard let length = number(value, in: ButtonSpec.elevationRange) else { return nil }
                spec.elevation = length
            case "height":
                guard let length = number(value, in: ButtonSpec.containerLengthRange) else { return nil }
                spec.height = length
            case "containerWidth":
                guard let length = number(value, in: ButtonSpec.containerLengthRange) else { return nil }
                spec.containerWidth = length
            case "ripple":
                guard let ripple = ripple(value) else { return nil }
                spec.ripple = ripple
            default:
                return nil
            }
        }
        guard spec.contradiction == nil else { return nil }
        return spec
    }

    /// A ripple's fields (`RippleSpec.init(from:)`'s ranges), or nil.
    private static func ripple(_ tree: JSONSpecValue) -> RippleSpec? {
        guard case .mapping(let fields, keysArePlainStrings: true) = tree else { return nil }
        var ripple = RippleSpec()
        for field in fields {
            let value = field.value
            switch field.key {
            case "x":
                guard let x = number(value, in: RippleSpec.touchPointRange) else { return nil }
                ripple.x = x
            case "y":
                guard let y = number(value, in: RippleSpec.touchPointRange) else { return nil }
                ripple.y = y
            case "radius":
                guard let radius = number(value, in: RippleSpec.radiusRange) else { return nil }
                ripple.radius = radius
            case "progress":
                guard let progress = number(value, in: RippleSpec.progressRange) else { return nil }
                ripple.progress = progress
            case "color":
                guard let color = color(value) else { return nil }
                ripple.color = color
            case "bounded":
                guard case .plain(let text) = value, let bounded = PlainScalar.value(ofPlain: text, as: Bool.self) else { return nil }
                ripple.bounded = bounded
            default:
                return nil
            }
        }
        return ripple
    }

    /// A double-quoted string's text; nil for anything else (a plain scalar, which may be
    /// a `null`, is `Decodable`'s to read).
    private static func string(_ value: JSONSpecValue) -> String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    /// A string naming one of `E`'s cases.
    private static func specEnum<E: SpecEnum>(_ value: JSONSpecValue) -> E? {
        string(value).flatMap(E.init(rawValue:))
    }

    /// A colour as `ColorValue.init(from:)` reads it from a string.
    private static func color(_ value: JSONSpecValue) -> ColorValue? {
        string(value).flatMap(ColorValue.init(parsing:))
    }

    /// A plain number in JSON's grammar within `range` (`decodeLength`'s check).
    private static func number(_ value: JSONSpecValue, in range: ClosedRange<Double>) -> Double? {
        guard case .plain(let text) = value, let number = PlainScalar.value(ofPlain: text, as: Double.self),
              number.isFinite, range.contains(number) else { return nil }
        return number
    }
}
