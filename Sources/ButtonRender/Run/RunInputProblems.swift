/// Every problem found while reading a run's inputs (a missing path, an empty folder, a file
/// that does not parse, a name used twice), thrown once all of them were read, so that a
/// person fixes them in one go. Each problem is located where it can be (`SpecError`).
public struct RunInputProblems: Error, CustomStringConvertible, Sendable {
    /// The problems, in the order the inputs were read.
    package var problems: [any Error]

    /// Creates the error of `problems` (not empty).
    package init(_ problems: [any Error]) { self.problems = problems }

    /// One problem per line.
    public var description: String { problems.map { "\($0)" }.joined(separator: "\n") }
}

/// A problem with a path given to a run (not with a file's content): `argument: what is wrong`.
public struct InputPathProblem: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the path.
    public var description: String

    /// A problem described by `description`.
    package init(_ description: String) { self.description = ControlCharacterEscaping.escaped(description) }
}
