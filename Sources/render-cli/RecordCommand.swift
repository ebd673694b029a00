import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli record SPEC... --snapshots DIR`: writes goldens on purpose.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render specs (or the catalog) and write them as golden images.",
        discussion: """
        Writes each golden atomically inside --snapshots, and only when its bytes change; prints \
        what changed. Look at every changed golden before committing it: a re-recorded golden \
        hides a regression unless someone has looked. Every image is rendered before the first \
        golden is written, and no golden may replace one of the run's inputs (a spec, a token \
        file, an icon).

        \(ExitStatus.help)
        """
    )

    @OptionGroup var targets: SnapshotTargetOptions

    @Flag(help: "Write only goldens that do not exist yet.")
    var missingOnly = false

    func run() throws {
        let (items, outputs, inputs) = try targets.load()
        let (store, suite) = targets.storeAndSuite
        // Render everything first: a spec that fails to draw stops the run before any golden
        // is written, and no golden may replace one of the run's inputs.
        var images: [RenderedImage] = []
        try targets.batchRenderer(outputs: outputs).render(items) { result in
            if let error = result.error { throw error }
            images += result.images
        }
        let protected = Set(inputs.map { $0.resolvingSymlinksInPath().path })
        for image in images {
            let golden = store.root.appendingPathComponent(suite).appendingPathComponent(image.fileName).standardizedFileURL
            if protected.contains(golden.resolvingSymlinksInPath().path) {
                printError("refusing to write the golden \(golden.path): it is one of this run's inputs; nothing was written")
                throw ExitStatus.badInput
            }
        }
        var added = 0, changed = 0, unchanged = 0
        for image in images {
            let existing = try store.read(suite: suite, fileName: image.fileName)
            if existing == image.bytes || (missingOnly && existing != nil) { unchanged += 1; continue }
            try store.write(image.bytes, suite: suite, fileName: image.fileName)
            if existing == nil { added += 1; print("added   \(suite)/\(image.fileName)") }
            else { changed += 1; print("changed \(suite)/\(image.fileName)") }
        }
        print("\(added) added, \(changed) changed, \(unchanged) unchanged in \(store.root.appendingPathComponent(suite).path)")
    }
}
