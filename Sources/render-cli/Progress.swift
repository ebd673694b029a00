import Foundation

/// Progress of a long run: a count, rate and time left on a terminal, rewritten in place;
/// nothing when standard error is not a terminal (CI logs stay clean).
final class Progress {
    /// How many steps there are.
    var total: Int
    private(set) var done = 0
    private let quiet: Bool
    private let interactive: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
        interactive = isatty(STDERR_FILENO) != 0
    }

    /// Counts one item and redraws at most ten times a second.
    func step() { update(done: done + 1) }

    /// Sets how many items are done and redraws at most ten times a second.
    func update(done: Int) {
        self.done = done
        guard interactive, !quiet else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
        lastDraw = now
        let elapsed = now.timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let line = String(format: "\r%d/%d  %.0f/s  %.0fs left ", done, total, rate, left)
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Clears the progress line and prints a summary on standard output.
    func finish(_ summary: String) {
        if interactive, !quiet { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        if !quiet, !summary.isEmpty { print(summary) }
    }
}
