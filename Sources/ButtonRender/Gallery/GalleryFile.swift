extension Gallery {
    /// One file written for an asset, linked from the page relative to it.
    public struct File: Codable, Equatable, Sendable {
        /// The file's name in the output folder ("save@2x.png").
        public var name: String
        /// Its size or what it holds ("176 x 72 px", "88 x 36 pt", "layout and accessibility").
        public var size: String
        /// The image format ("png", "svg", "pdf", "apng"), nil for other files (metadata).
        public var format: String?
        /// The pixel scale of an image, nil for other files.
        public var scale: Int?

        /// Creates a file entry.
        package init(name: String, size: String, format: String? = nil, scale: Int? = nil) {
            self.name = name; self.size = size; self.format = format; self.scale = scale
        }
    }
}
