import Foundation

/// What one shard of a `verify` run found (`--shard I/N`), written as `shard-I-of-N.json` in
/// its artifacts folder, so that `merge-reports` joins the shards into the HTML report, JUnit
/// XML and JSON document one run over every item gives.
public struct ShardReport: Codable, Sendable {
    /// The shard.
    public var index: Int
    /// How many shards the run was split into.
    package var count: Int
    /// How many items the whole run has.
    package var totalItems: Int
    /// The whole run's position of each of this shard's items, in order.
    package var positions: [Int]
    /// This shard's checks and report entries, per item.
    public var checks: [[ImageCheck]]
    /// The report entries, per item.
    package var entries: [HTMLReport.Entry]
    /// The report entries' item, by entry.
    var entryItems: [Int]

    /// The file name of shard `index` of `count`.
    package static func fileName(index: Int, count: Int) -> String { "shard-\(index)-of-\(count).json" }

    /// The report of `shard`, whose items stand at `positions` of a run of `totalItems`.
    package init(shard: Shard, totalItems: Int, positions: [Int], result: VerificationResult) {
        index = shard.index; count = shard.count; self.totalItems = totalItems; self.positions = positions
        checks = result.checks
        entries = result.entries.flatMap { $0 }
        entryItems = result.entries.enumerated().flatMap { item, list in list.map { _ in item } }
    }

    /// Why shards cannot be merged.
    public struct MergeError: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String

        /// A merge error saying `description`.
        package init(description: String) { self.description = description }
    }

    /// The largest shard report read, in bytes: a shard of the largest run writes a few
    /// hundred bytes an image, so this holds tens of thousands of items.
    package static let maximumFileSize = 16 << 20

    /// The result one run over every item gives, from every shard of one split (each exactly
    /// once): checks and entries in the whole run's order. Every number a report holds is
    /// checked against what the reports themselves hold before anything is allocated for it
    /// (shard files are artifacts other CI jobs upload): its shard a valid `I/N`, as many
    /// reports as `N`, and the run's item count the sum of the shards' items.
    public static func merge(_ reports: [ShardReport]) throws -> VerificationResult {
        guard let first = reports.first else { throw MergeError(description: "no shard reports (shard-I-of-N.json) were found") }
        for report in reports where Shard(index: report.index, count: report.count) == nil {
            throw MergeError(description: "a shard report says it is shard \(report.index) of \(report.count); a shard is I/N with N from 1 to \(Shard.maximumCount) and I from 1 to N")
        }
        let counts = Set(reports.map(\.count)), totals = Set(reports.map(\.totalItems))
        guard counts.count == 1, totals.count == 1 else {
            throw MergeError(description: "the shard reports come from different splits (\(counts.sorted().map(String.init).joined(separator: ", ")) shards; \(totals.sorted().map(String.init).joined(separator: ", ")) items)")
        }
        let indices = reports.map(\.index).sorted()
        guard indices == Array(1...first.count) else {
            let missing = Set(1...first.count).subtracting(indices).sorted()
            let twice = Dictionary(grouping: indices, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            throw MergeError(description: "shards of \(first.count): " + [missing.isEmpty ? nil : "missing \(missing.map(String.init).joined(separator: ", "))",
                                                                              twice.isEmpty ? nil : "given twice \(twice.map(String.init).joined(separator: ", "))"]
                .compactMap { $0 }.joined(separator: "; "))
        }
        let held = reports.reduce(0) { $0 + $1.positions.count }
        guard first.totalItems == held else {
            throw MergeError(description: "the shard reports say the run has \(first.totalItems) items, but the \(reports.count) shards hold \(held)")
        }
        var checks = [[ImageCheck]](repeating: [], count: first.totalItems)
        var entries = [[HTMLReport.Entry]](repeating: [], count: first.totalItems)
        var seen = Set<Int>()
        for report in reports {
            guard report.positions.count == report.checks.count, report.positions.allSatisfy({ (0..<first.totalItems).contains($0) }),
                  report.entryItems.count == report.entries.count, report.entryItems.allSatisfy({ report.positions.indices.contains($0) }) else {
                throw MergeError(description: "shard \(report.index) of \(report.count): the report is inconsistent")
            }
            for (item, position) in report.positions.enumerated() {
                guard seen.insert(position).inserted else { throw MergeError(description: "item \(position) is in two shards") }
                checks[position] = report.checks[item]
            }
            for (entry, item) in zip(report.entries, report.entryItems) { entries[report.positions[item]].append(entry) }
        }
        return VerificationResult(checks: checks, entries: entries)
    }
}
