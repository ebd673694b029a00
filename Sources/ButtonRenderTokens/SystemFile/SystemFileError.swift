import ButtonRenderModel

/// Everything wrong with a system file, each problem at its line, column and field, in the
/// order they were found: the reader lists them all, not only the first.
public struct SystemFileError: Error, Equatable, CustomStringConvertible, Sendable, StageError {
    /// The problems, at least one.
    package var problems: [SpecError]

    /// The problems found.
    package init(_ problems: [SpecError]) { self.problems = problems }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
