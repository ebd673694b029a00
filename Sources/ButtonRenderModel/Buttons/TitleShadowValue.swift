/// A title's shadow as a spec writes it (UIKit's `setTitleShadowColor(_:for:)` and the title
/// label's `shadowOffset`): a copy of the title, unblurred, in `color`, moved by (`x`, `y`)
/// points and drawn under it.
public struct TitleShadowValue: Equatable, Hashable, Sendable, Codable {
    /// The shadow's colour (a theme colour name or `#RRGGBB[AA]`; default black at 50%).
    public var color: ColorValue?
    /// Horizontal offset in points (default 0).
    public var x: Double?
    /// Vertical offset in points (default -1, UIKit's `shadowOffset` of a label: one point up).
    public var y: Double?

    /// UIKit's default offset of a title's shadow.
    static let defaultOffset = Point(x: 0, y: -1)

    /// Creates a title shadow.
    package init(color: ColorValue? = nil, x: Double? = nil, y: Double? = nil) { self.color = color; self.x = x; self.y = y }

    enum CodingKeys: String, CodingKey, CaseIterable { case color, x, y }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        color = try c.decodeIfPresent(ColorValue.self, forKey: .color)
        x = try c.decodeIfPresent(Double.self, forKey: .x)
        if let x { try c.checkNumber(x, key: .x, in: -64...64) }
        y = try c.decodeIfPresent(Double.self, forKey: .y)
        if let y { try c.checkNumber(y, key: .y, in: -64...64) }
    }

    /// The offset in points, defaults filled in.
    public var offset: Point { Point(x: x ?? Self.defaultOffset.x, y: y ?? Self.defaultOffset.y) }
}
