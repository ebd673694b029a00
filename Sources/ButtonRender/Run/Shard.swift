/// One of N parts of a run, for spreading a suite over CI runners (`--shard 2/4`, as
/// Playwright's): the items are split by their cost (a button costs 1, a sheet the buttons it
/// draws), largest first, each to the part with the least cost so far (ties to the lower
/// part, then by input position), so the parts are even and the split is the same on every
/// machine. Each part keeps its items in input order; together the N parts hold every item
/// exactly once.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// This part, 1-based.
    public var index: Int
    /// How many parts.
    package var count: Int

    /// The most parts a run may be split into.
    public static let maximumCount = 1024

    /// Part `index` (1...count) of `count`; nil when out of range.
    package init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    /// Parses `I/N` (`2/4`).
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// The positions of the items this part holds, in input order, for items of `costs`.
    package func positions(costs: [Int]) -> [Int] {
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var load = [Int](repeating: 0, count: count)
        var mine: [Int] = []
        for position in order {
            let part = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            load[part] += max(1, costs[position])
            if part == index - 1 { mine.append(position) }
        }
        return mine.sorted()
    }

    /// The items this part holds, in input order.
    public func items(_ items: [SpecItem]) -> [SpecItem] {
        positions(costs: items.map(Self.cost)).map { items[$0] }
    }

    /// What drawing `item` costs, in buttons: 1 for a button; for a sheet, its rows × columns ×
    /// panels, or its strip's items (at least 1).
    package static func cost(_ item: SpecItem) -> Int {
        guard case .sheet(let loaded) = item else { return 1 }
        let sheet = loaded.sheet
        let matrix = [sheet.rows, sheet.columns, sheet.panels].reduce(1) { $0 * max(1, $1?.values.count ?? 1) }
        return max(1, matrix, sheet.items?.count ?? 0)
    }
}
