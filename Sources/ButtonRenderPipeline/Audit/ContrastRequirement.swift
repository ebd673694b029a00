/// WCAG 2 AA minimum contrast ratios (success criteria 1.4.3 and 1.4.11) and the definition
/// of large text they depend on.
enum ContrastRequirement {
    /// Normal text: 4.5:1 (1.4.3).
    static let text = 4.5
    /// Large text: 3:1 (1.4.3).
    static let largeText = 3.0
    /// Graphical objects such as an icon that is a button's only content: 3:1 (1.4.11).
    static let nonText = 3.0

    /// Large text as WCAG defines it: at least 18pt, or at least 14pt and bold (weight 700
    /// or more). Sizes are the renderer's points.
    static func isLargeText(size: Double, weight: Int) -> Bool {
        size >= 18 || (size >= 14 && weight >= 700)
    }

    /// The ratio text of this size and weight needs.
    static func required(size: Double, weight: Int) -> Double {
        isLargeText(size: size, weight: weight) ? largeText : text
    }
}
