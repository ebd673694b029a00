/// The Markdown a system file's notes are written in (a style's `usage`, the file's
/// `description`) as HTML a published page can show as it is: paragraphs (blank lines between),
/// lists (lines starting `- ` or `* `), `code`, **strong**, *emphasis* and links to `https:` or
/// `http:` addresses. Everything else is text: the input is escaped before anything is read,
/// so no tag, attribute or script of the input reaches the page, and a link to any other kind
/// of address (`javascript:`, `data:`) stays its text.
enum SafeMarkdown {
    /// The longest code span, emphasis or link read, in characters.
    static let maximumSpan = 2_000

    /// The HTML of `markdown`.
    static func html(_ markdown: String) -> String {
        let lines = markdown.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [[Substring]] = [[]]
        for line in lines {
            if line.allSatisfy(\.isWhitespace) {
                if !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks.filter { !$0.isEmpty }.map { block in
            let items = block.map { $0.drop { $0 == " " } }
            if items.allSatisfy({ $0.hasPrefix("- ") || $0.hasPrefix("* ") }) {
                return "<ul>" + items.map { "<li>" + inline(String($0.dropFirst(2))) + "</li>" }.joined() + "</ul>"
            }
            return "<p>" + inline(items.joined(separator: " ")) + "</p>"
        }.joined(separator: "\n")
    }

    /// One paragraph's text, escaped, with its code spans, emphasis and links.
    static func inline(_ text: String) -> String { spans(Array(MarkupText.escaped(text))[...]) }

    /// Escaped text with its code spans, emphasis and links made markup; what a span holds
    /// (a label, emphasised words) is read the same way.
    private static func spans(_ escaped: ArraySlice<Character>) -> String {
        var out = ""
        var i = escaped.startIndex
        /// The index of `marker` at or after `from`, within `maximumSpan` characters, or nil:
        /// a span longer than that is text (so a note of a thousand `[` reads in linear time).
        func find(_ marker: [Character], from: Int) -> Int? {
            let last = min(escaped.endIndex - marker.count, from + Self.maximumSpan)
            guard from <= last else { return nil }
            for j in from...last where escaped[j] == marker[0] && (marker.count == 1 || escaped[j + 1] == marker[1]) { return j }
            return nil
        }
        while i < escaped.endIndex {
            let c = escaped[i]
            if c == "`", let end = find(["`"], from: i + 1), end > i + 1 {
                out += "<code>" + String(escaped[i + 1..<end]) + "</code>"
                i = end + 1
            } else if c == "*", i + 1 < escaped.endIndex, escaped[i + 1] == "*", let end = find(["*", "*"], from: i + 2), end > i + 2 {
                out += "<strong>" + spans(escaped[i + 2..<end]) + "</strong>"
                i = end + 2
            } else if c == "*", let end = find(["*"], from: i + 1), end > i + 1, escaped[i + 1] != " " {
                out += "<em>" + spans(escaped[i + 1..<end]) + "</em>"
                i = end + 1
            } else if c == "[", let close = find(["]", "("], from: i + 1), let end = find([")"], from: close + 2) {
                let address = String(escaped[close + 2..<end])
                if address.hasPrefix("https://") || address.hasPrefix("http://"), !address.contains(" ") {
                    out += "<a href=\"" + address + "\" rel=\"noopener noreferrer\">" + spans(escaped[i + 1..<close]) + "</a>"
                } else {
                    out += String(escaped[i...end])
                }
                i = end + 1
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }
}
