import Foundation

/// A spec's `snapshot` field: how its goldens are compared, for `render-cli verify` and
/// `assertSnapshot`. `{ignore: [[x, y, width, height], ...]}` lists regions, in points of the
/// button's canvas (the image, canvas padding included), whose differences do not count, as
/// the command line's `--ignore` (which is in pixels) does; both lists apply.
public struct SnapshotSettings: Equatable, Hashable, Sendable, Codable {
    /// Regions whose differences are ignored, in points of the canvas.
    public var ignore: [PointRegion]
    /// Compare pixels perceptually: a pixel matches when its CIE ΔE is at most
    /// (1 - perceptualPrecision) x 100 (swift-snapshot-testing's meaning), 0...1.
    public var perceptualPrecision: Double?
    /// The ΔE formula of a perceptual comparison: `cie94` (default, Core Image's) or `ciede2000`.
    public var deltaE: String?
    /// The least structural similarity (SSIM, 0...1) the image must keep to its golden.
    public var minimumSSIM: Double?

    /// The most regions one spec may list.
    static let maximumRegionCount = 64

    /// The ΔE formulas `deltaE` may name.
    package static let deltaEFormulas = ["cie94", "ciede2000"]

    /// Settings with these ignored regions and perceptual measures.
    package init(ignore: [PointRegion] = [], perceptualPrecision: Double? = nil, deltaE: String? = nil, minimumSSIM: Double? = nil) {
        self.ignore = ignore; self.perceptualPrecision = perceptualPrecision; self.deltaE = deltaE; self.minimumSSIM = minimumSSIM
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case ignore, perceptualPrecision, deltaE, minimumSSIM }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        for key in [CodingKeys.perceptualPrecision, .minimumSSIM] {
            guard let value = try c.decodeIfPresent(Double.self, forKey: key) else { continue }
            guard value.isFinite, (0...1).contains(value) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key], debugDescription: "\(formatNumber(value)) is out of range; allowed 0...1"))
            }
            if key == .perceptualPrecision { perceptualPrecision = value } else { minimumSSIM = value }
        }
        deltaE = try c.decodeIfPresent(String.self, forKey: .deltaE)
        if let deltaE, !Self.deltaEFormulas.contains(deltaE) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.deltaE],
                debugDescription: "unknown ΔE formula '\(deltaE)'; allowed: \(Self.deltaEFormulas.joined(separator: ", "))"))
        }
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
