import Foundation

extension HTMLReport.Entry: Codable {
    private enum CodingKeys: String, CodingKey { case snapshot, message, status, expected, actual, diff, artifacts, acceptance }

    /// Decodes an entry whose pictures are base64 (as `encode(to:)` writes them).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(snapshot: try c.decode(String.self, forKey: .snapshot), message: try c.decode(String.self, forKey: .message),
                  status: try c.decode(HTMLReport.Status.self, forKey: .status),
                  expected: try c.decodeIfPresent(Data.self, forKey: .expected).map { [UInt8]($0) },
                  actual: try c.decodeIfPresent(Data.self, forKey: .actual).map { [UInt8]($0) },
                  diff: try c.decodeIfPresent(Data.self, forKey: .diff).map { [UInt8]($0) },
                  artifacts: try c.decode([String].self, forKey: .artifacts))
        acceptance = try c.decodeIfPresent(HTMLReport.Acceptance.self, forKey: .acceptance)
    }

    /// Encodes the entry with its pictures as base64.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(snapshot, forKey: .snapshot); try c.encode(message, forKey: .message); try c.encode(status, forKey: .status)
        try c.encodeIfPresent(expected.map { Data($0) }, forKey: .expected)
        try c.encodeIfPresent(actual.map { Data($0) }, forKey: .actual)
        try c.encodeIfPresent(diff.map { Data($0) }, forKey: .diff)
        try c.encode(artifacts, forKey: .artifacts)
        try c.encodeIfPresent(acceptance, forKey: .acceptance)
    }
}
