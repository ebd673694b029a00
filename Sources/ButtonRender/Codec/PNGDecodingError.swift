/// Why a PNG could not be decoded: a message meant for a person, naming the problem (and the
/// file, when decoding from a path).
public struct PNGDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, e.g. "CRC mismatch in chunk IDAT".
    public var message: String

    /// An error carrying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
