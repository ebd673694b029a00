/// The preformatted parts of `render-cli`'s manuals (field tables, lists of figures, examples)
/// laid out for an 80-column terminal. ArgumentParser wraps a help text's lines at the
/// terminal's width (80 when it is not a terminal) without keeping their indentation, so an
/// indented line longer than that came out as a table row whose rest started at column one.
public enum ManualText {
    /// `text` with every indented line longer than `width` characters broken at spaces, each
    /// following piece indented to where the line's text starts: its description column when it
    /// is a row (`  name      what it is`: two or more spaces after the first word), else its own
    /// indentation. Lines that do not start with a space are paragraphs ArgumentParser flows
    /// itself, and are left alone; a word longer than a line is not broken.
    public static func wrapped(_ text: String, width: Int = 79) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.first == " ", line.count > width else { return String(line) }
            return wrapped(line: Array(line), width: width)
        }.joined(separator: "\n")
    }

    /// One indented line, broken into pieces of at most `width` characters where it can be.
    private static func wrapped(line: [Character], width: Int) -> String {
        let hanging = textColumn(of: line)
        var pieces: [String] = []
        var rest = line
        var indent = 0
        while indent + rest.count > width {
            // The last space that leaves the piece within `width`, past the indentation.
            let limit = width - indent
            guard let cut = rest[..<min(limit + 1, rest.count)].lastIndex(of: " "),
                  cut > rest.prefix(while: { $0 == " " }).count else { break }
            var piece = rest[..<cut]
            while piece.last == " " { piece.removeLast() }
            pieces.append(String(repeating: " ", count: indent) + String(piece))
            rest = Array(rest[(cut + 1)...].drop(while: { $0 == " " }))
            indent = hanging
        }
        pieces.append(String(repeating: " ", count: indent) + String(rest))
        return pieces.joined(separator: "\n")
    }

    /// Where a line's text starts: after a row's name and the two or more spaces that follow
    /// it, or after its indentation.
    private static func textColumn(of line: [Character]) -> Int {
        let indent = line.prefix(while: { $0 == " " }).count
        var i = indent
        while i < line.count, line[i] != " " { i += 1 }
        var gap = 0
        while i + gap < line.count, line[i + gap] == " " { gap += 1 }
        return gap >= 2 && i + gap < line.count ? i + gap : indent
    }
}
