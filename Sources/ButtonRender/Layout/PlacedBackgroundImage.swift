/// A background image placed on the canvas: loaded, stretched to `frame` (the container's
/// rectangle) and clipped to the container's rounded shape.
public struct PlacedBackgroundImage: Sendable {
    /// The loaded image.
    public var image: ImageIcon
    /// The rectangle it is stretched to fill.
    public var frame: Rect
    /// The shape it is clipped to.
    public var clip: RoundedRect
}

extension LayoutEngine {
    /// Loads a background image and places it over `container`; a missing or broken file is an
    /// error at the field that named it.
    static func placeBackgroundImage(_ image: ResolvedBackgroundImage?, in container: RoundedRect) throws -> PlacedBackgroundImage? {
        guard let image else { return nil }
        let loaded: ImageIcon
        do { loaded = try ImageIcon.load(path: image.path) } catch { throw FieldError(image.field, .stage(LayoutError(imageFile: error))) }
        return PlacedBackgroundImage(image: loaded, frame: container.rect, clip: container)
    }
}
