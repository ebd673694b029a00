import ButtonRenderModel
import Foundation

/// The findings of a design system's group rules (`ButtonGroupRules`, declared in `Systems/`).
extension ButtonGroupRules {
    /// The findings of a group, one list per member in the members' order (leading to
    /// trailing, or top to bottom when `stacked`). `directional` nil means: directional when
    /// one label goes back and another forward.
    package func findings(for members: [Member], stacked: Bool, directional: Bool?) -> [[AuditFinding]] {
        var found = [[AuditFinding]](repeating: [], count: members.count)
        let backs = members.indices.filter { Self.firstWord(members[$0].label).map(backWords.contains) ?? false }
        let forwards = members.indices.filter { Self.firstWord(members[$0].label).map(forwardWords.contains) ?? false }
        let isDirectional = directional ?? (!backs.isEmpty && !forwards.isEmpty)
        let primaries = members.indices.filter { members[$0].style == primary }

        for index in primaries.dropFirst() {
            found[index].append(AuditFinding(severity: .warning, rule: "groupPrimaries",
                message: "a second \(primary.rawValue) button in the group (item \(primaries[0] + 1) is one): avoid grouping \(primary.rawValue) buttons together",
                field: "style"))
        }
        if !isDirectional, let first = primaries.first, first != 0 {
            found[first].append(AuditFinding(severity: .warning, rule: "groupOrder",
                message: "the \(primary.rawValue) action is item \(first + 1) of \(members.count): present primary actions first in a group",
                field: nil))
        }
        if primaries.isEmpty {
            let ranked = members.indices.filter { similarPriorities.contains(members[$0].style) }
            if let lead = ranked.first {
                for index in ranked where members[index].style != members[lead].style {
                    found[index].append(AuditFinding(severity: .warning, rule: "groupPriorities",
                        message: "\(members[index].style.rawValue) grouped with \(members[lead].style.rawValue) (item \(lead + 1)): for similar priorities group either \(similarPriorities.map(\.rawValue).joined(separator: " or ")) buttons together",
                        field: "style"))
                }
            }
        }
        let iconOnlyIndices = members.indices.filter { members[$0].style == iconOnly }
        if iconOnlyIndices.count > maximumIconOnly {
            for index in iconOnlyIndices.dropFirst(maximumIconOnly) {
                found[index].append(AuditFinding(severity: .warning, rule: "groupIconOnly",
                    message: "\(iconOnlyIndices.count) \(iconOnly.rawValue) buttons in one group, more than \(maximumIconOnly): avoid icon-only buttons for numerous actions",
                    field: nil))
            }
        }
        if isDirectional {
            let directionalIndices = (backs + forwards).sorted()
            if stacked {
                for index in directionalIndices.isEmpty ? Array(members.indices) : directionalIndices {
                    found[index].append(AuditFinding(severity: .warning, rule: "groupDirection",
                        message: "a directional action in a vertical stack: avoid stacking directional buttons; place them side by side",
                        field: nil))
                }
            } else if let back = backs.first, let forward = forwards.first, back > forward {
                found[back].append(AuditFinding(severity: .warning, rule: "groupDirection",
                    message: "'\(members[back].label)' comes after '\(members[forward].label)': directional buttons in a row read in their natural order, back before forward",
                    field: nil))
            }
        }
        return found
    }

    /// The first word of a label, lower-cased, or nil for an empty label.
    static func firstWord(_ label: String) -> String? {
        label.lowercased().split(whereSeparator: { !$0.isLetter }).first.map(String.init)
    }
}
