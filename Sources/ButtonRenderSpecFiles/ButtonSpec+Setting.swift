import Foundation
import Yams
import ButtonRenderModel

extension ButtonSpec {
    /// This spec with the field named `field` set to `value` (null removes it), decoded again by
    /// the spec's own rules, so every field works and a bad value fails as it would in a spec
    /// file (through `SpecNodeDecoding`, the spec files' decoder). Throws a `FieldError` whose path starts after the field (empty for the field
    /// itself, `["width"]` for a stroke's width) and whose message says what is wrong.
    package func setting(_ field: String, to value: AnySpecValue) throws -> ButtonSpec {
        guard Self.fieldNames.contains(field) else {
            throw FieldError([], .unknownField(name: field, suggestion: nearestName(to: field, in: Self.fieldNames), known: nil))
        }
        let data: Data
        do {
            guard var object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(self)) as? [String: Any] else {
                throw FieldError([], .notAMapping)
            }
            object[field] = value.jsonObject
            data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        } catch let error as FieldError {
            throw error
        } catch {
            throw FieldError([], .unencodable(field: field, reason: "\(error)"))
        }
        do {
            var decoded = try Self.decoded(fromJSON: data)
            decoded.themeReading = themeReading
            return decoded
        } catch let error as DecodingError {
            throw Self.fieldError(error, field: field, value: value)
        }
    }

    /// A decoding error of a spec with `field` just set, as a field error relative to the field.
    private static func fieldError(_ error: DecodingError, field: String, value: AnySpecValue) -> FieldError {
        let path: [CodingKey], problem: SpecProblem
        switch error {
        case .dataCorrupted(let c):
            path = c.codingPath; problem = SpecProblem(decoding: c)
        case .typeMismatch(let type, let c):
            path = c.codingPath; problem = .typeMismatch(expected: SpecLoader.typeName(type), found: describe(value, at: c.codingPath.dropFirst()))
        case .valueNotFound(let type, let c):
            path = c.codingPath; problem = .valueMissing(expected: SpecLoader.typeName(type))
        case .keyNotFound(let key, let c):
            path = c.codingPath; problem = .missingField(key.stringValue)
        @unknown default:
            path = []; problem = .described("\(error)")
        }
        var rest = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
        if rest.first == field { rest.removeFirst() } else if !rest.isEmpty {
            // The new value contradicts another field of the spec.
            return FieldError([], .inOtherField(path: rest, problem: problem))
        }
        return FieldError(rest, problem)
    }

    /// What the value holds at a path inside it, for "expected X, found Y".
    private static func describe(_ value: AnySpecValue, at path: ArraySlice<CodingKey>) -> String {
        var current: AnySpecValue? = value
        for key in path {
            switch current {
            case .mapping(let m)?: current = m[key.stringValue]
            case .list(let l)?: current = key.intValue.flatMap { $0 >= 0 && $0 < l.count ? l[$0] : nil }
            default: current = nil
            }
        }
        switch current {
        case nil: return "nothing"
        case .mapping?: return "a mapping"
        case .list?: return "a list"
        case .string(let s)?: return "'\(s.prefix(40))'"
        case let other?: return "'\(other.description)'"
        }
    }
}

extension ButtonSpec {
    /// The spec a JSON text holds, composed and decoded as a `.json` spec file's button is
    /// (`JSONNodeComposer`, `SpecNodeDecoding`): a spec changed in code is read by the same
    /// rules, and fails with the same errors, as one read from a file.
    static func decoded(fromJSON data: Data) throws -> ButtonSpec {
        let node: Node?
        do {
            node = try SpecDocument.compose(String(decoding: data, as: UTF8.self), file: "spec.json", strictJSON: true)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)"))
        }
        guard let node else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an empty spec")) }
        return try SpecNodeDecoding.decode(ButtonSpec.self, from: node)
    }
}
