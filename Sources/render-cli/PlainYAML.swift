import Foundation
import Yams

/// YAML as a person writes it: Yams encodes every `Double` in scientific notation (`8e+0`);
/// this rewrites such numbers the shortest way that reads back the same (`8`, `1.25`).
enum PlainYAML {
    /// `value` encoded as YAML with plain numbers.
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let text = try YAMLEncoder().encode(value)
        guard let node = try Yams.compose(yaml: text) else { return text }
        return try Yams.serialize(node: plain(node))
    }

    /// `node` with every float scalar written plainly.
    static func plain(_ node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            if scalar.style == .plain, scalar.string.contains("e"), let number = Double(scalar.string), number.isFinite {
                scalar.string = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
                return .scalar(scalar)
            }
            return node
        case .mapping(var mapping):
            mapping = Node.Mapping(mapping.map { (plain($0.key), plain($0.value)) }, mapping.tag, mapping.style, mapping.mark)
            return .mapping(mapping)
        case .sequence(var sequence):
            sequence = Node.Sequence(sequence.map(plain), sequence.tag, sequence.style, sequence.mark)
            return .sequence(sequence)
        case .alias:
            return node
        }
    }
}
