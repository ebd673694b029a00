import ButtonRenderModel
/// A keyed container of the fast spec decoders (`SpecNodeDecoder` over Yams' composed nodes,
/// `JSONSpecTreeDecoder` over a JSON list element's tree): it finds the value under a key
/// (`child(_:)`), and this answers the rest of the standard library's requests from that, as
/// both decoders answer them. A field is looked up once: the standard library's default
/// `decodeIfPresent` asks three times (`contains`, `decodeNil`, `decode`), with the same answer.
protocol ChildKeyedDecodingContainer: KeyedDecodingContainerProtocol {
    /// The decoder of one value of the mapping.
    associatedtype Child: Decoder & SingleValueDecodingContainer

    /// The decoder of the value under `key`, or nil when the mapping has none.
    func child(_ key: Key) -> Child?
}

// Every member is inlined into the conforming type's witnesses: called through the protocol
// they would stay generic over the container and reach `child(_:)` through its witness table,
// about 9,000 instructions a button more than members written on each container.
extension ChildKeyedDecodingContainer {
    /// The decoder of the value under `key`; fails, as Yams does, when the mapping has none.
    @inline(__always)
    func decoder(_ key: Key) throws -> Child {
        guard let decoder = child(key) else { throw NodeDecodingError.keyNotFound(key, at: codingPath) }
        return decoder
    }

    @inline(__always)
    func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }

    /// One lookup: nil when the field is missing or null.
    @inline(__always)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decodeIfPresent(type, generic: key) }

    // The protocol's concrete-type requirements default to three lookups each; these take
    // the one-lookup path above.
    @inline(__always)
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(type, generic: key) }
    @inline(__always)
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(type, generic: key) }
    @inline(__always)
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(type, generic: key) }
    @inline(__always)
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(type, generic: key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(type, generic: key) }

    /// The generic `decodeIfPresent`, named apart so the concrete overloads can call it.
    @inline(__always)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, generic key: Key) throws -> T? {
        guard let decoder = child(key), !decoder.decodeNil() else { return nil }
        return try decoder.decode(type)
    }

    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).decode(type) }

    @inline(__always)
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }

    @inline(__always)
    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try decoder(key).unkeyedContainer() }

    /// The decoder of the value under `super`, as Yams names a mapping's super decoder.
    @inline(__always)
    func superDecoder() throws -> Decoder {
        guard let key = Key(stringValue: "super") else { throw NodeDecodingError.keyNotFound(NodeKey(stringValue: "super"), at: codingPath) }
        return try decoder(key)
    }

    @inline(__always)
    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(key) }
}
