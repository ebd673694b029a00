import ButtonRenderModel

/// The accessibility audit of a documentation sheet's buttons, so a state matrix or a strip is
/// checked while it is drawn, as single buttons are.
package enum SheetAuditor {
    /// One report per button of a laid-out sheet, named after the sheet and the button's place
    /// in it: "obsidian-states: Light / Enabled / Outline" for a matrix cell (its panel, row
    /// and column headers), "material-button-types: 1  Text button" for a strip item (its
    /// caption, else its position), the sheet's name for a one-button sheet.
    /// A group sheet's buttons also get the findings of their system's group rules.
    package static func audit(_ layout: SheetLayout, sheet: SheetSpec) -> [AuditReport] {
        var reports = layout.buttons.map { button in
            var report = Auditor.audit(button.layout, spec: button.spec)
            report.name = name(of: button, in: sheet)
            return report
        }
        if sheet.sheet == .group, let rules = layout.buttons.first?.layout.systemFacts.groupRules {
            let stacked = layout.buttons.contains { ($0.cell?.row ?? 0) > 0 }
            let members = reports.map { ButtonGroupRules.Member(style: $0.style, label: $0.label) }
            for (i, findings) in rules.findings(for: members, stacked: stacked, directional: sheet.directional).enumerated() {
                reports[i].findings += findings
            }
        }
        return reports
    }

    /// The report name of a sheet's button.
    static func name(of button: SheetButton, in sheet: SheetSpec) -> String {
        guard let cell = button.cell else { return sheet.outputName }
        var parts: [String] = []
        switch sheet.sheet {
        case .matrix:
            for (axis, index) in [(sheet.panels, cell.panel), (sheet.rows, cell.row), (sheet.columns, cell.column)] {
                if let axis, axis.values.indices.contains(index) { parts.append(axis.label(index)) }
            }
        case .group:
            parts.append("item \(cell.row + cell.column + 1)")
        case .strip:
            let caption = sheet.items.flatMap { $0.indices.contains(cell.column) ? $0[cell.column].caption : nil }
            parts.append(caption.flatMap { $0.isEmpty ? nil : $0 } ?? "item \(cell.column + 1)")
        case .menu:
            parts.append(cell.panel == 0 ? "light" : "dark")
        case .anatomy, .redlines, .touchTarget:
            break
        }
        return parts.isEmpty ? sheet.outputName : "\(sheet.outputName): " + parts.joined(separator: " / ")
    }
}
