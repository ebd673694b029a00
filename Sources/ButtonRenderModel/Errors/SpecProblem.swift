import ButtonRenderSupport
/// What is wrong with a spec, sheet or one of their fields: the cause of a `FieldError` (a
/// field path and a problem) and of a `SpecError` (a located problem). Each case keeps what was
/// found; a later stage's error is kept whole (`stage`). `description` is the sentence users
/// see after "file:line:column: field 'path': ".
public indirect enum SpecProblem: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be read (missing, a folder, a FIFO, too large, not UTF-8).
    case unreadableFile(InputFile.Problem)
    /// A spec file with no document.
    case emptySpecFile
    /// A sheet or spec file read as sheets, with no document.
    case emptySheetFile
    /// A list of buttons with no button.
    case emptyList
    /// A list of more buttons than one file may hold.
    case tooManyButtons(count: Int, limit: Int)
    /// A sheet file's list with no items, or more than one file may hold.
    case itemCount(count: Int, limit: Int)
    /// A list entry (`inList`) or the document that is not a button; `found` describes it.
    case expectedButton(found: String, inList: Bool)
    /// A sheet file's document or list entry (`inList`) that is not a sheet or button.
    case expectedSheetOrButton(found: String, inList: Bool)
    /// A YAML or JSON syntax error; `detail` is libyaml's (or the strict JSON reader's) words.
    case syntax(detail: String)
    /// A `.json` file that is not strict JSON; `problem` locates and words it.
    case notStrictJSON(InputFile.Problem)
    /// A mapping that gives these fields twice.
    case duplicateFields([String])
    /// YAML aliases that would expand past `limit` nodes.
    case aliasExpansion(limit: Int)
    /// Text Yams could not compose, for a reason of the named type.
    case unparsable(reason: String)
    /// Standard input over `limitMB` megabytes.
    case standardInputTooLarge(limitMB: Int)
    /// Standard input that is not UTF-8.
    case standardInputNotUTF8
    /// A value of the wrong kind: `expected` ("a number") and what was `found`.
    case typeMismatch(expected: String, found: String)
    /// A field that must hold a value holds nothing.
    case valueMissing(expected: String)
    /// A required field is absent.
    case missingField(String)
    /// A value the spec's decoders refused, in their words (Codable errors that carry no
    /// `SpecProblem` as their underlying error).
    case invalidValue(String)
    /// A field name a spec does not have, with the nearest name and, from a file, the known ones.
    case unknownField(name: String, suggestion: String?, known: [String]?)
    /// A value an enumerated field does not have, with the nearest value and the allowed ones.
    case unknownValue(String, suggestion: String?, allowed: [String])
    /// A number that is not finite.
    case notFinite(Double)
    /// A number outside the field's range.
    case outOfRange(Double, allowed: ClosedRange<Double>)
    /// A number of the resolved button (`quantity`, e.g. "height" or "shadows[0].blur") that
    /// the theme's tokens put outside the range a spec's own field of that kind has.
    case themeValueOutOfRange(quantity: String, value: Double, allowed: ClosedRange<Double>)
    /// A spec that does not encode as a mapping (setting a field in code).
    case notAMapping
    /// A spec whose field could not be set because encoding failed; `reason` is Foundation's.
    case unencodable(field: String, reason: String)
    /// Setting a field made another field (`path`) invalid.
    case inOtherField(path: [String], problem: SpecProblem)
    /// Two fields that say contradictory things.
    case contradiction(SpecContradiction)
    /// Something wrong inside the `menu`; `located` when the error's field path already ends
    /// at the menu's field (a spec file's `menu.items`), else the text names it.
    case menu(MenuProblem, located: Bool)
    /// A colour token the scheme does not have, with the nearest name and the known names.
    case unknownColorToken(name: String, suggestion: String?, scheme: String, known: [String])
    /// A style the system does not have, with the nearest name and the allowed names.
    case unknownStyle(style: String, system: String, suggestion: String?, allowed: [String])
    /// A state the system does not draw, with the states it allows.
    case stateNotDrawn(state: String, system: String, allowed: [String])
    /// Title markup that cannot be read.
    case markup(TitleMarkupProblem)
    /// A title or subtitle (`field`) longer than a limit.
    case textTooLong(field: String, measure: TextMeasure, count: Int, limit: Int)
    /// `width: fill` without the parent's width.
    case fillNeedsContainerWidth
    /// A `menu` on a spec of the default system (Material), which has none.
    case menuNeedsUIKit
    /// An icon value that is neither a name nor an `.svg`/`.png` path.
    case notAnIcon(String)
    /// A field (its name) the system would not draw for this spec, and why.
    case ignoredField(String, IgnoredFieldReason)
    /// A theme or icon file outside the spec file's folder.
    case outsideSpecFolder(path: String, folder: String)
    /// A folder's entry that is a symbolic link to `target`, outside the `folder` given.
    case folderEntryOutside(target: String, folder: String)
    /// A name another spec (in `firstUse`) already has.
    case duplicateName(name: String, firstUse: String)
    /// The problem of the sheet's button `name`.
    case inSheetButton(name: String, problem: SpecProblem)
    /// An error of a later stage (tokens, native, layout, output), kept as thrown.
    case stage(any StageError)
    /// Free text from a caller outside the pipeline (a tool's located warning, a test). The
    /// library itself throws the typed cases.
    case described(String)

    /// What a `textTooLong` counted.
    public enum TextMeasure: String, Equatable, Sendable {
        /// UTF-8 bytes.
        case bytes
        /// Unicode scalars.
        case scalars
        /// Grapheme clusters.
        case characters
    }

    /// The problem for any error: a `SpecProblem` itself, a field error's problem (its path
    /// dropped), a later stage's error kept whole, else the error's description.
    package init(_ error: any Error) {
        switch error {
        case let problem as SpecProblem: self = problem
        case let field as FieldError: self = field.path.isEmpty ? field.problem : .inOtherField(path: field.path, problem: field.problem)
        case let stage as any StageError: self = .stage(stage)
        default: self = .described("\(error)")
        }
    }

    /// The problem a decoding error carries as its underlying error, else its words.
    package init(decoding context: DecodingError.Context) {
        self = context.underlyingError as? SpecProblem ?? .invalidValue(context.debugDescription)
    }

    /// The later stage's error of type `T` this problem keeps (looking through wrappers), if any.
    package func cause<T: Error>(as type: T.Type) -> T? {
        switch self {
        case .stage(let error): return error as? T
        case .inOtherField(_, let problem), .inSheetButton(_, let problem): return problem.cause(as: type)
        default: return nil
        }
    }

    /// The sentence users see, its control characters escaped (`ControlCharacterEscaping`):
    /// it quotes values from the spec.
    public var description: String { ControlCharacterEscaping.escaped(words) }

    /// The sentence, as the values it quotes are.
    private var words: String {
        switch self {
        case .unreadableFile(let problem): return problem.message
        case .emptySpecFile:
            return "the file is empty; write a mapping such as {\"style\": \"contained\", \"title\": \"OK\"} or a list of them"
        case .emptySheetFile: return "the file is empty; write a sheet such as {sheet: strip, items: [...]}"
        case .emptyList: return "the list of buttons is empty"
        case .tooManyButtons(let count, let limit): return "holds \(count) buttons; at most \(limit) per file"
        case .itemCount(let count, let limit): return "holds \(count) items; give 1 to \(limit)"
        case .expectedButton(let found, let inList):
            return inList ? "expected a button (a mapping of fields), found \(found)"
                : "expected a button (a mapping of fields) or a list of buttons, found \(found)"
        case .expectedSheetOrButton(let found, let inList):
            return inList ? "expected a sheet or button (a mapping of fields), found \(found)"
                : "expected a sheet or button (a mapping of fields) or a list of them, found \(found)"
        case .syntax(let detail): return "syntax error: \(detail)"
        case .notStrictJSON(let problem): return problem.message
        case .duplicateFields(let names): return "duplicate field \(names.map { "'\($0)'" }.joined(separator: ", "))"
        case .aliasExpansion(let limit):
            return "its aliases would expand to more than \(limit) YAML nodes beyond those written out "
                + "(the first alias is here); write the values out instead of nesting aliases"
        case .unparsable(let reason): return "cannot be parsed: \(reason)"
        case .standardInputTooLarge(let limit): return "standard input is larger than \(limit) MB"
        case .standardInputNotUTF8: return "standard input is not UTF-8 text"
        case .typeMismatch(let expected, let found): return "expected \(expected), found \(found)"
        case .valueMissing(let expected): return "expected \(expected), found nothing"
        case .missingField(let name): return "missing field '\(name)'"
        case .invalidValue(let text): return text
        case .unknownField(let name, let suggestion, let known):
            return "unknown field '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + (known.map { " Known fields: \($0.joined(separator: ", "))" } ?? "")
        case .unknownValue(let value, let suggestion, let allowed):
            return "unknown value '\(value)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; allowed: \(allowed.joined(separator: ", "))"
        case .notFinite(let value): return "must be a finite number, not \(value)"
        case .outOfRange(let value, let range):
            return "\(formatNumber(value)) is out of range; allowed \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
        case .themeValueOutOfRange(let quantity, let value, let range):
            let allowed = "allowed \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
            return "the theme or the system makes the button's \(quantity) \(value.isFinite ? formatNumber(value) : "\(value)"), "
                + "which is out of range; \(allowed), as for a spec's own fields (check the theme's tokens, or the system file's slots: `render-cli system check`)"
        case .notAMapping: return "the spec does not encode as a mapping"
        case .unencodable(let field, let reason): return "cannot set '\(field)': \(reason)"
        case .inOtherField(let path, let problem): return "field '\(path.joined(separator: "."))': \(problem)"
        case .contradiction(let contradiction): return contradiction.description
        case .menu(let problem, let located): return located ? problem.description : "menu.\(problem.field): \(problem)"
        case .unknownColorToken(let name, let suggestion, let scheme, let known):
            // A team's theme may hold thousands of colours: name the first few, count the rest.
            let shown = known.prefix(12).joined(separator: ", ") + (known.count > 12 ? " and \(known.count - 12) more (render-cli tokens lists them)" : "")
            return "unknown colour token '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; tokens of \(scheme): \(shown)"
        case .unknownStyle(let style, let system, let suggestion, let allowed):
            return "unknown value '\(style)' for system \(system)" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; allowed: \(allowed.joined(separator: ", "))"
        case .stateNotDrawn(let state, let system, let allowed):
            return "\(system) buttons have no '\(state)' state; allowed: \(allowed.joined(separator: ", "))"
        case .markup(let problem): return "markup: \(problem)"
        case .textTooLong(let field, let measure, let count, let limit):
            switch measure {
            case .bytes: return "\(field) is \(count) UTF-8 bytes long; at most \(limit) are accepted"
            case .scalars: return "\(field) has \(count) Unicode scalars (letters plus combining marks); at most \(limit) are accepted"
            case .characters: return "\(field) has \(count) characters; at most \(limit) are accepted"
            }
        case .fillNeedsContainerWidth: return "width: fill needs containerWidth, the parent's width in points"
        case .menuNeedsUIKit: return "menu is a UIKit field; the default system 'material' has no menu buttons (use system: uikit)"
        case .ignoredField(let field, let reason): return reason.description(field: field)
        case .notAnIcon(let value): return "'\(value)' is neither an icon name (letters, digits and _) nor an .svg or .png file"
        case .outsideSpecFolder(let path, let folder):
            return "'\(path)' is outside the spec file's folder \(folder); theme and icon files must be inside it "
                + "(after following '..' and symbolic links) unless outside paths are allowed"
        case .folderEntryOutside(let target, let folder):
            return "is a symbolic link to \(target), outside the folder \(folder); a folder's spec files must be inside it "
                + "(after following '..' and symbolic links) unless outside paths are allowed; it was not read"
        case .duplicateName(let name, let firstUse): return "the name '\(name)' is already used in \(firstUse); names must be unique"
        case .inSheetButton(let name, let problem): return "button '\(name)': \(problem)"
        case .stage(let error): return error.description
        case .described(let text): return text
        }
    }

    /// Two problems are equal when they are the same case with equal values; a later stage's
    /// errors compare by type and words.
    public static func == (a: SpecProblem, b: SpecProblem) -> Bool {
        switch (a, b) {
        case (.stage(let x), .stage(let y)): return type(of: x) == type(of: y) && x.description == y.description
        case (.stage, _), (_, .stage): return false
        default: return a.description == b.description && a.kindName == b.kindName
        }
    }

    /// The case's name, to tell apart cases that word something alike.
    private var kindName: String { Mirror(reflecting: self).children.first?.label ?? description }
}
