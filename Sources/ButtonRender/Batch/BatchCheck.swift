/// What checking one item found before anything is drawn: its audit (one report for a
/// button, one per button of a sheet) and, when it cannot be drawn, the located error.
package struct BatchCheck: Sendable {
    /// Audit reports; empty when auditing is off, or when a button could not be laid out.
    package var audits: [AuditReport]
    /// Why the item cannot be drawn, at its spec's file, line, column and field; nil when it can.
    package var error: SpecError?

    /// Creates a check result.
    package init(audits: [AuditReport] = [], error: SpecError? = nil) { self.audits = audits; self.error = error }
}
