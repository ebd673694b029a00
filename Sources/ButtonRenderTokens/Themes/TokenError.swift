import ButtonRenderModel

/// A problem with a design tokens file or with reading a token from one, located: the file,
/// the 1-based line and column when known, the dotted token name when the problem belongs to
/// a token, and the `TokenProblem`, which keeps its cause.
public struct TokenError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The tokens file (or the name of a built-in theme's file), when known.
    public var file: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// The dotted token name (`button.primary.background`), when the problem concerns a token.
    public var token: String?
    /// What is wrong.
    package var problem: TokenProblem

    /// Creates a token error.
    package init(file: String? = nil, line: Int? = nil, column: Int? = nil, token: String? = nil, _ problem: TokenProblem) {
        self.file = file; self.line = line; self.column = column; self.token = token; self.problem = problem
    }

    /// Creates a token error for a rule of the format the document breaks, in the parser's
    /// words (`TokenProblem.format`).
    package init(file: String? = nil, line: Int? = nil, column: Int? = nil, token: String? = nil, message: String) {
        self.init(file: file, line: line, column: column, token: token, .format(message))
    }

    /// What is wrong, and what would be right.
    public var message: String { problem.description }

    /// `file:line:column: token 'name': message`, leaving out what is unknown, control
    /// characters escaped (`ControlCharacterEscaping`).
    public var description: String {
        var location = file ?? ""
        if let line { location += (location.isEmpty ? "line " : ":") + "\(line)" }
        if let column, line != nil { location += ":\(column)" }
        var text = location.isEmpty ? "" : location + ": "
        if let token, !token.isEmpty { text += "token '\(token)': " }
        return ControlCharacterEscaping.escaped(text + message)
    }
}

extension TokenError: StageError {}
