import Foundation

/// Spec paths as a person gives them, expanded: a folder stands for every `*.json`, `*.yaml`
/// and `*.yml` file directly in it (sorted by name), and `-` for standard input.
package enum SpecPaths {
    /// The name standard input's specs are reported under.
    package static let standardInputName = "<stdin>"

    /// `arguments` with folders expanded, in order. A missing path, an empty folder, a folder
    /// entry that links outside the folder (unless `paths` is `.anywhere`) or `-` given twice
    /// is a problem naming it; all of them are thrown together (`RunInputProblems`).
    package static func expand(_ arguments: [String], paths policy: PathPolicy = .insideSpecFolder) throws -> [String] {
        var paths: [String] = []
        var problems: [any Error] = []
        for argument in arguments {
            if argument == "-" { paths.append(argument); continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                problems.append(InputPathProblem("\(argument): no such file or folder")); continue
            }
            guard isDirectory.boolValue else { paths.append(argument); continue }
            let specs: [String]
            do { specs = try SpecFolder.specFiles(in: argument, paths: policy) } catch {
                problems.append(error); continue
            }
            if specs.isEmpty {
                problems.append(InputPathProblem("\(argument): the folder holds no spec files (*.json, *.yaml, *.yml)"))
            }
            paths += specs
        }
        if paths.filter({ $0 == "-" }).count > 1 {
            problems.append(InputPathProblem("'-' (standard input) may be given once"))
        }
        if !problems.isEmpty { throw RunInputProblems(problems) }
        return paths
    }

    /// Standard input as text, bounded by the spec file size limit.
    package static func readStandardInput() throws -> String {
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
