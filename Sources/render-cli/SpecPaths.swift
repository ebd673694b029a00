import ArgumentParser
import ButtonRender
import Foundation

/// The spec paths given on the command line, expanded: a folder stands for every `*.json`,
/// `*.yaml` and `*.yml` file directly in it (sorted by name), and `-` for standard input.
enum SpecPaths {
    /// The extensions a spec file may have.
    static let extensions = SpecFolder.extensions
    /// The name standard input's specs are reported under.
    static let standardInputName = "<stdin>"

    /// `arguments` with folders expanded, in order. A missing path, an empty folder or a
    /// folder entry that links outside the folder (unless `paths` is `.anywhere`) is an error
    /// (exit 2) naming it.
    static func expand(_ arguments: [String], paths policy: PathPolicy = .insideSpecFolder) throws -> [String] {
        var paths: [String] = []
        var failures = 0
        for argument in arguments {
            if argument == "-" { paths.append(argument); continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                printError("\(argument): no such file or folder"); failures += 1; continue
            }
            guard isDirectory.boolValue else { paths.append(argument); continue }
            let specs: [String]
            do { specs = try SpecFolder.specFiles(in: argument, paths: policy) } catch {
                printError(error); failures += 1; continue
            }
            if specs.isEmpty {
                printError("\(argument): the folder holds no spec files (*.json, *.yaml, *.yml)"); failures += 1
            }
            paths += specs
        }
        if paths.filter({ $0 == "-" }).count > 1 {
            printError("'-' (standard input) may be given once"); failures += 1
        }
        if failures > 0 { throw ExitStatus.badInput }
        return paths
    }

    /// Standard input as text, bounded by the spec file size limit.
    static func readStandardInput() throws -> String {
        var data = Data()
        while let chunk = try FileHandle.standardInput.read(upToCount: 64 << 10), !chunk.isEmpty {
            data.append(chunk)
            if data.count > SpecLoader.maximumFileSize {
                throw SpecError(file: standardInputName, line: 1, column: 1, .standardInputTooLarge(limitMB: SpecLoader.maximumFileSize >> 20))
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: standardInputName, line: 1, column: 1, .standardInputNotUTF8)
        }
        return text
    }
}
