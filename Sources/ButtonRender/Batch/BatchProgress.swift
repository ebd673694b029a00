/// How far a batch is: images delivered of the images it draws.
public struct BatchProgress: Equatable, Sendable {
    /// Images delivered so far.
    public var done: Int
    /// Images the batch draws in all.
    public var total: Int

    /// Creates a progress value.
    public init(done: Int, total: Int) { self.done = done; self.total = total }
}
