/// A coding key made from any string, used to see every key a mapping holds.
package struct AnyCodingKey: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int?
    package init(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    package init(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
    package init(_ string: String) { self.init(stringValue: string) }
}

/// A spec type whose mapping accepts only the keys it names.
protocol StrictlyKeyed {
    associatedtype Keys: CodingKey & CaseIterable
}

/// A decoder that has its mapping's keys at hand (the fast spec decoder), so checking them
/// needs no second pass over the mapping.
package protocol MappingKeyListing {
    /// The keys of the mapping being decoded, in order; throws when it is not one.
    func mappingKeys() throws -> [String]
}

extension Decoder {
    /// Fails on the first key of the current mapping that `Keys` does not name, suggesting the
    /// nearest known key: a typo in a spec is an error, never silently ignored. Returns the
    /// keys the mapping names, in its order: what a type with many optional fields asks its
    /// container for (`decodeIfPresent(_:forKey:among:)`).
    @discardableResult @inline(__always)
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws -> [Keys] {
        let names = try (self as? MappingKeyListing)?.mappingKeys()
            ?? container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        // Inlined, and the work done by a function generic over `Keys` alone: this method is
        // also generic over the decoder (an opened existential at every call), which kept the
        // optimiser from specialising it, so each key went through `CodingKey`'s witness table
        // (about 9,000 instructions a mapping, two mappings in every button of a spec file).
        return try knownKeys(Keys.self, among: names) { codingPath + [AnyCodingKey($0)] }
    }
}

/// The keys of `Keys` that `names` name, in their order; fails on the first name `Keys` does
/// not read back as itself, at the path `pathOf` gives it, suggesting the nearest known key.
private func knownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, among names: [String],
                                                       pathOf: (String) -> [any CodingKey]) throws -> [Keys] {
    var present: [Keys] = []
    present.reserveCapacity(names.count)
    // A known key is one `Keys` reads back as itself; the list of names is built only to
    // word an error.
    for name in names {
        if let key = Keys(stringValue: name), key.stringValue == name {
            present.append(key)
            continue
        }
        let known = Keys.allCases.map(\.stringValue)
        let problem = SpecProblem.unknownField(name: name, suggestion: nearestName(to: name, in: known), known: known)
        throw DecodingError.dataCorrupted(.init(codingPath: pathOf(name), debugDescription: problem.description,
                                                underlyingError: problem))
    }
    return present
}

/// The known name closest to `name` by edit distance, when it is close enough to be a typo.
package func nearestName(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        let d = editDistance(lowered, candidate.lowercased())
        if d <= max(2, candidate.count / 3), d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// An enumeration of a spec whose values are strings; decoding an unknown value lists the
/// allowed ones.
public protocol SpecEnum: RawRepresentable, CaseIterable, Codable, Sendable where RawValue == String {}

extension SpecEnum {
    /// Decodes the raw string, failing with the list of allowed values.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            let allowed = Self.allCases.map(\.rawValue)
            let problem = SpecProblem.unknownValue(raw, suggestion: nearestName(to: raw, in: allowed), allowed: allowed)
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem.description, underlyingError: problem))
        }
        self = value
    }

    /// Encodes the raw string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional length in points that must be finite and within `range`.
    func decodeLength(_ key: Key, in range: ClosedRange<Double> = 0...16384) throws -> Double? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        try checkNumber(value, key: key, in: range)
        return value
    }

    /// Fails unless `value` is finite and within `range`.
    func checkNumber(_ value: Double, key: Key, in range: ClosedRange<Double>) throws {
        let problem: SpecProblem
        if !value.isFinite { problem = .notFinite(value) } else if !range.contains(value) { problem = .outOfRange(value, allowed: range) } else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: problem.description, underlyingError: problem))
    }
}

/// A number without a trailing ".0" when it is whole.
package func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

/// Why `text` is too long for a title or subtitle named `field`, or nil when it fits: at most
/// `maximumCharacters` grapheme clusters, `SpecLimits.maximumTextScalars` Unicode scalars and
/// `SpecLimits.maximumTextBytes` UTF-8 bytes. Bytes are checked first (free for a native
/// string), so measuring never costs more than the byte limit allows.
func textLengthProblem(_ text: String, field: String, maximumCharacters: Int = ButtonSpec.maximumTitleLength) -> String? {
    textLengthLimit(text, field: field, maximumCharacters: maximumCharacters)?.description
}

/// `SpecProblem.textTooLong` with the count and limit `text` is over, or nil when it fits
/// (see `textLengthProblem`).
package func textLengthLimit(_ text: String, field: String, maximumCharacters: Int = ButtonSpec.maximumTitleLength) -> SpecProblem? {
    let bytes = text.utf8.count
    if bytes > SpecLimits.maximumTextBytes {
        return .textTooLong(field: field, measure: .bytes, count: bytes, limit: SpecLimits.maximumTextBytes)
    }
    let scalars = text.unicodeScalars.count
    if scalars > SpecLimits.maximumTextScalars {
        return .textTooLong(field: field, measure: .scalars, count: scalars, limit: SpecLimits.maximumTextScalars)
    }
    let characters = text.count
    if characters > maximumCharacters {
        return .textTooLong(field: field, measure: .characters, count: characters, limit: maximumCharacters)
    }
    return nil
}

extension KeyedDecodingContainer {
    /// Fails at `key` when `text` is too long for a title (see `textLengthProblem`).
    func checkTextLength(_ text: String?, key: Key, field: String) throws {
        guard let text, let problem = textLengthLimit(text, field: field) else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: problem.description, underlyingError: problem))
    }
}
