import ButtonRenderModel
import ButtonRenderNative

/// A background image placed on the canvas: loaded, stretched to `frame` (the container's
/// rectangle) and clipped to the container's rounded shape. Equal when they draw the same
/// image object (immutable once loaded) in the same frame and clip: a key holding one keeps
/// its image alive, so no other image can take its identity.
public struct PlacedBackgroundImage: Hashable, Sendable {
    /// The loaded image.
    public var image: ImageIcon
    /// The rectangle it is stretched to fill.
    package var frame: Rect
    /// The shape it is clipped to.
    package var clip: RoundedRect

    /// Whether both draw the same image object in the same frame and clip.
    public static func == (a: PlacedBackgroundImage, b: PlacedBackgroundImage) -> Bool {
        a.image === b.image && a.frame == b.frame && a.clip == b.clip
    }

    /// Hashes the image's identity, the frame and the clip.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(frame)
        hasher.combine(clip)
    }
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
