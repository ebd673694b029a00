import Yams
import ButtonRenderModel

/// Measures how large a YAML text becomes once its aliases are expanded, without expanding
/// them, so that an alias bomb ("billion laughs") is refused before anything walks it.
///
/// Yams' `compose` itself is not safe to run first: an alias used in a mapping key is hashed
/// (for the duplicate-key check) through its whole expansion. So the text is measured through
/// a copy in which every alias `*name` is replaced by a plain scalar of the same length
/// (`xname`), which composes to a tree without any sharing. The walk then gives each anchored
/// node's size to its name (the node starts at its `&`) and counts each replaced alias as the
/// size of the node it names. Marks line up because the copy has the same characters per line.
struct YAMLExpansionBudget {
    /// Where the budget was passed, and why, for the caller to wrap in its own error type.
    struct Excess: Error, Equatable {
        /// 1-based line of the first alias in the text.
        var line: Int
        /// 1-based column (Unicode scalars) of the same.
        var column: Int
        /// The most nodes aliases may add.
        var limit: Int
    }

    /// An anchor or alias found in the text.
    struct Reference: Hashable {
        /// 1-based line and column of its `&` or `*`.
        var line: Int, column: Int
    }

    /// Sizes saturate here, far above any limit and far below overflow.
    static let saturation = Int.max / 4

    /// Anchor names by the position of their `&`.
    private var anchors: [Reference: String] = [:]
    /// Alias names by the position of their `*`.
    private var aliases: [Reference: String] = [:]
    /// The first alias, where an excess is reported.
    private var firstAlias: Reference?
    /// The text with every alias replaced by a plain scalar.
    private var neutralized = ""
    /// Expanded sizes of anchored nodes by name (a later anchor of the same name replaces it).
    private var sizes: [String: Int] = [:]
    /// Aliases met as nodes in the walk.
    private var matched = Set<Reference>()
    /// Nodes written out in the text.
    private var writtenNodes = 0

    /// Fails with the position of the first alias in `text` when expanding its aliases would
    /// add more than `limit` nodes to those written out. (Written-out nodes are bounded by the
    /// file size, and decoding them costs what reading them did.) A syntax error is thrown as
    /// the `YamlError` Yams reports for it.
    static func check(_ text: String, limit: Int = SpecLimits.maximumNodeCount) throws -> Void {
        guard text.unicodeScalars.contains("*") else { return }
        var budget = YAMLExpansionBudget()
        budget.scan(text)
        guard let first = budget.firstAlias else { return }
        guard let root = try Yams.compose(yaml: budget.neutralized) else { return }
        var total = budget.size(of: root)
        // An alias the walk did not meet (the scan can be fooled by text inside a quoted
        // string or a comment) still counts: overcounting is safe, undercounting is not.
        for (position, name) in budget.aliases where !budget.matched.contains(position) {
            total = min(saturation, total + (budget.sizes[name] ?? 1))
        }
        guard total - budget.writtenNodes > limit else { return }
        throw Excess(line: first.line, column: first.column, limit: limit)
    }

    /// Finds anchors and aliases (libyaml's names: letters, digits, `-` and `_`) and builds
    /// the neutralized copy. Line breaks are those libyaml counts: LF, CR, CR LF, NEL, LS, PS.
    private mutating func scan(_ text: String) {
        func isNameScalar(_ s: Unicode.Scalar) -> Bool {
            s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_")
        }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        output.reserveCapacity(scalars.count)
        var line = 1, column = 1, i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "*" || s == "&" {
                var j = i + 1
                while j < scalars.count, isNameScalar(scalars[j]) { j += 1 }
                if j > i + 1 {
                    let name = String(String.UnicodeScalarView(scalars[(i + 1)..<j]))
                    let position = Reference(line: line, column: column)
                    if s == "&" {
                        anchors[position] = name
                    } else {
                        aliases[position] = name
                        if firstAlias == nil { firstAlias = position }
                    }
                    output.append(s == "*" ? "x" : s)
                    output.append(contentsOf: scalars[(i + 1)..<j])
                    column += j - i
                    i = j
                    continue
                }
            }
            output.append(s)
            switch s {
            case "\r" where i + 1 < scalars.count && scalars[i + 1] == "\n":
                column += 1
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                line += 1; column = 1
            default:
                column += 1
            }
            i += 1
        }
        neutralized = String(output)
    }

    /// The node count of `node` with aliases expanded (saturating at `saturation`).
    private mutating func size(of node: Node) -> Int {
        writtenNodes += 1
        let position = node.mark.map { Reference(line: $0.line, column: $0.column) }
        if let position, case .scalar = node, let name = aliases[position] {
            matched.insert(position)
            return sizes[name] ?? 1
        }
        var total = 1
        switch node {
        case .scalar, .alias:
            break
        case .sequence(let sequence):
            for child in sequence { total = min(Self.saturation, total + size(of: child)) }
        case .mapping(let mapping):
            for (key, value) in mapping {
                total = min(Self.saturation, total + size(of: key))
                total = min(Self.saturation, total + size(of: value))
            }
        }
        if let position, let name = anchors[position] { sizes[name] = total }
        return total
    }
}
