/// A problem with a spec, located as precisely as the input allows: the file, the line and
/// column (1-based), and the field path (`stroke.width`, `[2].shadows[0].blur`).
public struct SpecError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The spec file, or nil for a spec built in code.
    public var file: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// The dotted field path, when the problem belongs to a field.
    public var field: String?
    /// What is wrong, and what would be right.
    public var message: String

    /// Creates a spec error.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, field: String? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.field = field; self.message = message
    }

    public var description: String {
        var where_ = file ?? "spec"
        if let line { where_ += ":\(line)" }
        if let column { where_ += ":\(column)" }
        var text = where_ + ": "
        if let field, !field.isEmpty { text += "field '\(field)': " }
        return text + message
    }
}

/// An error raised while resolving or laying out a spec that belongs to one of its fields;
/// the loader turns it into a `SpecError` with the field's line and column.
public struct FieldError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Path components from the button's root, e.g. `["stroke", "color"]`.
    public var path: [String]
    /// What is wrong.
    public var message: String

    /// Creates a field error.
    public init(_ path: [String], _ message: String) { self.path = path; self.message = message }

    public var description: String {
        path.isEmpty ? message : "field '\(path.joined(separator: "."))': \(message)"
    }
}
