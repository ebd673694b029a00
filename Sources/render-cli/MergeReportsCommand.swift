import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli merge-reports DIR... --out DIR`: joins the shards of a `verify --shard` run.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the reports of 'verify --shard I/N' runs into one HTML report, JUnit file and JSON document.",
        discussion: """
        Each 'verify --shard I/N' writes shard-I-of-N.json into its --artifacts folder. Give \
        those folders (or the files), every shard of one split exactly once; merge-reports \
        writes into --out: report.html (the review report of every image that did not pass), \
        junit.xml and results.json (the document 'verify --json' prints), with the counts, test \
        cases and report entries one run over every item gives, in the same order. Prints \
        'N passed, N failed' as verify does.

        Exit status: 0 every image passed; 1 an image differs or has no golden; 2 an image could \
        not be checked, or the shards cannot be merged (a shard missing or given twice, shards \
        of different splits, a file that does not parse).
        """
    )

    @Argument(help: ArgumentHelp("Artifacts folders of the shards (or their shard-I-of-N.json files).", valueName: "dir"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder for report.html, junit.xml and results.json; created if missing.", valueName: "dir"))
    var out: String

    func run() throws {
        InterruptCleanup.install()
        let reports: [ShardReport]
        let result: VerificationResult
        do {
            let files = try inputs.flatMap(Self.shardFiles)
            // Every shard of one split once: more files than the most shards a split has
            // cannot be one split, and are refused before any is read.
            guard files.count <= Shard.maximumCount else {
                throw ShardReport.MergeError(description: "\(files.count) shard reports given; a run is split into at most \(Shard.maximumCount) shards")
            }
            reports = try files.map { url in
                let bytes: [UInt8]
                do {
                    bytes = try InputFile.readBytes(url.path, maximumSize: ShardReport.maximumFileSize, kind: "shard report")
                } catch let problem as InputFile.Problem {
                    throw ShardReport.MergeError(description: "\(ControlCharacterEscaping.escaped(url.path)): \(problem.message)")
                }
                do { return try JSONDecoder().decode(ShardReport.self, from: Data(bytes)) } catch {
                    throw ShardReport.MergeError(description: "\(ControlCharacterEscaping.escaped(url.path)): not a shard report (\(error))")
                }
            }
            result = try ShardReport.merge(reports)
        } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        // The three files appear together or not at all: written into a staging folder and
        // moved into place at the end; a signal before then removes the staging folder.
        let output = try RunOutput(directory: out)
                try output.run(inputs: { files(of: inputs) }, quiet: true) { writer in
            try writer.write(Array(result.htmlReport.utf8), to: "report.html")
            try writer.write(Array(result.junitXML.utf8), to: "junit.xml")
            try writer.write(Array(try result.jsonDocument().utf8), to: "results.json")
        }
        InterruptCleanup.waitIfInterrupted()
        print("merged \(reports.count) shards into \(output.destination.path): report.html, junit.xml, results.json")
        print("\(result.count(.passed) + result.count(.recorded)) passed, \(result.failures) failed")
        if result.count(.error) > 0 { throw ExitStatus.badInput }
        if result.failures > 0 { throw ExitStatus.checkFailed }
    }

    /// The shard report files named by `inputs`, to protect from being replaced.
    private func files(of inputs: [String]) -> [URL] {
        inputs.flatMap { (try? Self.shardFiles($0)) ?? [] }
    }

    /// The shard reports of `path`: the file itself, or the `shard-*-of-*.json` files of a folder.
    private static func shardFiles(_ path: String) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShardReport.MergeError(description: "\(ControlCharacterEscaping.escaped(path)): no such file or folder")
        }
        guard isDirectory.boolValue else { return [URL(fileURLWithPath: path)] }
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasPrefix("shard-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw ShardReport.MergeError(description: "\(ControlCharacterEscaping.escaped(path)): holds no shard-I-of-N.json (written by verify --shard)") }
        return names.map { URL(fileURLWithPath: path).appendingPathComponent($0) }
    }
}
