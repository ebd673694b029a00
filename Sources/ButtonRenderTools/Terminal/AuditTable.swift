import ButtonRender
/// Audit reports as a fixed-width table for a terminal.
public enum AuditTable {
    /// One row per button (button, state, contrast, touch target, findings), an indented
    /// `error:` or `warning:` line under it per finding, and a last line
    /// "N buttons, N errors, N warnings". With `color`, failures are red, warnings yellow and
    /// clean rows green (ANSI escapes); without it the text is plain.
    public static func render(_ reports: [AuditReport], color: Bool) -> String {
        let paint = AnsiPaint(enabled: color)
        let header = ["BUTTON", "STATE", "CONTRAST", "TOUCH TARGET", "FINDINGS"]
        let rows = reports.map(cells)
        var widths = header.map(\.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.text.count) } }

        func line(_ row: [Cell]) -> String {
            row.enumerated().map { i, cell in
                let padded = i == row.count - 1 ? cell.text : TextPadding.padded(cell.text, to: widths[i])
                return paint(padded, cell.tone)
            }.joined(separator: "  ")
        }

        var lines = [line(header.map { Cell($0, .heading) })]
        for (report, row) in zip(reports, rows) {
            lines.append(line(row))
            for finding in report.findings {
                let prefix = finding.severity == .error ? paint("error:", .failure) : paint("warning:", .warning)
                lines.append("    \(prefix) \(finding.message) [\(finding.rule)]")
            }
        }
        let errors = reports.reduce(0) { $0 + $1.count(.error) }
        let warnings = reports.reduce(0) { $0 + $1.count(.warning) }
        let summary = [counted(reports.count, "button"), counted(errors, "error"), counted(warnings, "warning")].joined(separator: ", ")
        lines.append(paint(summary, errors > 0 ? .failure : warnings > 0 ? .warning : .success))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The cells of a report's row.
    private static func cells(_ report: AuditReport) -> [Cell] {
        let contrast: Cell
        if let c = report.contrast {
            contrast = c.passes ? Cell(AuditFormat.ratio(c.ratio) + ":1", .plain)
                : Cell(AuditFormat.ratio(c.ratio) + ":1 < " + AuditFormat.points(c.required), .failure)
        } else {
            contrast = Cell(report.state == .disabled || report.state == .loading ? "exempt" : "-", .plain)
        }
        let t = report.touchTarget
        let size = AuditFormat.size(t.width, t.height)
        let touch = t.passes ? Cell(size, .plain) : Cell(size + " < " + AuditFormat.points(t.minimum), .warning)
        let errors = report.count(.error), warnings = report.count(.warning)
        let summary: Cell
        if errors + warnings == 0 {
            summary = Cell("ok", .success)
        } else {
            let parts = (errors > 0 ? [counted(errors, "error")] : []) + (warnings > 0 ? [counted(warnings, "warning")] : [])
            summary = Cell(parts.joined(separator: ", "), errors > 0 ? .failure : .warning)
        }
        // In the system's own words: its display name and its name for the state.
        return [Cell("\(report.name) (\(report.systemName ?? report.system.rawValue) \(report.style.rawValue))", .plain),
                Cell("\(report.stateName ?? report.state.rawValue) \(report.appearance.rawValue)", .plain), contrast, touch, summary]
    }

    /// "1 error", "2 errors".
    private static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// A table cell's text and tone.
    private struct Cell {
        var text: String
        var tone: AnsiPaint.Tone
        init(_ text: String, _ tone: AnsiPaint.Tone) { self.text = text; self.tone = tone }
    }
}
