/// One mode of a design system beyond light and dark, as its system file names it under
/// `modes: axes:`: a modifier of the system's resolver (Primer's `theme`, with `light`,
/// `light-hc`, `dark` and `dark-hc`; its `size`), or a mode the file declares itself and sets
/// by variants where its token export has none (Carbon's White, Gray 10, Gray 90 and Gray 100).
/// Specs choose a value (`modes: {theme: dark-hc}`), variants test it
/// (`when: {theme: [g90, g100]}`), sheets vary it (`field: modes`), and the catalog draws each
/// value of an axis whose values are light or dark.
public struct ModeAxis: Hashable, Sendable {
    /// The axis's name, as specs, variants and sheets write it.
    public var name: String
    /// The resolver modifier whose context the axis chooses, or nil for a mode the system file
    /// declares itself (set by its variants only).
    public var modifier: String?
    /// The axis's values in the system's order; the first is the default.
    public var values: [String]
    /// Whether each value is light or dark (page backgrounds, the audit, the appearance a spec
    /// that chooses it is drawn in); empty for an axis that is not about light and dark.
    public var appearances: [String: Appearance]
    /// The value a button of each appearance has when its spec chooses none (`default:` in the
    /// file; for an axis on the appearance's own modifier, the appearance's contexts).
    public var defaults: [Appearance: String] = [:]
    /// Where the axis is declared in the system file.
    public var line: Int?
    /// Where the axis is declared in the system file.
    public var column: Int?

    /// An axis named `name` over `values`.
    public init(name: String, modifier: String?, values: [String], appearances: [String: Appearance] = [:],
                line: Int? = nil, column: Int? = nil) {
        self.name = name; self.modifier = modifier; self.values = values; self.appearances = appearances
        self.line = line; self.column = column
    }

    /// The value a button in `appearance` has when its spec chooses none: the axis's default
    /// for it, else its first value of that appearance (an axis of light and dark values),
    /// else its first value.
    public func defaultValue(for appearance: Appearance) -> String {
        defaults[appearance] ?? values.first { appearances[$0] == appearance } ?? values[0]
    }

    /// The axis in the cache key of a theme read with it.
    var cacheKey: String {
        "\(name):\(modifier ?? "-"):\(defaults[.light] ?? "")/\(defaults[.dark] ?? "")=" + values.map { value in appearances[value].map { "\(value)/\($0.rawValue)" } ?? value }.joined(separator: ",")
    }
}
