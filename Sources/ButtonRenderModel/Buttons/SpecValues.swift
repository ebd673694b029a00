/// A colour as a spec writes it: a literal or a theme token, optionally with its alpha scaled
/// (`"#6200EE"`, `"#00000080"`, `"primary"`, `"onSurface@38%"`, `"#000000@0.12"`).
public enum ColorValue: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A literal colour.
    case literal(RGBAColor)
    /// A theme token, with a factor applied to its alpha.
    case token(String, alpha: Double)

    /// Parses the spec syntax; nil when the text is not a colour.
    package init?(parsing text: String) {
        // The common literal (`#RRGGBB`, `#RRGGBBAA`: a `#` first, ASCII last, no `@`) has
        // nothing to trim and no opacity: read at once, with the answer the searches below
        // give (they go character by character, several thousand instructions a colour).
        if text.utf8.first == UInt8(ascii: "#"), let last = text.utf8.last, last < 0x80, last != 0x20, last != 0x09,
           !text.utf8.contains(UInt8(ascii: "@")) {
            guard let color = RGBAColor(hex: text) else { return nil }
            self = .literal(color.withAlphaMultiplied(by: 1))
            return
        }
        var body = Substring(Self.trimmingWhitespace(text))
        var factor = 1.0
        if let at = body.lastIndex(of: "@") {
            var amount = body[body.index(after: at)...]
            let percent = amount.hasSuffix("%")
            if percent { amount = amount.dropLast() }
            guard let value = Double(amount), value.isFinite else { return nil }
            factor = percent ? value / 100 : value
            guard (0...1).contains(factor) else { return nil }
            body = body[..<at]
        }
        if body.hasPrefix("#") {
            guard let color = RGBAColor(hex: String(body)) else { return nil }
            self = .literal(color.withAlphaMultiplied(by: factor))
        } else {
            // A DTCG group's own value is its `$root` token (`color.background.default.$root`).
            let name = body.replacingOccurrences(of: ".$root", with: "")
            guard let first = body.first, first.isLetter, !name.contains("$"),
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }) else { return nil }
            self = .token(String(body), alpha: factor)
        }
    }

    /// `text` without the spaces and tabs (`CharacterSet.whitespaces`) at its ends. A text
    /// that starts and ends with ASCII other than a space or tab has none to trim, and is
    /// returned without Foundation's search (nearly every colour a spec or theme writes).
    static func trimmingWhitespace(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
           first != 0x20, first != 0x09, last != 0x20, last != 0x09 {
            return text
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = ColorValue(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a colour; write #RRGGBB, #RRGGBBAA or a theme token name, optionally with @NN% opacity"))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var description: String {
        switch self {
        case .literal(let c): return c.hexString
        case .token(let name, let a): return a == 1 ? name : "\(name)@\(formatNumber(a * 100))%"
        }
    }
}

/// How wide the container is.
public enum WidthValue: Equatable, Hashable, Sendable, Codable {
    /// Hug the content (the default), never below the system's minimum width.
    case hug
    /// A fixed width in points; a label that does not fit is truncated with an ellipsis.
    case points(Double)
    /// The spec's `containerWidth`, as a full-width button fills its parent.
    case fill

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            guard number.isFinite, number > 0, number <= 16384 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "width must be a number of points in 1...16384, \"fill\" or \"hug\", not \(number)"))
            }
            self = .points(number)
            return
        }
        let text = try container.decode(String.self)
        switch text {
        case "fill": self = .fill
        case "hug", "auto": self = .hug
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "unknown value '\(text)'; allowed: a number of points, fill, hug"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .hug: try container.encode("hug")
        case .fill: try container.encode("fill")
        case .points(let p): try container.encode(p)
        }
    }
}

/// Corner radii as a spec writes them: one number, four in CSS order, or `"capsule"`.
public enum CornerRadiusValue: Equatable, Hashable, Sendable, Codable {
    /// Explicit radii.
    case radii(CornerRadii)
    /// Half the container's height on every corner.
    case capsule

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        func check(_ values: [Double]) throws {
            for v in values where !(v.isFinite && v >= 0 && v <= 8192) {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "corner radii must be finite numbers in 0...8192, not \(v)"))
            }
        }
        if let number = try? container.decode(Double.self) {
            try check([number])
            self = .radii(CornerRadii(all: number))
        } else if let list = try? container.decode([Double].self) {
            guard list.count == 4 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "give one radius or four (top-left, top-right, bottom-right, bottom-left), not \(list.count)"))
            }
            try check(list)
            self = .radii(CornerRadii(topLeft: list[0], topRight: list[1], bottomRight: list[2], bottomLeft: list[3]))
        } else if let text = try? container.decode(String.self), text == "capsule" {
            self = .capsule
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "cornerRadius must be a number, four numbers [top-left, top-right, bottom-right, bottom-left], or \"capsule\""))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .capsule: try container.encode("capsule")
        case .radii(let r):
            if r.topLeft == r.topRight, r.topLeft == r.bottomLeft, r.topLeft == r.bottomRight {
                try container.encode(r.topLeft)
            } else {
                try container.encode([r.topLeft, r.topRight, r.bottomRight, r.bottomLeft])
            }
        }
    }
}

