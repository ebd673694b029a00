/// The font weight names of the W3C's table (CSS Fonts and the DTCG format), and their
/// numeric weights: what a token or a system file may write instead of a number.
package enum FontWeightNames {
    /// The names, as the format's table writes them.
    package static let all = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book",
                             "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black",
                             "heavy", "extra-black", "ultra-black"]

    /// Names without hyphens or underscores, lower-cased, to their numeric weights.
    package static let numeric: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// The weight `name` stands for (any case, with or without `-` or `_`), or nil.
    package static func weight(of name: String) -> Int? {
        numeric[name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")]
    }
}
