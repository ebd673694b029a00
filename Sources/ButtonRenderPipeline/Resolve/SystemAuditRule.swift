import ButtonRenderModel

/// An audit rule that only some design systems ask for: a value a `DesignSystem` carries
/// (`DesignSystem.auditRules`), its name and what it finds, so that a new system brings its
/// own rules without a change to the audit, which applies whatever rules a system lists
/// (`Auditor`). The rules a system file may name (`audit: rules:`) are `builtIn`.
public struct SystemAuditRule: Sendable {
    /// What a rule reads of a button: its visible title (as the audit reads it, markup
    /// removed, the system's default title when the spec gives none) and its spec.
    public struct Subject: Sendable {
        /// The title the button shows, empty for a button that shows no text.
        public var visibleTitle: String
        /// The spec the button was drawn from.
        public var spec: ButtonSpec

        /// A button as a rule reads it.
        public init(visibleTitle: String, spec: ButtonSpec) {
            self.visibleTitle = visibleTitle; self.spec = spec
        }
    }

    /// The rule's name, as system files write it in `audit: rules:`.
    public let name: String
    /// The rule's findings for one button, in the order they are listed.
    public let findings: @Sendable (Subject) -> [AuditFinding]

    /// A rule named `name` finding what `findings` returns.
    public init(name: String, findings: @escaping @Sendable (Subject) -> [AuditFinding]) {
        self.name = name; self.findings = findings
    }
}
