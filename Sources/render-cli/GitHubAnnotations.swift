import ArgumentParser
import ButtonRender
import Foundation

/// `--reporter`: whether `verify` and `record` also print GitHub Actions annotations
/// (`::error file=…,line=…,col=…::…`), which GitHub shows on the pull request at the spec's line.
struct ReporterOption: ParsableArguments {
    /// The reporters offered.
    enum Reporter: String, ExpressibleByArgument, CaseIterable {
        /// Lines for a terminal (and the JSON and JUnit asked for) only.
        case plain
        /// Also one GitHub Actions `::error` workflow command per image that did not pass.
        case github
    }

    @Option(help: ArgumentHelp("plain, or github: also print a GitHub Actions annotation (::error file=SPEC,line=N,col=N::message) for each image that did not pass, at its button's or sheet's line in the spec file. Default: github when GITHUB_ACTIONS=true (as on GitHub's runners), else plain.", valueName: "reporter"))
    var reporter: Reporter?

    /// The annotations to print, or nil when the reporter is plain.
    func annotations(environment: [String: String] = ProcessInfo.processInfo.environment) -> GitHubAnnotations? {
        let chosen = reporter ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .plain)
        guard chosen == .github else { return nil }
        return GitHubAnnotations(workspace: environment["GITHUB_WORKSPACE"])
    }
}

/// GitHub Actions `::error` workflow commands, escaped as the runner reads them
/// (https://docs.github.com/actions/reference/workflow-commands-for-github-actions): in the
/// message `%`, CR and LF become `%25`, `%0D`, `%0A`; in a property also `:` and `,` become
/// `%3A` and `%2C`.
struct GitHubAnnotations {
    /// `GITHUB_WORKSPACE`: an absolute spec path inside it is given relative to it, as GitHub
    /// matches annotation files against the repository's paths.
    var workspace: String?

    /// The `::error` line for `message` about the item from `source`. The file, line and
    /// column are given when the item came from a file on disk (not the catalog or standard
    /// input): the item's own, or those of `located` when it is a located error in that file
    /// (the field at fault).
    func error(title: String, message: String, source: SpecSource?, located: (any Error)? = nil) -> String {
        var properties: [(String, String)] = []
        if let source, var position = source.position, FileManager.default.fileExists(atPath: source.file) {
            if let error = located as? SpecError, error.file == source.file, let line = error.line { position = (line, error.column ?? 1) }
            properties += [("file", path(source.file)), ("line", "\(position.line)"), ("col", "\(position.column)")]
        }
        properties.append(("title", title))
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::error \(list)::\(Self.escapeData(message))"
    }

    /// `file` relative to the workspace when it lies inside it, else as given.
    private func path(_ file: String) -> String {
        guard let workspace, !workspace.isEmpty else { return file }
        let root = URL(fileURLWithPath: workspace).standardizedFileURL.path
        let full = URL(fileURLWithPath: file).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : file
    }

    /// A message escaped as workflow-command data: `%`, CR, LF.
    static func escapeData(_ text: String) -> String { escape(text, also: []) }

    /// A property value escaped as a workflow-command property: the data's escapes and `:`, `,`.
    static func escapeProperty(_ text: String) -> String { escape(text, also: [":", ","]) }

    /// `text` with `%`, CR, LF and the `also` scalars as `%XX`, scalar by scalar (a CR LF pair
    /// is one Swift character, so characters would hide it).
    private static func escape(_ text: String, also: Set<Unicode.Scalar>) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || also.contains(scalar) {
                out += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

private extension String {
    /// The string with zeros before it up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

extension SpecItem {
    /// The button's or sheet's name.
    var itemName: String {
        switch self {
        case .button(let loaded): loaded.spec.name ?? ""
        case .sheet(let loaded): loaded.sheet.name ?? ""
        }
    }

    /// Where the button or sheet was read from.
    var itemSource: SpecSource {
        switch self {
        case .button(let loaded): loaded.source
        case .sheet(let loaded): loaded.source
        }
    }
}
