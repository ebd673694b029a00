import Foundation

/// Number formats shared by audit messages and tables (the terminal table of
/// `ButtonRenderTools` writes the same numbers as the findings it lists).
package enum AuditFormat {
    /// A length in points: whole numbers without decimals, others with up to two ("22",
    /// "36.5", "40.33").
    package static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A contrast ratio with exactly two decimals ("4.48").
    package static func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A width and height as "88x48".
    package static func size(_ width: Double, _ height: Double) -> String { points(width) + "x" + points(height) }
}
