import Foundation

/// A spec's `snapshot` field: how its goldens are compared, for `render-cli verify` and
/// `assertSnapshot`. `{ignore: [[x, y, width, height], ...]}` lists regions, in points of the
/// button's canvas (the image, canvas padding included), whose differences do not count, as
/// the command line's `--ignore` (which is in pixels) does; both lists apply.
public struct SnapshotSettings: Equatable, Hashable, Sendable, Codable {
    /// Regions whose differences are ignored, in points of the canvas.
    public var ignore: [PointRegion]

    /// The most regions one spec may list.
    static let maximumRegionCount = 64

    /// Settings with these ignored regions.
    package init(ignore: [PointRegion] = []) { self.ignore = ignore }

    enum CodingKeys: String, CodingKey, CaseIterable { case ignore }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ignore = try c.decodeIfPresent([PointRegion].self, forKey: .ignore) ?? []
        if ignore.count > Self.maximumRegionCount {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.ignore],
                debugDescription: "\(ignore.count) ignored regions; at most \(Self.maximumRegionCount) are accepted"))
        }
    }
}

/// A rectangle in points, written `[x, y, width, height]`: x and y from the canvas's top-left
/// corner, 0...16384; width and height above 0, up to 16384.
public struct PointRegion: Equatable, Hashable, Sendable, Codable {
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double

    /// The region `[x, y, width, height]`.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var values: [Double] = []
        while !list.isAtEnd {
            guard values.count < 4 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "a region is [x, y, width, height]: 4 numbers, not more"))
            }
            let value = try list.decode(Double.self)
            let index = values.count
            let range: ClosedRange<Double> = 0...16384
            let problem: SpecProblem?
            if !value.isFinite { problem = .notFinite(value) } else if !range.contains(value) || (index >= 2 && value == 0) {
                problem = index >= 2 ? .described("\(["width", "height"][index - 2]) \(formatNumber(value)) is not allowed: above 0, at most 16384")
                    : .outOfRange(value, allowed: range)
            } else { problem = nil }
            if let problem {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [AnyCodingKey(intValue: index)],
                                                        debugDescription: problem.description, underlyingError: problem))
            }
            values.append(value)
        }
        guard values.count == 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a region is [x, y, width, height]: 4 numbers, not \(values.count)"))
        }
        self.init(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    public func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(contentsOf: [x, y, width, height])
    }
}
