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
        let reports: [ShardReport]
        let result: VerificationResult
        do {
            reports = try inputs.flatMap(Self.shardFiles).map { url in
                do { return try JSONDecoder().decode(ShardReport.self, from: Data(contentsOf: url)) } catch {
                    throw ShardReport.MergeError(description: "\(url.path): not a shard report (\(error))")
                }
            }
            result = try ShardReport.merge(reports)
        } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        let writer = try OutputWriter(directory: out)
        try writer.write(Array(result.htmlReport.utf8), to: "report.html")
        try writer.write(Array(result.junitXML.utf8), to: "junit.xml")
        try writer.write(Array(try result.jsonDocument().utf8), to: "results.json")
        print("merged \(reports.count) shards into \(writer.directory.path): report.html, junit.xml, results.json")
        print("\(result.count(.passed) + result.count(.recorded)) passed, \(result.failures) failed")
        if result.count(.error) > 0 { throw ExitStatus.badInput }
        if result.failures > 0 { throw ExitStatus.checkFailed }
    }

    /// The shard reports of `path`: the file itself, or the `shard-*-of-*.json` files of a folder.
    private static func shardFiles(_ path: String) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShardReport.MergeError(description: "\(path): no such file or folder")
        }
        guard isDirectory.boolValue else { return [URL(fileURLWithPath: path)] }
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasPrefix("shard-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw ShardReport.MergeError(description: "\(path): holds no shard-I-of-N.json (written by verify --shard)") }
        return names.map { URL(fileURLWithPath: path).appendingPathComponent($0) }
    }
}
