extension Gallery {
    /// A named rectangle of a button's layout, in points from the image's top left, which
    /// the detail view can draw as an outline over the image.
    public struct Rectangle: Codable, Equatable, Sendable {
        /// What it is: "container", "content", "touch target", "label", "subtitle", "icon", "spinner".
        public var name: String
        /// Its left edge, in points from the image's left.
        public var x: Double
        /// Its top edge, in points from the image's top.
        public var y: Double
        /// Its width in points.
        public var width: Double
        /// Its height in points.
        public var height: Double

        /// Creates a rectangle named `name` at `rect` (points).
        package init(name: String, rect: Rect) {
            self.name = name; x = rect.x; y = rect.y; width = rect.width; height = rect.height
        }

        /// The rectangles of a button's layout metadata (`name.layout.json`'s `sizes`), in the
        /// order they are drawn: outermost first.
        public static func all(of sizes: ButtonSizes) -> [Rectangle] {
            var list = [Rectangle(name: "touch target", rect: sizes.touchTarget), Rectangle(name: "container", rect: sizes.container),
                        Rectangle(name: "content", rect: sizes.content)]
            for (name, rect) in [("icon", sizes.icon), ("label", sizes.label), ("subtitle", sizes.subtitle), ("spinner", sizes.spinner)] {
                if let rect { list.append(Rectangle(name: name, rect: rect)) }
            }
            return list
        }
    }
}