/// Insets as a spec writes them: one number, two (vertical, horizontal), four in CSS order
/// (top, right, bottom, left), or a mapping with `top`, `left`, `bottom`, `right`.
public struct InsetsValue: Equatable, Hashable, Sendable, Codable {
    /// The insets.
    public var insets: EdgeInsets

    /// Wraps insets.
    package init(_ insets: EdgeInsets) { self.insets = insets }

    private enum Keys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    public init(from decoder: Decoder) throws {
        func check(_ values: [Double]) throws {
            for v in values where !(v.isFinite && v >= 0 && v <= 4096) {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "insets must be finite numbers in 0...4096, not \(v)"))
            }
        }
        if let single = try? decoder.singleValueContainer() {
            if let number = try? single.decode(Double.self) {
                try check([number]); insets = EdgeInsets(all: number); return
            }
            if let list = try? single.decode([Double].self) {
                try check(list)
                switch list.count {
                case 2: insets = EdgeInsets(top: list[0], left: list[1], bottom: list[0], right: list[1])
                case 4: insets = EdgeInsets(top: list[0], left: list[3], bottom: list[2], right: list[1])
                default:
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                        debugDescription: "give one, two (vertical, horizontal) or four (top, right, bottom, left) numbers, not \(list.count)"))
                }
                return
            }
        }
        try decoder.rejectUnknownKeys(Keys.self)
        let c = try decoder.container(keyedBy: Keys.self)
        insets = EdgeInsets(top: try c.decodeLength(.top, in: 0...4096) ?? 0,
                            left: try c.decodeLength(.left, in: 0...4096) ?? 0,
                            bottom: try c.decodeLength(.bottom, in: 0...4096) ?? 0,
                            right: try c.decodeLength(.right, in: 0...4096) ?? 0)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(insets.top, forKey: .top)
        try c.encode(insets.left, forKey: .left)
        try c.encode(insets.bottom, forKey: .bottom)
        try c.encode(insets.right, forKey: .right)
    }
}

/// A stroke around the container.
public struct StrokeSpec: Equatable, Hashable, Sendable, Codable {
    /// Line width in points (default 1).
    public var width: Double?
    /// Stroke colour (default: the system's outline colour).
    public var color: ColorValue?
    /// Inside (default), centred on, or outside the container's edge.
    package var alignment: StrokeAlignment?

    /// Creates a stroke spec.
    package init(width: Double? = nil, color: ColorValue? = nil, alignment: StrokeAlignment? = nil) {
        self.width = width; self.color = color; self.alignment = alignment
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case width, color, alignment }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decodeLength(.width, in: 0...512)
        color = try c.decodeIfPresent(ColorValue.self, forKey: .color)
        alignment = try c.decodeIfPresent(StrokeAlignment.self, forKey: .alignment)
    }
}

/// One shadow with CSS `box-shadow` meaning: the container's shape offset by (`x`, `y`),
/// grown by `spread`, blurred with a Gaussian of standard deviation `blur / 2`, drawn only
/// outside the container.
public struct ShadowSpec: Equatable, Hashable, Sendable, Codable {
    /// Horizontal offset in points (default 0).
    public var x: Double?
    /// Vertical offset in points (default 0).
    public var y: Double?
    /// Blur in points, CSS's blur radius: the Gaussian's standard deviation is half of it (default 0).
    package var blur: Double?
    /// Growth of the shape before blurring, in points; negative shrinks it (default 0).
    package var spread: Double?
    /// The shadow's colour (default the system's shadow colour).
    public var color: ColorValue?
    /// Whether the shadow is cast inside the container, as CSS's `box-shadow: inset` (over the
    /// fill, under the border; default false, an outer shadow).
    public var inset: Bool?

    /// Creates a shadow spec.
    public init(x: Double? = nil, y: Double? = nil, blur: Double? = nil, spread: Double? = nil, color: ColorValue? = nil, inset: Bool? = nil) {
        self.x = x; self.y = y; self.blur = blur; self.spread = spread; self.color = color; self.inset = inset
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case x, y, blur, spread, color, inset }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        x = try c.decodeLength(.x, in: -1024...1024)
        y = try c.decodeLength(.y, in: -1024...1024)
        blur = try c.decodeLength(.blur, in: 0...512)
        spread = try c.decodeLength(.spread, in: -512...512)
        color = try c.decodeIfPresent(ColorValue.self, forKey: .color)
        inset = try c.decodeIfPresent(Bool.self, forKey: .inset)
    }
}

