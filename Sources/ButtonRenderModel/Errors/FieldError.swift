/// An error raised while resolving or laying out a spec that belongs to one of its fields: the
/// field's path and the `SpecProblem`, which keeps its cause. The loader turns it into a
/// `SpecError` with the field's line and column (`SpecSource.locate`).
public struct FieldError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Path components from the button's root, e.g. `["stroke", "color"]`.
    public var path: [String]
    /// What is wrong.
    package var problem: SpecProblem

    /// Creates a field error.
    package init(_ path: [String], _ problem: SpecProblem) { self.path = path; self.problem = problem }

    /// Creates a field error whose problem is free text (`SpecProblem.described`), for callers
    /// outside the pipeline.
    package init(_ path: [String], _ message: String) { self.init(path, .described(message)) }

    /// The same error at `prefix` + its path.
    package func under(_ prefix: [String]) -> FieldError { FieldError(prefix + path, problem) }

    /// What is wrong.
    public var message: String { problem.description }

    /// `field 'path': message`, control characters escaped (`ControlCharacterEscaping`).
    public var description: String {
        ControlCharacterEscaping.escaped(path.isEmpty ? message : "field '\(path.joined(separator: "."))': \(message)")
    }

    /// Field errors are equal when they name the same field with the same words.
    public static func == (a: FieldError, b: FieldError) -> Bool { a.path == b.path && a.message == b.message }
}
