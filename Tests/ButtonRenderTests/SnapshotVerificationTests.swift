@testable import ButtonRender
import Foundation
import XCTest

/// `verify` and `record` as library calls, in process (the command line only parses and prints
/// around them): record writes all or nothing, verify passes, fails with report entries, skips
/// what is unchanged with a cache, refuses to record over an input, and checks a shard's part.
final class SnapshotVerificationTests: XCTestCase {
    private var work: URL!
    private var store: SnapshotStore { SnapshotStore(root: work.path) }
    private let outputs = [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2)]

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("verification-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    /// Six catalog buttons.
    private func items() -> [SpecItem] {
        BuiltInCatalog.specs().prefix(6).map { .button(LoadedSpec(spec: $0, source: .inline("catalog:\($0.name!)"))) }
    }

    /// A button's or sheet's name.
    private static func name(_ item: SpecItem) -> String {
        switch item {
        case .button(let loaded): return loaded.spec.name ?? ""
        case .sheet(let loaded): return loaded.sheet.outputName
        }
    }

    private func verification(mode: RecordMode = .never, cache: URL? = nil) -> SnapshotVerification {
        var verification = SnapshotVerification(store: store, suite: "suite", mode: mode, tolerance: SnapshotTolerance(),
                                                 artifacts: work.appendingPathComponent("artifacts").path, outputs: outputs)
        verification.useCache = cache != nil
        verification.cacheDirectory = cache
        return verification
    }

    func testRecordThenVerifyPassesAndAChangedGoldenFails() throws {
        let items = items()
        let recorded = try SnapshotRecording(store: store, suite: "suite", outputs: outputs).record(items, protecting: [])
        XCTAssertEqual(recorded.written.count, 12)
        XCTAssertTrue(recorded.written.allSatisfy(\.added))
        XCTAssertTrue(recorded.wroteManifest)
        let again = try SnapshotRecording(store: store, suite: "suite", outputs: outputs).record(items, protecting: [])
        XCTAssertEqual(again.written.count, 0)
        XCTAssertEqual(again.unchanged, 12)

        var seen: [String] = []
        let passed = try verification().verify(.items { items }, onCheck: { check, item, _ in
            seen.append(check.name)
            XCTAssertNotNil(item)
        })
        XCTAssertEqual(passed.result.count(.passed), 12)
        XCTAssertEqual(passed.result.failures, 0)
        XCTAssertEqual(seen.first, "suite/\(BuiltInCatalog.specs()[0].name!).png", "checks arrive in input order")

        // Item 2's @1x golden replaced by item 3's: one failure, with its report entry.
        let folder = store.folder(suite: "suite")
        let names = items.map(Self.name)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("\(names[2]).png"))
        try FileManager.default.copyItem(at: folder.appendingPathComponent("\(names[3]).png"), to: folder.appendingPathComponent("\(names[2]).png"))
        let failed = try verification().verify(.items { items })
        XCTAssertEqual(failed.result.count(.failed), 1)
        XCTAssertEqual(failed.result.entries[2].map(\.snapshot), ["suite/\(names[2]).png"])
        XCTAssertNotNil(failed.result.entries[2].first?.diff)
        XCTAssertTrue(failed.result.htmlReport.contains("suite/\(names[2]).png"))
        XCTAssertTrue(failed.result.junitXML.contains("type=\"mismatch\""))

        // Recording what failed puts it right.
        let rerecorded = try verification(mode: .failed).verify(.items { items })
        XCTAssertEqual(rerecorded.result.count(.recorded), 1)
        XCTAssertEqual(try verification().verify(.items { items }).result.failures, 0)
    }

    func testAnUnchangedItemIsSkippedWithACache() throws {
        let items = items(), cache = work.appendingPathComponent("cache")
        _ = try SnapshotRecording(store: store, suite: "suite", outputs: outputs).record(items, protecting: [])
        let cold = try verification(cache: cache).verify(.items { items })
        XCTAssertEqual(cold.result.unchanged, 0)
        XCTAssertEqual(cold.result.count(.passed), 12)
        let warm = try verification(cache: cache).verify(.items { items })
        XCTAssertEqual(warm.result.unchanged, 12, "every image unchanged since it passed: not drawn")
        XCTAssertEqual(warm.result.count(.passed), 12)
    }

    func testAMissingGoldenIsNewAndAnInvalidItemAnError() throws {
        var items = items()
        guard case .button(var bad) = items[1] else { return XCTFail() }
        bad.spec.width = .points(20_000)
        items[1] = .button(bad)
        let result = try verification().verify(.items { items }).result
        XCTAssertEqual(result.count(.new), 10)
        XCTAssertEqual(result.count(.error), 2, "each output of the item that cannot be drawn")
        XCTAssertTrue(result.checks[1].allSatisfy { $0.status == .error })
        XCTAssertTrue(result.junitXML.contains("type=\"missing\""))
    }

    func testRecordingRefusesToReplaceAnInput() throws {
        let items = Array(items().prefix(1))
        let golden = store.folder(suite: "suite").appendingPathComponent("\(Self.name(items[0])).png")
        XCTAssertThrowsError(try SnapshotRecording(store: store, suite: "suite", outputs: outputs).record(items, protecting: [golden])) {
            guard case SnapshotRecording.Failure.replacesInput = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.deletingLastPathComponent().path), "nothing was written")
    }

    func testAShardChecksItsPartAndTheMergeIsTheWhole() throws {
        let items = items()
        _ = try SnapshotRecording(store: store, suite: "suite", outputs: outputs).record(items, protecting: [])
        var reports: [ShardReport] = []
        for index in 1...3 {
            var verification = verification()
            verification.shard = Shard(index: index, count: 3)
            let part = try verification.verify(.items { items })
            XCTAssertEqual(part.totalItems, 6)
            XCTAssertEqual(part.positions.count, 2)
            XCTAssertEqual(part.items.map(Self.name), part.positions.map { Self.name(items[$0]) })
            reports.append(ShardReport(shard: verification.shard!, totalItems: part.totalItems, positions: part.positions, result: part.result))
        }
        let merged = try ShardReport.merge(reports)
        let whole = try verification().verify(.items { items }).result
        XCTAssertEqual(merged.allChecks.map(\.name), whole.allChecks.map(\.name))
        XCTAssertEqual(merged.allChecks.map(\.status), whole.allChecks.map(\.status))
        XCTAssertThrowsError(try ShardReport.merge(Array(reports.dropLast())))
    }
}
