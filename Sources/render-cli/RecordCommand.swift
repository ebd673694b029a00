import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli record SPEC... --snapshots DIR`: writes goldens on purpose.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render specs (or the catalog) and write them as golden images.",
        discussion: """
        Writes the goldens whose bytes change inside --snapshots, all or nothing; prints what \
        changed. Look at every changed golden before committing it: a re-recorded golden \
        hides a regression unless someone has looked. Every image is rendered and every \
        golden it would replace is read (a golden that is a folder, a FIFO, a device, too \
        large or unreadable stops the run) before the first is written; with the goldens \
        goes buttonrender-environment.json, the library versions, font digests and platform \
        they were recorded with (written when it changes; verify names what differs when a \
        check fails); the new goldens are \
        written into a staging folder inside the suite's folder and moved into place only when \
        all are written (a full disk, Ctrl-C or SIGTERM leaves the goldens as they were). No \
        golden may replace one of the run's inputs (a spec, a token file, an icon). A \
        --snapshots folder with a subfolder named for this platform (linux, macos) keeps its \
        goldens there.

        --grep PATTERN records only the buttons and sheets whose name matches a regular \
        expression (a plain word matches as a substring). On GitHub Actions \
        (GITHUB_ACTIONS=true), or with --reporter github, an item that cannot be drawn is also \
        an '::error file=SPEC,line=N,col=N::message' annotation at its line.

        \(ExitStatus.help)
        """
    )

    @OptionGroup var targets: SnapshotTargetOptions

    @Flag(help: "Write only goldens that do not exist yet.")
    var missingOnly = false

    @OptionGroup var reporterOption: ReporterOption

    func run() throws {
        InterruptCleanup.install()
        let (items, outputs, inputs) = try targets.load()
        let (store, suite) = targets.storeAndSuite
        // Render everything first: a spec that fails to draw stops the run before any golden
        // is written, and no golden may replace one of the run's inputs.
        var images: [RenderedImage] = []
        let annotations = reporterOption.annotations()
        try targets.batchRenderer(outputs: outputs).render(items) { result in
            if let error = result.error {
                if let annotations {
                    print(annotations.error(title: "\(suite)/\(result.name) could not be drawn", message: "\(error)", source: items[result.index].itemSource, located: error))
                }
                throw error
            }
            images += result.images
        }
        let protected = Set(inputs.map { $0.resolvingSymlinksInPath().path })
        for image in images {
            let golden = store.folder(suite: suite).appendingPathComponent(image.fileName).standardizedFileURL
            if protected.contains(golden.resolvingSymlinksInPath().path) {
                printError("refusing to write the golden \(golden.path): it is one of this run's inputs; nothing was written")
                throw ExitStatus.badInput
            }
        }
        // Every target is read first: one that cannot be read stops the run before anything
        // is written.
        var writes: [(image: RenderedImage, added: Bool)] = []
        var unchanged = 0
        for image in images {
            let existing: [UInt8]?
            do { existing = try store.read(suite: suite, fileName: image.fileName) } catch {
                printError("\(error); nothing was written")
                throw ExitStatus.badInput
            }
            if existing == image.bytes || (missingOnly && existing != nil) { unchanged += 1; continue }
            writes.append((image, existing == nil))
        }
        let folder = store.folder(suite: suite)
        // What a record or verify killed (SIGKILL) or crashed left in the suite's folder.
        OutputTransaction.removeStaleStagingFolders(in: folder)
        OutputWriter.removeStaleTemporaryFiles(in: folder)
        // The environment the goldens now come from, when it is not what the folder's manifest
        // says; with --missing-only only where a golden is written or there is no manifest
        // yet (the goldens it keeps were not compared with this environment's images).
        let manifest: [UInt8]?
        var replaced: [String] = []
        do {
            var keepsOld = false
            if missingOnly && writes.isEmpty { keepsOld = try GoldenEnvironment.recorded(in: folder) != nil }
            manifest = keepsOld ? nil : try GoldenEnvironment.current.bytesToRecord(in: folder)
            // What the manifest it replaces said (an unreadable one is simply replaced).
            if manifest != nil, let old = try? GoldenEnvironment.recorded(in: folder) { replaced = GoldenEnvironment.current.differences(from: old) }
        } catch {
            printError("\(error); nothing was written")
            throw ExitStatus.badInput
        }
        if !writes.isEmpty || manifest != nil {
            // All or nothing: staged inside the suite's folder, then moved into place.
            let transaction: OutputTransaction
            do { transaction = try OutputTransaction(directory: folder.path) } catch {
                printError(error)
                throw ExitStatus.badInput
            }
            do {
                for write in writes { try transaction.writer.write(write.image.bytes, to: write.image.fileName) }
                if let manifest { try transaction.writer.write(manifest, to: GoldenEnvironment.fileName) }
                try transaction.commitCounting(protecting: inputs)
            } catch {
                transaction.rollback()
                // A move that failed says how many files it moved; anything else wrote nothing.
                if case OutputError.moveFailed = error { printError(error) } else { printError("\(error); nothing was written") }
                throw ExitStatus.badInput
            }
        }
        for write in writes { print("\(write.added ? "added  " : "changed") \(suite)/\(write.image.fileName)") }
        if manifest != nil {
            print("environment \(suite)/\(GoldenEnvironment.fileName)" + (replaced.isEmpty ? "" : " (it said: \(replaced.joined(separator: "; ")))"))
        }
        let added = writes.filter(\.added).count
        print("\(added) added, \(writes.count - added) changed, \(unchanged) unchanged in \(folder.path)")
    }
}
