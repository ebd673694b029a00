/// File names for rendered buttons: `name.png`, `name@2x.png`, `name@3x.png`, `name.svg`.
/// Names are plain file names, so no spec can place a file outside the output folder.
public enum OutputNaming {
    /// The longest name accepted.
    public static let maximumLength = 128

    /// What names may hold, as the problems below word it (built once, not per name checked).
    private static let nameRule = "names may use letters, digits, '-', '_', '.' and spaces, must not start with '.', and are 1 to \(maximumLength) characters"

    /// True when `name` holds a slash or a backslash. By its bytes, not `contains("/")`: with a string
    /// argument that is Foundation's search, about 4,000 instructions a call, and names are
    /// checked several times a button.
    package static func containsPathSeparator(_ name: String) -> Bool {
        name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
    }

    /// Why `name` is not an acceptable file name, or nil when it is.
    package static func problem(withName name: String) -> String? {
        let rule = nameRule
        if name.isEmpty { return "the name is empty; " + rule }
        if name.count > maximumLength { return "the name is \(name.count) characters long; " + rule }
        if name.hasPrefix(".") { return "'\(name)' starts with '.'; " + rule }
        if containsPathSeparator(name) { return "'\(name)' contains a path separator; " + rule }
        for scalar in name.unicodeScalars {
            if !mayBeInName(scalar) { return "'\(name)' contains the character U+\(String(scalar.value, radix: 16, uppercase: true)); " + rule }
        }
        return nil
    }

    /// Whether a name may hold `scalar`: a letter (any alphabetic character), a digit `0`–`9`,
    /// `-`, `_`, `.` or a space. An ASCII character is answered without Unicode's property
    /// tables (an ASCII character is alphabetic exactly when it is a letter): every file a run
    /// writes asks this of each character of its name.
    static func mayBeInName(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic }
        switch UInt8(scalar.value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: " "):
            return true
        default:
            return false
        }
    }

    /// `name` with every character that names may not hold replaced by `-`, for names taken
    /// from file names.
    package static func sanitized(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { scalars.append(mayBeInName(scalar) ? scalar : "-") }
        var result = String(String(scalars).prefix(maximumLength - 8))
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "button" : result
    }

    /// The metadata file written beside a button's or sheet's images: `name.layout.json`, a
    /// name no spec file's default output can take (a spec `cart.json` names its button
    /// `cart`, whose images are `cart.png` and metadata `cart.layout.json`).
    package static func metadataFileName(for name: String) -> String {
        "\(name).layout.json"
    }
}
