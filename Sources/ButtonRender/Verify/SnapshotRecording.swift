import Foundation

/// `record` as a library call: draws every item (one `Run`, no metadata, no audit), reads every
/// golden it would replace, then writes the goldens whose bytes change and the environment
/// manifest (`GoldenEnvironment`), all or nothing: staged inside the suite's folder and moved
/// into place only when all are written. Nothing is written when an item cannot be drawn, a
/// golden cannot be read, or a golden would replace one of the run's inputs.
public struct SnapshotRecording {
    /// The goldens' store.
    package var store: SnapshotStore
    /// The suite (folder) under the store's root.
    public var suite: String
    /// The images of each item.
    public var outputs: [BatchOutput]
    /// Write only goldens that do not exist yet.
    package var missingOnly = false
    /// Drawing threads.
    public var jobs = BatchOptions.defaultJobs(processorCount: ProcessInfo.processInfo.activeProcessorCount)

    /// A recording of `outputs` into `store`'s `suite`.
    package init(store: SnapshotStore, suite: String, outputs: [BatchOutput]) {
        self.store = store; self.suite = suite; self.outputs = outputs
    }

    /// Why a recording wrote nothing.
    public enum Failure: Error, CustomStringConvertible {
        /// An item could not be drawn (at its position in the items).
        case notDrawn(index: Int, name: String, error: SpecError)
        /// A golden would replace one of the run's inputs.
        case replacesInput(URL)
        /// A golden, the manifest or the staging folder could not be read or written.
        case unwritable(any Error)

        /// What went wrong; nothing was written.
        public var description: String {
            switch self {
            case .notDrawn(_, _, let error): "\(error)"
            case .replacesInput(let url): "refusing to write the golden \(url.path): it is one of this run's inputs; nothing was written"
            case .unwritable(let error):
                // A move that failed says how many files it moved; anything else wrote nothing.
                if case OutputError.moveFailed = error { "\(error)" } else { "\(error); nothing was written" }
            }
        }
    }

    /// What a recording wrote.
    public struct Result: Sendable {
        /// Each golden written, and whether it is new (else changed), in input order.
        package var written: [(fileName: String, added: Bool)] = []
        /// Goldens left as they were.
        public var unchanged = 0
        /// Whether the environment manifest was written.
        package var wroteManifest = false
        /// What the manifest it replaced said, where it differs from this environment.
        package var replacedEnvironment: [String] = []
        /// The suite's folder.
        public var folder: URL
    }

    /// Records `items`, refusing to replace any of `inputs` (the files the run reads).
    public func record(_ items: [SpecItem], protecting inputs: [URL]) throws -> Result {
        var images: [RenderedImage] = []
        let run = Run(inputs: RunInputs(items: items), options: BatchOptions(outputs: outputs, metadata: false, audit: false, jobs: jobs))
        try run.execute(sinks: [RunSink(receive: { item in
            if let error = item.error { throw Failure.notDrawn(index: item.index, name: item.name, error: error) }
            images += item.drawn?.images ?? []
        })])
        let folder = store.folder(suite: suite)
        let protected = Set(inputs.map { $0.resolvingSymlinksInPath().path })
        for image in images {
            let golden = folder.appendingPathComponent(image.fileName).standardizedFileURL
            if protected.contains(golden.resolvingSymlinksInPath().path) { throw Failure.replacesInput(golden) }
        }
        // Every target is read first: one that cannot be read stops the run before anything
        // is written.
        var result = Result(folder: folder)
        var writes: [(image: RenderedImage, added: Bool)] = []
        for image in images {
            let existing: [UInt8]?
            do { existing = try store.read(suite: suite, fileName: image.fileName) } catch { throw Failure.unwritable(error) }
            if existing == image.bytes || (missingOnly && existing != nil) { result.unchanged += 1; continue }
            writes.append((image, existing == nil))
        }
        // What a record or verify killed (SIGKILL) or crashed left in the suite's folder.
        OutputTransaction.removeStaleStagingFolders(in: folder)
        OutputWriter.removeStaleTemporaryFiles(in: folder)
        // The environment the goldens now come from, when it is not what the folder's manifest
        // says; with `missingOnly` only where a golden is written or there is no manifest yet
        // (the goldens it keeps were not compared with this environment's images).
        let manifest: [UInt8]?
        do {
            var keepsOld = false
            if missingOnly && writes.isEmpty { keepsOld = try GoldenEnvironment.recorded(in: folder) != nil }
            manifest = keepsOld ? nil : try GoldenEnvironment.current.bytesToRecord(in: folder)
            // What the manifest it replaces said (an unreadable one is simply replaced).
            if manifest != nil, let old = try? GoldenEnvironment.recorded(in: folder) {
                result.replacedEnvironment = GoldenEnvironment.current.differences(from: old)
            }
        } catch { throw Failure.unwritable(error) }
        if !writes.isEmpty || manifest != nil {
            let transaction: OutputTransaction
            do { transaction = try OutputTransaction(directory: folder.path) } catch { throw Failure.unwritable(error) }
            do {
                for write in writes { try transaction.writer.write(write.image.bytes, to: write.image.fileName) }
                if let manifest { try transaction.writer.write(manifest, to: GoldenEnvironment.fileName) }
                try transaction.commitCounting(protecting: inputs)
            } catch {
                transaction.rollback()
                throw Failure.unwritable(error)
            }
        }
        result.written = writes.map { ($0.image.fileName, $0.added) }
        result.wroteManifest = manifest != nil
        return result
    }
}
