/// How a preview asset's image compares with its golden, as `verify` would say.
public struct PreviewGolden: Sendable, Equatable {
    /// The outcome.
    public enum Status: String, Sendable, Equatable {
        /// Within tolerance of the golden.
        case passed
        /// Differs from the golden.
        case failed
        /// No golden yet.
        case new
        /// The golden could not be read or compared.
        case error
    }

    /// The outcome.
    public var status: Status
    /// One line for a person.
    public var message: String
    /// The diff picture (PNG), when pixels were compared and differ.
    public var diff: [UInt8]?

    /// Creates a status.
    package init(status: Status, message: String, diff: [UInt8]? = nil) {
        self.status = status; self.message = message; self.diff = diff
    }
}
