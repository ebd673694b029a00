import Yams
import ButtonRenderModel

/// Builds, from strict JSON text, the node graph Yams' `compose` builds from it, without
/// libyaml: the same scalars (strings double-quoted with the `str` tag, numbers, `true`,
/// `false` and `null` plain and untagged), mappings and lists (untagged, style `any`), in the
/// same order, each with the line and column libyaml's mark gives it (`JSONCursor`'s
/// counting: line breaks LF, CR LF, CR; columns in characters). The spec decoders and every
/// located error then read it as they read Yams' graph.
///
/// It takes only text on which libyaml and JSON agree, and gives nil for anything else, where
/// the caller composes through Yams as before (whose answer, a graph or an error, is then the
/// one users get): a mapping with a duplicate key (Yams' error names the keys), a character
/// libyaml refuses (DEL, C1 controls, U+FFFE, U+FFFF) or reads as a line break (NEL, LS, PS),
/// a byte-order mark, a `\u` escape of a surrogate, a `*` anywhere (the alias budget's scan
/// counts those), a tab outside the top-level collection, a key whose `:` is on another line
/// or far from it (libyaml's simple keys), nesting deeper than `maximumDepth`, a top level that
/// is not a mapping or a list, and empty text. The text must already have passed
/// `StrictJSON.check`; anything unexpected is also nil.
package struct JSONNodeComposer: JSONComposerOutput {
    /// The deepest nesting composed here (libyaml has a limit of its own far above specs').
    static let maximumDepth = 64
    /// The longest key, in bytes from its opening quote to its `:`, composed here (libyaml's
    /// simple keys end 1,024 characters after their start).
    static let maximumKeySpan = 1_000

    private let resolver: Resolver

    /// A new untagged node's tag. Each node has its own: Yams resolves an implicit tag in place
    /// (`Node.tag` sets its name the first time), as its parser makes one per node.
    private var plainTag: Tag { Tag(.implicit, resolver, Self.constructor) }

    /// A new double-quoted scalar's tag (`str`, as libyaml's `quoted_implicit` gives).
    private var stringTag: Tag { Tag(.str, resolver, Self.constructor) }

    /// Yams' default constructor, made once (Yams' parser shares one between the tags it makes;
    /// making one fills its maps). `nonisolated(unsafe)` because Yams does not
    /// declare `Constructor` `Sendable`: it is a final class whose only state is three `let`
    /// maps of tag names to functions, set by its initialiser, so sharing it reads immutable data.
    nonisolated(unsafe) private static let constructor = Constructor.default

    /// Whether `mark(line:column:)` makes marks: Yams declares `Mark`'s initialiser internal
    /// (only its parser makes marks), so a mark is made from its two stored integers, `line`
    /// then `column`, which is checked once here; if Yams ever lays `Mark` out otherwise, the
    /// composer takes nothing and every text goes through Yams.
    static let canMakeMarks: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size, MemoryLayout<Mark>.alignment == MemoryLayout<(Int, Int)>.alignment else {
            return false
        }
        let probe = unsafeBitCast((3, 7) as (Int, Int), to: Mark.self)
        return probe.line == 3 && probe.column == 7
    }()

    /// The mark libyaml gives a node starting at `line` and `column` (from 1).
    static func mark(line: Int, column: Int) -> Mark {
        unsafeBitCast((line, column) as (Int, Int), to: Mark.self)
    }

    /// The root node of `bytes[range]` (strict JSON), as `Yams.compose(yaml:resolver)` gives it for
    /// that text alone (lines and columns from its first byte), or nil when Yams must compose it.
    package static func compose(_ bytes: [UInt8], in range: Range<Int>? = nil, resolver: Resolver = .default) -> Node? {
        JSONComposer.compose(bytes, in: range, output: JSONNodeComposer(resolver: resolver))
    }

    func string(_ text: String, mark: Mark) -> Node { .scalar(Node.Scalar(text, stringTag, .doubleQuoted, mark)) }

    func plain(_ text: String, mark: Mark) -> Node { .scalar(Node.Scalar(text, plainTag, .plain, mark)) }

    func pair(key: String, keyMark: Mark, value: Node) -> (Node, Node) { (string(key, mark: keyMark), value) }

    func mapping(_ pairs: [(Node, Node)], mark: Mark) -> Node { .mapping(Node.Mapping(pairs, plainTag, .any, mark)) }

    func list(_ values: [Node], mark: Mark) -> Node { .sequence(Node.Sequence(values, plainTag, .any, mark)) }
}
