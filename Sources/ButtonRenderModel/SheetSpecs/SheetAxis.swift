/// One direction a matrix sheet varies its base button along: a `ButtonSpec` field and the
/// values it takes, one per row, column or panel, with optional header texts.
public struct SheetAxis: Equatable, Sendable, Codable {
    /// The `ButtonSpec` field set in each row, column or panel (`state`, `style`, …).
    public var field: String
    /// The field's values, written as the field takes them.
    public var values: [AnySpecValue]
    /// Header texts, one per value (default: the values themselves).
    public var labels: [String]?

    /// The most values one axis may have.
    static let maximumValueCount = 64

    /// Creates an axis.
    public init(field: String, values: [AnySpecValue], labels: [String]? = nil) {
        self.field = field; self.values = values; self.labels = labels
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case field, values, labels }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        field = try c.decode(String.self, forKey: .field)
        let names = ButtonSpec.fieldNames
        guard names.contains(field) else {
            var message = "'\(field)' is not a button field"
            if let near = nearestName(to: field, in: names) { message += " (did you mean '\(near)'?)" }
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.field],
                debugDescription: message + "; allowed: \(names.joined(separator: ", "))"))
        }
        values = try c.decode([AnySpecValue].self, forKey: .values)
        guard (1...Self.maximumValueCount).contains(values.count) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.values],
                debugDescription: "give 1 to \(Self.maximumValueCount) values, not \(values.count)"))
        }
        labels = try c.decodeIfPresent([String].self, forKey: .labels)
        if let labels, labels.count != values.count {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.labels],
                debugDescription: "give one label per value: \(values.count) values but \(labels.count) labels"))
        }
        if let long = labels?.first(where: { $0.count > 200 }) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.labels],
                debugDescription: "a label has \(long.count) characters; at most 200 are accepted"))
        }
    }

    /// The header text of value `index`.
    package func label(_ index: Int) -> String { labels?[index] ?? values[index].description }
}
