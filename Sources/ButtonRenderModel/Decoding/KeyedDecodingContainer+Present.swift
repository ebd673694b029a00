extension KeyedDecodingContainer where Key: Equatable {
    /// `decodeIfPresent(_:forKey:)` that answers nil without asking the decoder when `key` is
    /// not among `present`, the keys the mapping names (as `Decoder.rejectUnknownKeys` returns
    /// them, read once). A button spec names a handful of its fifty-odd fields, and asking a
    /// decoder for a missing one goes through the standard library's unspecialised container
    /// box (about 1,500 instructions a field, most of a JSON button's decoding); a look through
    /// `present` costs a few dozen. The answer is the same: a decoder finds a key exactly when
    /// its mapping names it.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, among present: [Key]) throws -> T? {
        present.contains(key) ? try decodeIfPresent(type, forKey: key) : nil
    }

    /// `decodeLength(_:in:)`, answering nil at once when `key` is not among `present` (see
    /// `decodeIfPresent(_:forKey:among:)`).
    func decodeLength(_ key: Key, in range: ClosedRange<Double> = 0...16384, among present: [Key]) throws -> Double? {
        present.contains(key) ? try decodeLength(key, in: range) : nil
    }
}
