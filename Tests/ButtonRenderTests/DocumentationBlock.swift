import Foundation

/// A fenced code block of a Markdown page (the README or a page of `docs/`), with the marker
/// comment on the line before its fence, if any: what `DocumentationExamplesTests` runs.
struct DocumentationBlock {
    /// What the comment line before a fence says about the block.
    enum Marker: Equatable {
        /// `<!-- not-run: reason -->`: deliberately not run, for the reason given.
        case notRun(String)
        /// `<!-- file: NAME -->`: written to NAME in the page's folder, for the blocks after it.
        case file(String)
        /// `<!-- compiled: where -->`: the same text as the README's consumer-test example.
        case compiled(String)
        /// `<!-- consumer-test:begin -->`: the README's example that scripts/check-consumer builds.
        case consumerTest
    }

    /// The page, relative to the package root.
    let page: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The fence's language (`sh`, `yaml`, `json`, `swift`, `text`, …), empty when none.
    let language: String
    /// The marker comment before the fence, if any.
    let marker: Marker?
    /// The block's text, the fence's indentation removed, ending with a newline.
    let code: String

    /// `page:line`, for failure messages.
    var location: String { "\(page):\(line)" }

    /// Paths that comment lines of the block promise a command writes, such as
    /// `# out/cart.png  out/cart@2x.png` after a `render-cli render` line: every word of a
    /// comment line made only of relative paths with a folder and an extension.
    var promisedFiles: [String] {
        code.split(separator: "\n").flatMap { line -> [String] in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("# ") else { return [] }
            let words = trimmed.dropFirst(2).split(separator: " ").map(String.init)
            let isPath = { (word: String) in
                word.contains("/") && !word.hasPrefix("/") && !word.contains(":")
                    && word.range(of: #"^[A-Za-z0-9_@.\-/]+\.[a-z]+$"#, options: .regularExpression) != nil
            }
            return !words.isEmpty && words.allSatisfy(isPath) ? words : []
        }
    }

    /// Every fenced block of `text`, the page at `page`.
    static func blocks(inPage page: String, text: String) -> [DocumentationBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [DocumentationBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indentation)
            guard trimmed.hasPrefix("```") else { index += 1; continue }
            let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            let marker = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.flatMap(Self.marker)
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                let content = lines[index]
                let strip = min(indentation, content.prefix { $0 == " " }.count)
                body.append(String(content.dropFirst(strip)))
                index += 1
            }
            let fenceLine = index - body.count
            blocks.append(DocumentationBlock(page: page, line: fenceLine, language: language, marker: marker,
                                             code: body.joined(separator: "\n") + "\n"))
            index += 1
        }
        return blocks
    }

    /// The marker a comment line gives, if it is one.
    private static func marker(_ line: String) -> Marker? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == "<!-- consumer-test:begin -->" { return .consumerTest }
        guard let match = trimmed.range(of: #"^<!-- (not-run|file|compiled): (.+) -->$"#, options: .regularExpression) else {
            return nil
        }
        let inner = trimmed[match].dropFirst(5).dropLast(4)
        let colon = inner.firstIndex(of: ":")!
        let kind = inner[..<colon]
        let value = inner[inner.index(colon, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
        switch kind {
        case "not-run": return .notRun(value)
        case "file": return .file(value)
        default: return .compiled(value)
        }
    }
}
