/// The values a spec gives one state, as UIKit's per-state setters do (`setTitle(_:for:)`,
/// `setTitleColor(_:for:)`, a background per state): laid over the spec's own fields when
/// the button is drawn in that state. A field left out keeps the spec's value (UIKit: "a state
/// with no value falls back to normal").
public struct StateValues: Equatable, Hashable, Sendable, Codable {
    /// The title in this state.
    public var title: String?
    /// The container colour in this state.
    public var fill: ColorValue?
    /// The title (and icon and subtitle) colour in this state.
    public var foreground: ColorValue?
    /// The stroke in this state.
    public var stroke: StrokeSpec?
    /// The background image (an SVG or PNG file) in this state (UIKit's
    /// `setBackgroundImage(_:for:)`).
    public var backgroundImage: String?

    /// Values for one state; every field left out keeps the spec's.
    package init(title: String? = nil, fill: ColorValue? = nil, foreground: ColorValue? = nil, stroke: StrokeSpec? = nil,
                backgroundImage: String? = nil) {
        self.title = title; self.fill = fill; self.foreground = foreground; self.stroke = stroke
        self.backgroundImage = backgroundImage
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case title, fill, foreground, stroke, backgroundImage }

    /// Decodes a state's values; an unknown field is an error at its place.
    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        try c.checkTextLength(title, key: .title, field: "title")
        fill = try c.decodeIfPresent(ColorValue.self, forKey: .fill)
        foreground = try c.decodeIfPresent(ColorValue.self, forKey: .foreground)
        stroke = try c.decodeIfPresent(StrokeSpec.self, forKey: .stroke)
        backgroundImage = try c.decodeIfPresent(String.self, forKey: .backgroundImage)
        try ButtonSpec.checkBackgroundImage(backgroundImage, codingPath: c.codingPath + [CodingKeys.backgroundImage])
    }
}

/// A spec's `states`: values per state name (`highlighted`, `disabled`…), in the order of
/// `ButtonState`. Decoding accepts only state names, and not both `pressed` and `highlighted`
/// (the same state); whether the system has the state is checked when the spec is resolved.
public struct PerStateValues: Equatable, Hashable, Sendable, Codable {
    /// The states given, in `ButtonState` order, with their values.
    package private(set) var entries: [(state: ButtonState, values: StateValues)]

    /// Values per state.
    package init(_ entries: [ButtonState: StateValues]) {
        self.entries = ButtonState.allCases.compactMap { state in entries[state].map { (state, $0) } }
    }

    /// The values for `state` (`pressed` and `highlighted` name the same state), or nil.
    public subscript(state: ButtonState) -> StateValues? {
        let folded = state == .pressed ? ButtonState.highlighted : state
        return entries.first { ($0.state == .pressed ? .highlighted : $0.state) == folded }?.values
    }

    /// The states given, in `ButtonState` order.
    public var states: [ButtonState] { entries.map(\.state) }

    /// Decodes a mapping of state names to values; an unknown state name is an error at its
    /// place, listing the state names.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var found: [ButtonState: StateValues] = [:]
        let allowed = ButtonState.allCases.map(\.rawValue)
        for key in c.allKeys {
            guard let state = ButtonState(rawValue: key.stringValue) else {
                var message = "unknown state '\(key.stringValue)'"
                if let near = nearestName(to: key.stringValue, in: allowed) { message += " (did you mean '\(near)'?)" }
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key],
                                                        debugDescription: message + "; allowed: \(allowed.joined(separator: ", "))"))
            }
            found[state] = try c.decode(StateValues.self, forKey: key)
        }
        if found[.pressed] != nil, found[.highlighted] != nil {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("pressed")],
                debugDescription: "pressed and highlighted are the same state; give one of them"))
        }
        self.init(found)
    }

    /// Encodes the mapping of state names to values, in `ButtonState` order.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        for entry in entries { try c.encode(entry.values, forKey: AnyCodingKey(entry.state.rawValue)) }
    }

    /// The same states with the same values.
    public static func == (a: PerStateValues, b: PerStateValues) -> Bool {
        a.entries.map(\.state) == b.entries.map(\.state) && a.entries.map(\.values) == b.entries.map(\.values)
    }

    /// Hashes the states and their values.
    public func hash(into hasher: inout Hasher) {
        for entry in entries { hasher.combine(entry.state); hasher.combine(entry.values) }
    }
}
