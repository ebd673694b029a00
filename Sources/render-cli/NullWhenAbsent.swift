/// An optional field of `bench --json` written as `null` when absent, where synthesised
/// `Encodable` would leave the key out: the bench's objects keep the same keys in every run, so
/// a script can read them without checking which figures ran.
@propertyWrapper
struct NullWhenAbsent<Value: Encodable>: Encodable {
    /// The field's value; nil is written as `null`.
    var wrappedValue: Value?

    /// Wraps `wrappedValue`.
    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    /// Writes the value, or `null`.
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
