/// One encoded file of a batch item: a plain file name (`name@2x.png`, `name.layout.json`)
/// and its bytes, for the caller to write (a run's `OutputTransaction`).
public struct BatchFile: Equatable, Sendable {
    /// A plain file name, never a path.
    public var name: String
    /// The encoded file.
    public var bytes: [UInt8]

    /// Creates a file.
    public init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
}
