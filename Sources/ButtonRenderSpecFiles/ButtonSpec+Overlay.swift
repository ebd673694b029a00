import Foundation
import ButtonRenderModel

extension ButtonSpec {
    /// This spec with every field `other` gives laid over its own (a system file's catalog
    /// fields over a grid button). Fails, with the spec reader's error, when the two together
    /// are not a spec: fields that contradict each other (`menu` on a system other than UIKit,
    /// a glyph `buttonType` with an `icon`). The system file reader lays each style's fields
    /// over its grid buttons when it reads the file, so such fields are an error at their line.
    /// The two are decoded together as a spec file's button is (`decoded(fromJSON:)`).
    package func overlaid(with other: ButtonSpec) throws -> ButtonSpec {
        let encoder = JSONEncoder()
        guard var base = try JSONSerialization.jsonObject(with: try encoder.encode(self)) as? [String: Any],
              let top = try JSONSerialization.jsonObject(with: try encoder.encode(other)) as? [String: Any] else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a spec that does not encode as a mapping"))
        }
        for (key, value) in top { base[key] = value }
        return try Self.decoded(fromJSON: try JSONSerialization.data(withJSONObject: base, options: [.sortedKeys]))
    }
}
