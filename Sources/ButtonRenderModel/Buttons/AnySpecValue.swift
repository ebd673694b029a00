import Foundation

/// Any value a spec field can hold, kept as written (a string, number, true or false, null,
/// list or mapping), so a sheet can set any `ButtonSpec` field to it and let the field's own
/// decoding judge it.
public enum AnySpecValue: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([AnySpecValue])
    case mapping([String: AnySpecValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let b = try? container.decode(Bool.self) { self = .bool(b); return }
        if let n = try? container.decode(Double.self) {
            guard n.isFinite else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "must be a finite number, not \(n)"))
            }
            self = .number(n)
            return
        }
        if let s = try? container.decode(String.self) { self = .string(s); return }
        if let l = try? container.decode([AnySpecValue].self) { self = .list(l); return }
        if let m = try? container.decode([String: AnySpecValue].self) { self = .mapping(m); return }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
            debugDescription: "expected a value: a string, number, true or false, list or mapping"))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { try container.encode(Int(n)) } else { try container.encode(n) }
        case .string(let s): try container.encode(s)
        case .list(let l): try container.encode(l)
        case .mapping(let m): try container.encode(m)
        }
    }

    /// The value as Foundation's JSON objects (`NSNull`, `Bool`, `Int` or `Double`, `String`,
    /// arrays and dictionaries), for `JSONSerialization`.
    package var jsonObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? Int(n) as Any : n as Any
        case .string(let s): return s
        case .list(let l): return l.map(\.jsonObject)
        case .mapping(let m): return m.mapValues(\.jsonObject)
        }
    }

    /// The value as a short header text: strings as they are, numbers without a trailing
    /// ".0", lists and mappings in a compact form with sorted keys.
    public var description: String {
        switch self {
        case .null: return "none"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .string(let s): return s
        case .list(let l): return "[" + l.map(\.description).joined(separator: ", ") + "]"
        case .mapping(let m):
            return "{" + m.keys.sorted().map { "\($0): \(m[$0]!.description)" }.joined(separator: ", ") + "}"
        }
    }
}
