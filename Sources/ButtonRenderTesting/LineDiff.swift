/// A line-by-line difference between two texts, for failure messages: the first differing
/// lines marked `-` (golden) and `+` (actual) with a little context, capped in length.
enum LineDiff {
    /// One line of the edit script.
    private struct Step {
        /// `" "` unchanged, `"-"` only in the golden, `"+"` only in the actual text.
        let mark: Character
        let text: String
        /// 1-based line numbers in the golden and the actual text.
        let expectedLine: Int, actualLine: Int
    }

    /// Lines of context shown around each change.
    static let context = 2
    /// Beyond this many line pairs in the changed middle, lines are listed as removed then
    /// added instead of aligned (keeps the alignment's table small).
    static let alignmentLimit = 4_000_000

    /// The difference as printable lines, at most `maxLines` of them, followed by a line
    /// counting what was left out; empty when the texts are equal line by line.
    static func describe(expected: String, actual: String, maxLines: Int = 40) -> String {
        let a = lines(expected), b = lines(actual)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        if prefix == a.count, prefix == b.count { return "" }
        var steps: [Step] = []
        for i in max(0, prefix - context)..<prefix { steps.append(Step(mark: " ", text: a[i], expectedLine: i + 1, actualLine: i + 1)) }
        steps += align(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]), firstLine: prefix + 1)
        let tailA = a.count - suffix, tailB = b.count - suffix
        for k in 0..<min(context, suffix) { steps.append(Step(mark: " ", text: a[tailA + k], expectedLine: tailA + k + 1, actualLine: tailB + k + 1)) }
        return format(steps, maxLines: maxLines)
    }

    /// Splits into lines, dropping one final empty line (a text ending in a newline).
    private static func lines(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The edit script of two blocks by longest common subsequence.
    private static func align(_ a: [String], _ b: [String], firstLine: Int) -> [Step] {
        guard a.count * b.count <= alignmentLimit, !a.isEmpty, !b.isEmpty else {
            return a.enumerated().map { Step(mark: "-", text: $1, expectedLine: firstLine + $0, actualLine: firstLine) }
                + b.enumerated().map { Step(mark: "+", text: $1, expectedLine: firstLine + a.count, actualLine: firstLine + $0) }
        }
        let width = b.count + 1
        var table = [Int32](repeating: 0, count: (a.count + 1) * width)  // table[i][j]: LCS of a[i...], b[j...]
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i * width + j] = a[i] == b[j] ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                steps.append(Step(mark: " ", text: a[i], expectedLine: firstLine + i, actualLine: firstLine + j)); i += 1; j += 1
            } else if j == b.count || (i < a.count && table[(i + 1) * width + j] >= table[i * width + j + 1]) {
                steps.append(Step(mark: "-", text: a[i], expectedLine: firstLine + i, actualLine: firstLine + j)); i += 1
            } else {
                steps.append(Step(mark: "+", text: b[j], expectedLine: firstLine + i, actualLine: firstLine + j)); j += 1
            }
        }
        return steps
    }

    /// Hunks with `@@ golden line N, actual line M @@` headers; long unchanged runs are cut
    /// to their context.
    private static func format(_ steps: [Step], maxLines: Int) -> String {
        let changed = steps.indices.filter { steps[$0].mark != " " }
        var shown = Set<Int>()
        for index in changed { for k in max(0, index - context)...min(steps.count - 1, index + context) { shown.insert(k) } }
        var out: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if previous.map({ $0 + 1 != index }) ?? true {
                out.append("@@ golden line \(steps[index].expectedLine), actual line \(steps[index].actualLine) @@")
            }
            out.append("\(steps[index].mark) \(steps[index].text)")
            previous = index
        }
        guard out.count > maxLines else { return out.joined(separator: "\n") }
        let omittedChanges = out.dropFirst(maxLines).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
        let note = omittedChanges > 0 ? "… \(omittedChanges) more changed lines not shown" : "… \(out.count - maxLines) more context lines not shown"
        return (out.prefix(maxLines) + [note]).joined(separator: "\n")
    }
}
