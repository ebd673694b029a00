/// Compression failed while a PNG was being encoded.
public struct PNGEncodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What the compressor reported.
    public var message: String

    /// An error with the compressor's report.
    public init(_ message: String) { self.message = message }

    /// The message users see.
    public var description: String { "PNG compression failed: \(message)" }
}
