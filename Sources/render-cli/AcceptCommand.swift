import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli accept LIST --snapshots DIR`: writes the changes chosen on a review report over
/// their goldens.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Write the images chosen on a review report over their goldens.",
        discussion: """
        A review report (verify's report.html, merge-reports' and swift test's \
        swift-test-report.html) has a checkbox on every failed or new image whose actual file \
        the run kept, and an 'Accept list' button that shows the chosen ones as JSON to save \
        (or download as accept.json): each image's golden (suite/file), its actual file \
        relative to the run's artifacts folder, and that file's hash. accept writes exactly \
        those actual files over their goldens in --snapshots (the suite's folder, as verify \
        was given), with the environment manifest, all or nothing, and prints each.

        Everything is checked before anything is written, and the list is refused (exit 2, \
        nothing written) when an entry names a golden of another suite or with a path in \
        its name, an actual file outside --artifacts or not named after its golden \
        (<stem>.actual.<ext>), a file whose bytes are not the ones the report showed (its \
        hash: the list is as trusted as the artifacts it came with; the hash tells change, not \
        forgery), a PNG that does not decode, or the same golden twice.

        --artifacts is the run's artifacts folder (the one a CI run uploaded, unpacked); by \
        default the folder the list is in. Works from a CI run's artifacts on any machine.

        \(ExitStatus.help)
        """
    )

    @Argument(help: ArgumentHelp("The accept list a report page wrote (accept.json).", valueName: "list"))
    var list: String

    @Option(help: ArgumentHelp("The suite's folder of goldens, as verify was given it.", valueName: "dir"))
    var snapshots: String

    @Option(help: ArgumentHelp("The run's artifacts folder the list's actual files are in (default: the list's folder).", valueName: "dir"))
    var artifacts: String?

    func run() throws {
        InterruptCleanup.install()
        let suiteFolder = URL(fileURLWithPath: snapshots).standardizedFileURL
        let store = SnapshotStore(root: suiteFolder.deletingLastPathComponent().path)
        let artifactsFolder = URL(fileURLWithPath: artifacts ?? (URL(fileURLWithPath: list).standardizedFileURL.deletingLastPathComponent().path))
        let acceptance = SnapshotAcceptance(store: store, suite: suiteFolder.lastPathComponent, artifacts: artifactsFolder)
        let written: [String]
        do { written = try acceptance.accept(try SnapshotAcceptance.readList(list)) } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        for name in written { print("accepted \(suiteFolder.lastPathComponent)/\(name)") }
        print("wrote \(written.count) golden\(written.count == 1 ? "" : "s") in \(snapshots); look at them before committing")
    }
}
