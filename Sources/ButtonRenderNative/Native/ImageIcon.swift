import ButtonRenderModel
import CCairo
import CRsvg
import Foundation
import ButtonRenderSupport

/// An icon loaded from an SVG or PNG file, drawn with `Canvas.draw(_:in:tint:)`. An SVG icon is
/// kept as a librsvg document and drawn as vectors (so it stays vector on an SVG canvas); a PNG
/// icon is kept as a premultiplied Cairo image. Icons are immutable once loaded and shared
/// through a cache keyed by absolute path, so they may be drawn from any thread.
/// Its C objects (a librsvg handle or a Cairo surface) are reached only through `drawing`, a
/// `Locked`, so no two threads use one at once.
public final class ImageIcon: Sendable {
    /// The file formats an icon can be loaded from (the file's extension, any case).
    public enum Format: String, CaseIterable, Sendable {
        /// Scalable Vector Graphics, read by librsvg.
        case svg
        /// Portable Network Graphics, read by `PNGDecoder`.
        case png
    }

    /// Largest icon file read, in bytes (8 MiB); larger files are refused before reading.
    public static let maximumFileSize = 8 << 20
    /// Largest width or height of an icon, in pixels (SVG: CSS pixels); larger images are
    /// refused before any pixel memory is allocated.
    public static let maximumSide = 4096

    /// The absolute path the icon was loaded from.
    public let path: String
    /// The format of the file.
    public let format: Format
    /// The icon's own size: the PNG's pixel size, or the SVG's width and height (or viewBox)
    /// in CSS pixels. One pixel is drawn as one point.
    let intrinsicSize: Size

    /// The C objects an icon draws from. Neither a librsvg handle nor a Cairo source surface
    /// may be used by two threads at once, so they are reached only through `drawing.withLock`.
    private struct Handles {
        /// The librsvg document of an SVG icon, owned (one reference).
        let svgDocument: CHandle<UnsafeMutablePointer<RsvgHandle>>?
        /// The premultiplied ARGB32 image of a PNG icon, owned (one reference).
        let bitmapSurface: CHandle<OpaquePointer>?

        var document: UnsafeMutablePointer<RsvgHandle>? { svgDocument?.pointer }
        var bitmap: OpaquePointer? { bitmapSurface?.pointer }
    }

    /// The icon's C objects, drawn from by one thread at a time.
    private let drawing: Locked<Handles>

    /// Wraps a loaded SVG document; takes over the caller's reference to `document`.
    init(path: String, document: UnsafeMutablePointer<RsvgHandle>, size: Size) {
        self.path = path
        self.format = .svg
        self.intrinsicSize = size
        drawing = Locked(Handles(svgDocument: CHandle(document), bitmapSurface: nil))
    }

    /// Wraps a premultiplied ARGB32 image surface; takes over the caller's reference to it.
    init(path: String, bitmap: OpaquePointer, size: Size) {
        self.path = path
        self.format = .png
        self.intrinsicSize = size
        drawing = Locked(Handles(svgDocument: nil, bitmapSurface: CHandle(bitmap)))
    }

    deinit {
        drawing.withLock { handles in
            if let document = handles.document { g_object_unref(document) }
            if let bitmap = handles.bitmap { cairo_surface_destroy(bitmap) }
        }
    }

    /// The icon at `path` (absolute, or relative to the current directory), loaded once and then
    /// served from a thread-safe cache keyed by absolute path. Throws `IconError` naming the
    /// file when it is missing, a directory, unreadable, not `.svg` or `.png`, over
    /// `maximumFileSize`, broken, of zero size or over `maximumSide` pixels a side.
    /// Failures are not cached. A cached icon is served while its file has the identity it
    /// had when read (`FileIdentity`: one `stat` a call); a file changed on disk is read again.
    /// An SVG must be self-contained: it is parsed
    /// without a base location, so librsvg loads no other file it refers to (only `data:`
    /// URLs).
    public static func load(path: String) throws -> ImageIcon {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let identity = FileIdentity.of(absolute)
        if let cached = IconCache.shared.icon(at: absolute, identity: identity) { return cached }
        let icon = try ImageIconLoader.load(path: path, absolutePath: absolute)
        return IconCache.shared.insert(icon, identity: identity)
    }

    /// Forgets every cached icon, so the next `load(path:)` reads its file again.
    static func removeAllFromCache() {
        IconCache.shared.removeAll()
    }

    /// Draws the icon on `cr` at its intrinsic size with its top-left corner at the origin of
    /// `cr`'s user space. `pad` extends a bitmap's edge pixels outward (sharp edges when
    /// scaled on an image surface; SVG surfaces cannot express it). Cairo records its own
    /// failures in `cr`; librsvg's were ruled out when the icon was loaded
    /// (`renderSVG(_:size:on:)` ran once then).
    func render(on cr: OpaquePointer, pad: Bool) {
        drawing.withLock { handles in
            if let document = handles.document {
                _ = try? ImageIcon.renderSVG(document, size: intrinsicSize, on: cr)
            } else if let bitmap = handles.bitmap {
                cairo_set_source_surface(cr, bitmap, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, pad ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, intrinsicSize.width, intrinsicSize.height)
                cairo_fill(cr)
            }
        }
    }

    /// Draws an SVG document into the viewport (0, 0, `size`) of `cr`, throwing librsvg's
    /// message when it fails.
    static func renderSVG(_ document: UnsafeMutablePointer<RsvgHandle>, size: Size, on cr: OpaquePointer) throws {
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        // An SVG icon exists only once librsvg was opened to read it.
        if try RsvgLibrary.shared().renderDocument(document, cr, &viewport, &error) != 0 { return }
        let message = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not draw it"
        if let error { g_error_free(error) }
        throw NativeError.svgRendering(message: message)
    }
}
