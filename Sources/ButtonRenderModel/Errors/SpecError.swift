/// A problem with a spec, located as precisely as the input allows: the file, the line and
/// column (1-based), the field path (`stroke.width`, `[2].shadows[0].blur`), and the
/// `SpecProblem` itself, which keeps its cause.
public struct SpecError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The spec file, or nil for a spec built in code.
    public var file: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// The dotted field path, when the problem belongs to a field.
    public var field: String?
    /// What is wrong.
    package var problem: SpecProblem

    /// Creates a spec error.
    package init(file: String? = nil, line: Int? = nil, column: Int? = nil, field: String? = nil, _ problem: SpecProblem) {
        self.file = file; self.line = line; self.column = column; self.field = field; self.problem = problem
    }

    /// Creates a spec error whose problem is free text (`SpecProblem.described`), for callers
    /// outside the pipeline.
    package init(file: String? = nil, line: Int? = nil, column: Int? = nil, field: String? = nil, message: String) {
        self.init(file: file, line: line, column: column, field: field, .described(message))
    }

    /// What is wrong, and what would be right.
    public var message: String { problem.description }

    /// `file:line:column: field 'path': message`, leaving out what is unknown, control
    /// characters escaped (`ControlCharacterEscaping`).
    public var description: String { ControlCharacterEscaping.escaped(located) }

    /// The description as the values it quotes are.
    private var located: String {
        var where_ = file ?? "spec"
        if let line { where_ += ":\(line)" }
        if let column { where_ += ":\(column)" }
        var text = where_ + ": "
        if let field, !field.isEmpty { text += "field '\(field)': " }
        return text + message
    }
}
