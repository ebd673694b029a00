/// How a resolver document's modifiers give ButtonRender's modes: the modifier whose two
/// contexts are light and dark (`appearance: {modifier: theme, light: light, dark: dark}`),
/// and the one whose contexts are text sizes.
public struct ModeMapping: Hashable, Sendable {
    /// The appearance modifier and its light and dark contexts.
    public var appearance: AppearanceModes
    /// The text-size modifier and, per content size category, its context (a category the
    /// map leaves out keeps the modifier's default).
    package var textSize: TextSizeModes?
    /// The vendor extensions applied when reading the contexts (`extensions:`).
    public var extensions: VendorExtensions = .none
    /// The system's other modes (`modes: axes:`), in the file's order.
    public var axes: [ModeAxis] = []
    /// The contexts chosen for the resolver's other modifiers, by modifier (a spec's `modes`
    /// choosing an axis's value; empty in a system file's own mapping).
    public var inputs: [String: String] = [:]

    /// Light and dark as contexts of one modifier.
    public struct AppearanceModes: Hashable, Sendable {
        /// The modifier's name.
        package var modifier: String
        /// The context drawn for `light`.
        public var light: String
        /// The context drawn for `dark`.
        public var dark: String
        /// Where the mapping was written, for warnings.
        public var line: Int?
        /// The mapping's column in its line.
        public var column: Int?

        /// A modifier named `modifier` with contexts `light` and `dark`.
        package init(modifier: String, light: String, dark: String, line: Int? = nil, column: Int? = nil) {
            self.modifier = modifier; self.light = light; self.dark = dark; self.line = line; self.column = column
        }

        /// The package's own convention: a modifier `appearance` with `light` and `dark`.
        package static let standard = AppearanceModes(modifier: "appearance", light: "light", dark: "dark")

        /// The context for `appearance`.
        public func context(for appearance: Appearance) -> String { appearance == .dark ? dark : light }
    }

    /// Text sizes as contexts of one modifier.
    public struct TextSizeModes: Hashable, Sendable {
        /// The modifier's name.
        package var modifier: String
        /// The context for each content size category it names.
        public var contexts: [ContentSizeCategory: String]
        /// Where the mapping was written.
        public var line: Int?
        /// The mapping's column in its line.
        public var column: Int?

        /// The mapping as a system file or resolver document writes it (the memberwise
        /// initialiser, for the readers in the targets above this one).
        package init(modifier: String, contexts: [ContentSizeCategory: String], line: Int? = nil, column: Int? = nil) {
            self.modifier = modifier
            self.contexts = contexts
            self.line = line
            self.column = column
        }
    }

    /// The package's convention: `appearance` light/dark, and a `contentSizeCategory`
    /// modifier whose contexts are the categories' names, when a resolver has one.
    public static let standard = ModeMapping(appearance: .standard, textSize: nil)

    /// A text that tells mappings apart, for cache keys.
    package var cacheKey: String {
        var a = "\(appearance.modifier)=\(appearance.light)/\(appearance.dark)"
        if extensions.alpha { a += ";alpha" }
        if extensions.contextOverrides { a += ";" + VendorExtensions.contextOverridesKey }
        if extensions.tokensStudioModify { a += ";" + VendorExtensions.tokensStudioKey }
        if !axes.isEmpty { a += ";axes:" + axes.map(\.cacheKey).joined(separator: "|") }
        if !inputs.isEmpty { a += ";inputs:" + inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") }
        guard let textSize else { return a }
        let sizes = textSize.contexts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue):\($0.value)" }
        return a + ";\(textSize.modifier)=" + sizes.joined(separator: ",")
    }
}
