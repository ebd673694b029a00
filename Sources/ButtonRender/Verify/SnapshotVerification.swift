import Foundation
import ButtonRenderSupport

/// `verify` as a library call: the items' images are checked against the goldens of a store's
/// suite. Items unchanged since they last passed are not drawn (`VerifySkipping`; a catalog
/// whose every item is unchanged is not even made); the others go through one `Run`, which
/// draws them on `jobs` threads and compares each with its goldens on the thread that drew
/// it. Every check reaches `onCheck` in input order as it is made (for progress and printing).
public struct SnapshotVerification {
    /// The goldens' store.
    package var store: SnapshotStore
    /// The suite (folder) under the store's root.
    public var suite: String
    /// Whether and which goldens are written.
    package var mode: RecordMode
    /// How different an image may be.
    package var tolerance: SnapshotTolerance
    /// Where failure artifacts go.
    public var artifacts: String
    /// The images of each item.
    public var outputs: [BatchOutput]
    /// Whether unchanged items are skipped (the verification cache).
    package var useCache = true
    /// The verification cache's folder (`CacheDirectory`: `BUTTONRENDER_CACHE_DIR`, else the
    /// user's cache folder); nil turns the cache off.
    package var cacheDirectory = CacheDirectory.url()
    /// The part of the items this run checks (`--shard I/N`); nil for all of them.
    public var shard: Shard?
    /// Drawing threads.
    public var jobs = BatchOptions.defaultJobs(processorCount: ProcessInfo.processInfo.activeProcessorCount)

    /// A verification of `outputs` against `store`'s `suite`.
    package init(store: SnapshotStore, suite: String, mode: RecordMode, tolerance: SnapshotTolerance, artifacts: String, outputs: [BatchOutput]) {
        self.store = store; self.suite = suite; self.mode = mode; self.tolerance = tolerance; self.artifacts = artifacts; self.outputs = outputs
    }

    /// Which items a run checks.
    public enum Items {
        /// Items read from spec files (or built in code).
        case items(() throws -> [SpecItem])
        /// The built-in catalog's buttons, or one system's: made only when some item changed.
        case catalog(system: String?, make: () throws -> [SpecItem])
    }

    /// What a verification checked: the result, the items checked (empty when an unchanged
    /// catalog was not made), and with a shard the whole run's position of each and its size.
    public struct Outcome {
        /// Every check and report entry, per item checked.
        public var result: VerificationResult
        /// The items checked, in order.
        public var items: [SpecItem]
        /// The whole run's position of each item checked.
        package var positions: [Int]
        /// How many items the whole run has (all shards).
        package var totalItems: Int
    }

    /// Checks `items` (the shard's part of them, with `shard`). `onCheck` gets each image's
    /// check with its item (nil for an unchanged catalog, which is not made) and, for an item
    /// that could not be drawn, its located error; `onStart` first gets the number of images.
    public func verify(_ items: Items, onStart: (Int) -> Void = { _ in },
                       onCheck: (ImageCheck, SpecItem?, SpecError?) -> Void = { _, _, _ in }) throws -> Outcome {
        let skipping = VerifySkipping(enabled: useCache, mode: mode, store: store, suite: suite, outputs: outputs, tolerance: tolerance,
                                      folder: cacheDirectory)
        let start = Date()
        var catalogSystem: String?? = nil
        var unchangedCatalog: [[VerifiedImage]]?
        var list: [SpecItem]
        switch items {
        case .items(let load):
            list = try load()
        case .catalog(_, let make) where shard != nil:
            // (A shard's items are not the catalog's recorded item list.)
            list = try make()
        case .catalog(let system, let make):
            catalogSystem = .some(system)
            unchangedCatalog = skipping.unchangedCatalog(system: system, outputs: outputs.count)
            list = unchangedCatalog == nil ? try make() : []
        }
        let totalItems = unchangedCatalog?.count ?? list.count
        var positions = Array(list.indices)
        if let shard {
            positions = shard.positions(costs: list.map(Shard.cost))
            list = positions.map { list[$0] }
        }
        let count = unchangedCatalog?.count ?? list.count
        onStart(count * outputs.count)
        var result = VerificationResult(checks: Array(repeating: [], count: count), entries: Array(repeating: [], count: count))
        func record(_ check: ImageCheck, item: Int, located: SpecError? = nil) {
            result.checks[item].append(check)
            onCheck(check, list.indices.contains(item) ? list[item] : nil, located)
        }
        if let unchangedCatalog {
            let seconds = Date().timeIntervalSince(start) / Double(max(1, count * outputs.count))
            for (index, images) in unchangedCatalog.enumerated() {
                for image in images { record(ImageCheck(unchanged: "\(suite)/\(image.fileName)", image: image, seconds: seconds), item: index) }
            }
            skipping.save()
            return Outcome(result: result, items: [], positions: Array(0..<count), totalItems: totalItems)
        }
        var keys = [ContentHash?](repeating: nil, count: list.count)
        var toDraw: [Int] = []
        for index in list.indices {
            let start = Date()
            keys[index] = skipping.key(for: list[index])
            guard let images = skipping.unchanged(keys[index], outputs: outputs.count) else { toDraw.append(index); continue }
            let seconds = Date().timeIntervalSince(start) / Double(max(1, images.count))
            for image in images { record(ImageCheck(unchanged: "\(suite)/\(image.fileName)", image: image, seconds: seconds), item: index) }
        }
        if case .some(let system) = catalogSystem { skipping.recordCatalog(system: system, items: keys) }
        if !toDraw.isEmpty {
            try draw(toDraw.map { list[$0] }, skipping: skipping) { position, comparison in
                let item = toDraw[position]
                result.entries[item] = comparison.result.entries
                for check in comparison.result.checks { record(check, item: item, located: comparison.error) }
                if comparison.error == nil, comparison.result.passes.count == outputs.count { skipping.recordPass(keys[item], images: comparison.result.passes) }
            }
        }
        skipping.save()
        return Outcome(result: result, items: list, positions: positions, totalItems: totalItems)
    }

    /// Draws `items` in one run (no metadata, no audit), compares each on its drawing thread,
    /// and passes each comparison, with the drawing time added, to `deliver` in input order.
    private func draw(_ items: [SpecItem], skipping: VerifySkipping,
                      deliver: (Int, (result: GoldenComparison.ItemResult, error: SpecError?)) -> Void) throws {
        let comparison = GoldenComparison(store: store, suite: suite, verifier: SnapshotVerifier(store: store, mode: mode, tolerance: tolerance, artifacts: artifacts))
        let outputs = self.outputs.count
        let run = Run(inputs: RunInputs(items: items), options: BatchOptions(outputs: self.outputs, metadata: false, audit: false, jobs: jobs))
        var drawnAt = Date()
        // The sink lives only as long as this call.
        try withoutActuallyEscaping(deliver) { deliver in
            _ = try run.execute(sinks: [.computing({ comparison.compare($0, outputs: outputs) }, receive: { item, compared in
                let drawing = Date().timeIntervalSince(drawnAt) / Double(max(1, outputs))
                var compared = compared
                for i in compared.checks.indices { compared.checks[i].seconds += drawing }
                deliver(item.index, (compared, item.error))
                drawnAt = Date()
            })])
        }
    }
}
