/// Why an icon file could not be loaded: a message meant for a person that names the file (as
/// it was given) and the problem, plus a `kind` for code that handles some cases.
public struct IconError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The cases `ImageIcon.load(path:)` tells apart.
    public enum Kind: String, Equatable, Sendable {
        /// No file at the path.
        case notFound
        /// The path is a directory.
        case isDirectory
        /// The file exists but reading it failed (permissions, I/O error).
        case unreadable
        /// The extension is neither `.svg` nor `.png`.
        case unsupportedType
        /// The file is larger than `ImageIcon.maximumFileSize`.
        case fileTooLarge
        /// The image is wider or taller than `ImageIcon.maximumSide`.
        case imageTooLarge
        /// The image has no area, or an SVG has no size at all.
        case zeroSize
        /// librsvg could not parse the SVG.
        case brokenSVG
        /// The PNG decoder refused the file.
        case brokenPNG
    }

    /// What went wrong.
    public var kind: Kind
    /// The path as given to `ImageIcon.load(path:)`.
    public var path: String
    /// The whole message, e.g. "icon file 'add.svg' not found".
    public var message: String

    /// An error of `kind` for the file at `path`; `detail` follows "icon file 'path' ".
    public init(_ kind: Kind, path: String, _ detail: String) {
        self.kind = kind
        self.path = path
        self.message = "icon file '\(path)' \(detail)"
    }

    /// The message, as printed by the command line.
    public var description: String { message }
}
