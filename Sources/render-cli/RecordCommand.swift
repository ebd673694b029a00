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
        let (all, outputs, inputs) = try targets.load()
        let items = targets.shardOption.shard.map { $0.shard.items(all) } ?? all
        let (store, suite) = targets.storeAndSuite
        var recording = SnapshotRecording(store: store, suite: suite, outputs: outputs)
        recording.missingOnly = missingOnly
        let result: SnapshotRecording.Result
        do { result = try recording.record(items, protecting: inputs) } catch let failure as SnapshotRecording.Failure {
            if case .notDrawn(let index, let name, let error) = failure, let annotations = reporterOption.annotations() {
                print(annotations.error(title: "\(suite)/\(name) could not be drawn", message: "\(error)", source: items[index].itemSource, located: error))
            }
            printError(failure)
            throw ExitStatus.badInput
        }
        for write in result.written { print("\(write.added ? "added  " : "changed") \(suite)/\(write.fileName)") }
        if result.wroteManifest {
            let replaced = result.replacedEnvironment
            print("environment \(suite)/\(GoldenEnvironment.fileName)" + (replaced.isEmpty ? "" : " (it said: \(replaced.joined(separator: "; ")))"))
        }
        let added = result.written.filter(\.added).count
        print("\(added) added, \(result.written.count - added) changed, \(result.unchanged) unchanged in \(result.folder.path)")
        SystemFileWarnings.report(quiet: false)
    }
}
