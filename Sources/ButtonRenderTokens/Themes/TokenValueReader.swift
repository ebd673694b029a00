import ButtonRenderModel

/// How a `TokenValueReader` treats a deviation from DTCG 2025.10 (`TokenDeviation`).
enum TokenReadMode: Sendable {
    /// Reading a value to draw it: a deviation in what is drawn is an error at its place.
    case draw
    /// Checking a value's form (loading, validating, listing): deviations pass, and the
    /// reader's `log`, if any, collects them.
    case check
}

/// The deviations a reader meets, in the order met.
final class DeviationLog {
    /// Every deviation met so far.
    var found: [TokenDeviation] = []
}

/// Reads the literal value of one token as a typed value, with errors at the value's line and
/// column. A shadow's parts may be references to colour or dimension tokens; they are looked up
/// in `tokens`, or only recognised when `tokens` is nil (while a file is being parsed, before
/// the tokens it may refer to are known).
struct TokenValueReader {
    /// The token whose value is read.
    let token: DesignToken
    /// Where references inside composite values are looked up, or nil to skip them.
    let tokens: DesignTokens?
    /// The appearance referenced parts are read in.
    let appearance: Appearance
    /// Whether a deviation in a value is an error (drawing) or passes (checking).
    var mode: TokenReadMode = .draw
    /// Collects the deviations met, when checking.
    var log: DeviationLog? = nil

    /// Records a deviation at `node`; when drawing and the value cannot be drawn as written
    /// (`notDrawn` gives the reason), it is an error there instead.
    func deviate(_ kind: TokenDeviation.Kind, at node: TokenNode, notDrawn reason: String?) throws {
        let deviation = TokenDeviation(kind: kind, token: token.name, file: token.file,
                                       line: node.line ?? token.line, column: node.column ?? token.column)
        log?.found.append(deviation)
        if mode == .draw, let reason { throw deviation.error(.drawn(reason: reason)) }
    }

    /// Fails unless `node` is a valid literal of `type`, as the DTCG Format 2025.10 defines each
    /// type (https://www.designtokens.org/TR/2025.10/format/, §8 "Types" and §9 "Composite types").
    func check(_ node: TokenNode, as type: TokenType) throws {
        switch type {
        case .color: _ = try color(node)
        case .dimension: _ = try dimension(node)
        case .number: _ = try number(node)
        case .fontFamily: _ = try fontFamily(node)
        case .fontWeight: _ = try fontWeight(node)
        case .shadow: _ = try shadowLayers(node)
        case .duration: _ = try duration(node)
        case .cubicBezier: _ = try cubicBezier(node)
        case .strokeStyle: _ = try strokeStyle(node)
        case .border: try border(node)
        case .transition: try transition(node)
        case .gradient: try gradient(node)
        case .typography: _ = try typography(node)
        }
    }

    /// A plain number.
    func number(_ node: TokenNode) throws -> Double {
        if case .number(let value) = node.kind { return value }
        throw token.error(at: node, "expected a number, found \(node.summary)")
    }

    /// A family name, or the first of a list of them.
    func fontFamily(_ node: TokenNode) throws -> String {
        switch node.kind {
        case .string(let name) where !name.isEmpty:
            return name
        case .list(let names):
            guard let first = names.first else { throw token.error(at: node, "the list of font families is empty") }
            guard case .string(let name) = first.kind, !name.isEmpty else {
                throw token.error(at: first, "expected a font family name, found \(first.summary)")
            }
            return name
        default:
            throw token.error(at: node, "expected a font family name or a list of them, found \(node.summary)")
        }
    }

    /// A weight 1...1000, or one of the W3C names (`thin` ... `extra-black`).
    func fontWeight(_ node: TokenNode) throws -> Int {
        switch node.kind {
        case .number(let value):
            guard (1...1000).contains(value) else {
                throw token.error(at: node, "font weight \(formatNumber(value)) is out of range; allowed 1...1000")
            }
            return Int(value.rounded())
        case .string(let name):
            let key = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
            if let weight = TokenValueReader.weightNames[key] { return weight }
            var message = "unknown font weight '\(name)'"
            let names = TokenValueReader.weightNameList
            if let near = nearestName(to: name, in: names) { message += " (did you mean '\(near)'?)" }
            throw token.error(at: node, message + "; use 1...1000 or one of " + names.joined(separator: ", "))
        default:
            throw token.error(at: node, "expected a font weight (a number or a name such as 'bold'), found \(node.summary)")
        }
    }

    /// True when `name` is a token of `tokens`. When it is not, drawing fails at `node`;
    /// checking records a deviation (`TokenDeviation.Kind.unresolvedReference`, Apple HIG's
    /// references into a set its resolution never includes) and gives false.
    func known(_ name: String, _ tokens: DesignTokens, at node: TokenNode) throws -> Bool {
        guard tokens.token(named: name) == nil else { return true }
        let error = token.error(at: node, .unknownReference(name: name, suggestion: tokens.nearest(to: name), chain: nil))
        guard mode == .check else { throw error }
        try deviate(.unresolvedReference(name), at: node, notDrawn: nil)
        return false
    }

    /// A finite number written as plain decimal digits, or nil.
    func plainNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The W3C weight names, as written in the format's table.
    static let weightNameList = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book",
                                 "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black",
                                 "heavy", "extra-black", "ultra-black"]

    /// Weight names without hyphens to their numeric weights.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]
}