/// A still frame of a touch ripple (ink).
public struct RippleSpec: Equatable, Hashable, Sendable, Codable {
    /// Touch point from the container's top-left, in points (default: the centre).
    public var x: Double?
    /// Touch point from the container's top, in points (default: the centre).
    public var y: Double?
    /// Radius in points (default: Material's radius at `progress`).
    package var radius: Double?
    /// Ink colour (default: the style's ink colour).
    public var color: ColorValue?
    /// Clipped to the container's shape (default true).
    package var bounded: Bool?
    /// Progress 0...1 along MDC's touch-down ink animation (a 333 ms group): the ink appears
    /// after 83 ms and fades in over 83 ms while its centre moves from the touch point toward
    /// the container's centre and the default radius grows from MDC's initial radius (the
    /// shorter side over 300, within 0.2...0.6, of the final one) toward its final radius
    /// (half the diagonal plus 10), eased over 333 ms and stopped by the group at 333 ms, 96%
    /// of the way. 0 shows no ink yet; 1 is the settled press. Without a progress the ink is
    /// drawn at full strength, at the initial radius, where it was touched.
    public var progress: Double?

    /// Creates a ripple spec.
    package init(x: Double? = nil, y: Double? = nil, radius: Double? = nil, color: ColorValue? = nil,
                bounded: Bool? = nil, progress: Double? = nil) {
        self.x = x; self.y = y; self.radius = radius; self.color = color; self.bounded = bounded; self.progress = progress
    }

    /// Where a touch point (`x`, `y`) may lie, in points from the container's top-left; the
    /// decoder and `ButtonSpecTreeReader` both check these ranges.
    package static var touchPointRange: ClosedRange<Double> { -4096...16384 }
    /// The radii accepted, in points.
    package static var radiusRange: ClosedRange<Double> { 0...16384 }
    /// The progress values accepted.
    package static var progressRange: ClosedRange<Double> { 0...1 }

    enum CodingKeys: String, CodingKey, CaseIterable { case x, y, radius, color, bounded, progress }

    public init(from decoder: Decoder) throws {
        let present = try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        x = try c.decodeLength(.x, in: Self.touchPointRange, among: present)
        y = try c.decodeLength(.y, in: Self.touchPointRange, among: present)
        radius = try c.decodeLength(.radius, in: Self.radiusRange, among: present)
        color = try c.decodeIfPresent(ColorValue.self, forKey: .color, among: present)
        bounded = try c.decodeIfPresent(Bool.self, forKey: .bounded, among: present)
        progress = try c.decodeLength(.progress, in: Self.progressRange, among: present)
    }
}

/// A font weight: a number 100...900 or a CSS name.
public struct FontWeight: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The numeric weight (400 regular, 500 medium, 700 bold).
    public var value: Int

    /// Creates a weight from its number.
    package init(_ value: Int) { self.value = value }

    /// Weight names and their numbers.
    public static let names: [(String, Int)] = [
        ("thin", 100), ("extraLight", 200), ("light", 300), ("regular", 400), ("normal", 400),
        ("medium", 500), ("semibold", 600), ("bold", 700), ("extraBold", 800), ("black", 900),
    ]

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let number = try? c.decode(Double.self) {
            guard number.isFinite, (1...1000).contains(number) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "font weight must be in 1...1000, not \(number)"))
            }
            value = Int(number)
            return
        }
        let text = try c.decode(String.self)
        guard let match = FontWeight.names.first(where: { $0.0.lowercased() == text.lowercased() }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "unknown font weight '\(text)'; allowed: a number 100...900 or \(FontWeight.names.map(\.0).joined(separator: ", "))"))
        }
        value = match.1
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(value)
    }

    public var description: String { String(value) }
}

/// The label's font; every field defaults to the system's button typography.
public struct FontSpec: Equatable, Hashable, Sendable, Codable {
    /// Font family name, one of the registered fonts (default the system's).
    package var family: String?
    /// Weight, by name or number (default the system's).
    public var weight: FontWeight?
    /// Size in points.
    public var size: Double?
    /// Extra space between characters, in points.
    public var letterSpacing: Double?
    /// Draw the label in capitals.
    package var uppercase: Bool?

    /// Creates a font spec.
    public init(family: String? = nil, weight: FontWeight? = nil, size: Double? = nil,
                letterSpacing: Double? = nil, uppercase: Bool? = nil) {
        self.family = family; self.weight = weight; self.size = size
        self.letterSpacing = letterSpacing; self.uppercase = uppercase
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case family, weight, size, letterSpacing, uppercase }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        family = try c.decodeIfPresent(String.self, forKey: .family)
        weight = try c.decodeIfPresent(FontWeight.self, forKey: .weight)
        size = try c.decodeLength(.size, in: 1...512)
        letterSpacing = try c.decodeLength(.letterSpacing, in: -64...256)
        uppercase = try c.decodeIfPresent(Bool.self, forKey: .uppercase)
    }
}
