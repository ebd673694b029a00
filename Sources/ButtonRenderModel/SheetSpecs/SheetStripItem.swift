/// One button of a strip sheet, with the caption written under it.
public struct SheetStripItem: Equatable, Sendable, Codable {
    /// The text under the button (default none).
    public var caption: String?
    /// The button (default: an empty spec, the system's default button).
    public var button: ButtonSpec?

    /// Creates an item.
    package init(caption: String? = nil, button: ButtonSpec? = nil) { self.caption = caption; self.button = button }

    enum CodingKeys: String, CodingKey, CaseIterable { case caption, button }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        caption = try c.decodeIfPresent(String.self, forKey: .caption)
        if let t = caption, t.count > 200 {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.caption],
                debugDescription: "the caption has \(t.count) characters; at most 200 are accepted"))
        }
        button = try c.decodeIfPresent(ButtonSpec.self, forKey: .button)
    }
}
