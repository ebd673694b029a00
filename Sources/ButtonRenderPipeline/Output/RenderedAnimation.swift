/// A rendered animation file.
public struct RenderedAnimation: Sendable {
    /// The button's name.
    public var name: String
    /// Pixel scale.
    public var scale: Int
    /// Width of every frame in pixels.
    package var pixelWidth: Int
    /// Height of every frame in pixels.
    package var pixelHeight: Int
    /// Number of frames.
    var frameCount: Int
    /// The encoded APNG file.
    public var bytes: [UInt8]
}
