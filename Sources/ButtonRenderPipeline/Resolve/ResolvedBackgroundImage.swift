/// The background image a button is drawn with in its state (UIKit's
/// `setBackgroundImage(_:for:)`): the file, and the spec field that named it, for errors.
public struct ResolvedBackgroundImage: Equatable, Hashable, Sendable {
    /// The SVG or PNG file, absolute once the loader has resolved the spec's paths.
    public var path: String
    /// The field that gave it: `backgroundImage` or `states.<name>.backgroundImage`.
    public var field: [String]

    /// A background image read from `path`, named by `field`.
    package init(path: String, field: [String]) {
        self.path = path; self.field = field
    }
}
