import Yams

/// Measures a composed YAML tree as decoding would see it, with every alias expanded, without
/// expanding it. Yams' `compose` returns an alias as the very node its anchor names, so the
/// tree is a graph that shares subtrees; decoding (and any recursive conversion) then walks a
/// shared subtree once per use. Sizes are memoised per node, so the walk itself visits each
/// composed node once, and counting stops as soon as the budget is passed.
struct YAMLExpansionBudget {
    /// Where the budget was passed, and why, for the caller to wrap in its own error type.
    struct Excess: Error, Equatable {
        /// 1-based line of the first alias in the text (or of the first anchored node).
        var line: Int
        /// 1-based column of the same.
        var column: Int
        /// What is wrong, without quoting the input.
        var message: String
    }

    /// A composed node's identity: an alias is the very node it names, with the same start
    /// mark. (Yams holds anchors weakly, so they are gone once `compose` returns.) A block
    /// mapping and its first key share a mark, hence the kind; a clash can only overcount.
    private struct Identity: Hashable {
        var line: Int, column: Int, kind: UInt8
    }

    /// Sizes saturate here, far above any limit and far below overflow.
    static let saturation = Int.max / 4
    /// Expanded sizes of the nodes measured so far.
    private var sizes: [Identity: Int] = [:]
    /// How many distinct nodes were measured: the nodes written out in the text.
    private(set) var writtenNodes = 0

    /// Fails with the position of the first alias in `text` when expanding the aliases of
    /// `root` would add more than `limit` nodes to those written out. (Written-out nodes are
    /// bounded by the file size, and decoding them costs what reading them did.)
    static func check(_ root: Node, text: String, limit: Int = SpecLimits.maximumNodeCount) throws(Excess) {
        var budget = YAMLExpansionBudget()
        let total = budget.size(of: root)
        guard total - budget.writtenNodes > limit else { return }
        let position = firstAliasPosition(in: text) ?? (1, 1)
        throw Excess(line: position.0, column: position.1,
                     message: "its aliases would expand to more than \(limit) YAML nodes beyond those written out "
                         + "(the first alias is here); write the values out instead of nesting aliases")
    }

    /// The node count of `node` with aliases expanded (saturating at `saturation`).
    mutating func size(of node: Node) -> Int {
        var identity: Identity?
        if let mark = node.mark {
            let kind: UInt8
            switch node {
            case .scalar: kind = 0
            case .sequence: kind = 1
            case .mapping: kind = 2
            case .alias: kind = 3
            }
            identity = Identity(line: mark.line, column: mark.column, kind: kind)
        }
        if let identity, let known = sizes[identity] { return known }
        writtenNodes += 1
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
        if let identity { sizes[identity] = total }
        return total
    }

    /// The line and column (1-based, columns in Unicode scalars as libyaml counts them) of the
    /// first `*name` in `text` whose `&name` was written before it.
    static func firstAliasPosition(in text: String) -> (Int, Int)? {
        func isNameScalar(_ s: Unicode.Scalar) -> Bool {
            s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_")
        }
        let scalars = Array(text.unicodeScalars)
        var anchors = Set<String>()
        var line = 1, column = 1, i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "*" || s == "&" {
                var j = i + 1
                while j < scalars.count, isNameScalar(scalars[j]) { j += 1 }
                if j > i + 1 {
                    let name = String(String.UnicodeScalarView(scalars[(i + 1)..<j]))
                    if s == "&" { anchors.insert(name) } else if anchors.contains(name) { return (line, column) }
                }
            }
            if s == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return nil
    }
}
