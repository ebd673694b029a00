/// Why a title's markup cannot be read, with the tag or text it stopped at.
public enum TitleMarkupProblem: Equatable, Sendable, CustomStringConvertible {
    /// A `<` without a closing `>`.
    case unclosedAngleBracket
    /// A closing tag with no open tag.
    case closesNothing(tag: String)
    /// A closing tag for another open tag.
    case closesOther(tag: String, open: String)
    /// A `span` with an attribute other than `color="…"`.
    case unsupportedSpan(tag: String)
    /// A `span` colour that is not `#RRGGBB` or `#RRGGBBAA`.
    case notAColour(String)
    /// A tag other than `b`, `i` and `span`.
    case unsupportedTag(String)
    /// An `&` that starts no known entity.
    case unknownEntity
    /// A tag still open at the end.
    case neverClosed(tag: String)

    /// The sentence users see after "markup: ".
    public var description: String {
        switch self {
        case .unclosedAngleBracket: return "a '<' has no closing '>'; write &lt; for a literal '<'"
        case .closesNothing(let tag): return "</\(tag)> closes nothing"
        case .closesOther(let tag, let open): return "</\(tag)> closes <\(open)>"
        case .unsupportedSpan(let tag): return "<\(tag)>: only <span color=\"#RRGGBB\"> is supported"
        case .notAColour(let value): return "'\(value)' is not a colour (#RRGGBB or #RRGGBBAA)"
        case .unsupportedTag(let tag): return "<\(tag)> is not supported; use <b>, <i> or <span color=\"#RRGGBB\">"
        case .unknownEntity: return "'&' starts no known entity; write &amp; for a literal '&'"
        case .neverClosed(let tag): return "<\(tag)> is never closed"
        }
    }
}
