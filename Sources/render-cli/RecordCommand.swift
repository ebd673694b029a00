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
        hides a regression unless someone has looked.
        """
    )

    @OptionGroup var targets: SnapshotTargetOptions

    @Flag(help: "Write only goldens that do not exist yet.")
    var missingOnly = false

    func run() throws {
        let list = try targets.targets()
        let (store, suite) = targets.storeAndSuite
        let renderer = SheetRenderer(renderer: try ButtonRenderer())
        var added = 0, changed = 0, unchanged = 0
        for target in list {
            let image = try target.render(renderer)
            let existing = try store.read(suite: suite, fileName: image.fileName)
            if existing == image.bytes || (missingOnly && existing != nil) { unchanged += 1; continue }
            try store.write(image.bytes, suite: suite, fileName: image.fileName)
            if existing == nil { added += 1; print("added   \(suite)/\(image.fileName)") }
            else { changed += 1; print("changed \(suite)/\(image.fileName)") }
        }
        print("\(added) added, \(changed) changed, \(unchanged) unchanged in \(store.root.appendingPathComponent(suite).path)")
    }
}
