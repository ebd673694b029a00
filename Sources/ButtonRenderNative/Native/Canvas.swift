import ButtonRenderModel
import CCairo

/// A drawing surface in points: a Cairo context over an image (pixels at a scale) or an SVG
/// document. The only drawing API the paint stage uses; it owns every Cairo pointer.
public final class Canvas {
    /// What the canvas draws into.
    public enum Target: Sendable {
        /// An 8-bit ARGB image.
        case image
        /// An SVG document (vector; shadows are embedded as blurred masks).
        case svg
        /// A one-page PDF document (vector; shadows embedded as blurred masks), with a fixed
        /// creation date so equal drawings give equal bytes.
        case pdf
    }

    /// The target this canvas draws into.
    public let target: Target
    /// Size in device pixels (SVG user units for SVG).
    package let pixelWidth: Int, pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double
    let surface: OpaquePointer
    let cr: OpaquePointer
    private let stream: ByteSink?
    private var origin = Point(x: 0, y: 0)

    /// Creates a canvas of `size` points at `scale` device pixels per point, transparent.
    /// The pixel size is checked against `CanvasLimits` before anything is allocated.
    package init(size: Size, scale: Double, target: Target) throws {
        let (w, h) = Canvas.pixelSize(of: size, scale: scale)
        try CanvasLimits.check(width: w, height: h)
        self.target = target
        self.pixelWidth = w
        self.pixelHeight = h
        self.scale = scale
        switch target {
        case .image:
            stream = nil
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        case .svg:
            let sink = ByteSink()
            stream = sink
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), Double(w), Double(h))
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            // One point is one CSS pixel, as on the platforms these buttons come from.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        case .pdf:
            let sink = ByteSink()
            stream = sink
            // PDF pages are measured in points of 1/72 inch: the page is the canvas in points.
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), Double(w), Double(h))
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "ButtonRender")
        }
        cr = cairo_create(surface)
        try check("create canvas")
        cairo_scale(cr, scale, scale)
    }

    /// Creates an image canvas of `size` points at `scale` whose pixels start as `pixels`,
    /// which `copyPixels()` took from an image canvas of the same pixel size. The surface's
    /// memory is filled from them once and never cleared first (a new image surface is
    /// zeroed, and `replacePixels(with:)` then writes every byte again); it is the surface's
    /// own, freed with it. Throws when `pixels` is not the size of such a canvas's pixels.
    package init(size: Size, scale: Double, pixels: [UInt8]) throws {
        let (w, h) = Canvas.pixelSize(of: size, scale: scale)
        try CanvasLimits.check(width: w, height: h)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        guard pixels.count == stride * h else {
            throw NativeError.cairo(operation: "create canvas from pixels",
                                    status: "\(pixels.count) bytes given for a canvas of \(w) × \(h) pixels, which holds \(stride * h)")
        }
        target = .image
        pixelWidth = w
        pixelHeight = h
        self.scale = scale
        stream = nil
        surface = try Canvas.imageSurface(copying: pixels, width: w, height: h, stride: stride)
        cr = cairo_create(surface)
        try check("create canvas")
        cairo_scale(cr, scale, scale)
    }

    /// The size in device pixels of a canvas of `size` points at `scale`.
    package static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Moves the origin used by every later drawing call, in points (for sheets that place
    /// many buttons on one canvas).
    package func setOrigin(_ point: Point) {
        cairo_translate(cr, point.x - origin.x, point.y - origin.y)
        origin = point
    }

    /// Fills the whole canvas.
    package func fillAll(_ color: RGBAColor) {
        guard !color.isClear else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, 0, 0, Double(pixelWidth), Double(pixelHeight))
        setSource(color)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Fills a rounded rectangle.
    public func fill(_ shape: RoundedRect, color: RGBAColor) {
        guard !color.isClear else { return }
        addPath(shape)
        setSource(color)
        cairo_fill(cr)
    }

    /// Fills the region between two rounded rectangles (a stroke with exact inner and outer
    /// edges).
    package func fillRing(outer: RoundedRect, inner: RoundedRect, color: RGBAColor) {
        guard !color.isClear else { return }
        addPath(outer)
        addPath(inner)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setSource(color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills a circle, clipped to `clip` when given.
    package func fillCircle(center: Point, radius: Double, color: RGBAColor, clippedTo clip: RoundedRect?) {
        guard !color.isClear, radius > 0 else { return }
        cairo_save(cr)
        if let clip {
            addPath(clip)
            cairo_clip(cr)
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        setSource(color)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Finishes drawing and returns the PNG bytes of an image canvas.
    package func pngData(compressionLevel: Int32 = PNGEncoder.defaultLevel) throws -> [UInt8] {
        precondition(target == .image, "pngData() needs an image canvas")
        try check("render")
        let (data, stride) = try imageMemory(for: "read pixels")
        return try PNGEncoder.encode(argb32: data, width: pixelWidth, height: pixelHeight, stride: stride, level: compressionLevel)
    }

    /// The image surface's memory (premultiplied native-endian ARGB32 rows of `stride` bytes),
    /// flushed so it holds everything drawn; `operation` names a failure.
    func imageMemory(for operation: String) throws -> (data: UnsafeMutablePointer<UInt8>, stride: Int) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw NativeError.cairo(operation: operation, status: "no image data")
        }
        return (data, Int(cairo_image_surface_get_stride(surface)))
    }

    /// The image's pixels as un-premultiplied 8-bit RGBA, row by row without padding.
    package func rgbaPixels() throws -> [UInt8] {
        precondition(target == .image, "rgbaPixels() needs an image canvas")
        try check("render")
        let (data, stride) = try imageMemory(for: "read pixels")
        var out = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        for y in 0..<pixelHeight {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth {
                let p = row[x], a = p >> 24
                var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if a != 255 && a != 0 { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a }
                let i = (y * pixelWidth + x) * 4
                out[i] = UInt8(r); out[i + 1] = UInt8(g); out[i + 2] = UInt8(b); out[i + 3] = UInt8(a)
            }
        }
        return out
    }

    /// Finishes an SVG canvas and returns the document as Cairo wrote it (its ids depend on
    /// the process: `Canvas.encoded()` numbers them in order).
    package func svgData() throws -> [UInt8] {
        precondition(target == .svg, "svgData() needs an SVG canvas")
        try check("render")
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NativeError.cairo(operation: "finish SVG", status: String(cString: cairo_status_to_string(status)))
        }
        return stream!.bytes
    }

    /// Finishes a PDF canvas and returns the document.
    package func pdfData() throws -> [UInt8] {
        precondition(target == .pdf, "pdfData() needs a PDF canvas")
        try check("render")
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NativeError.cairo(operation: "finish PDF", status: String(cString: cairo_status_to_string(status)))
        }
        return stream!.bytes
    }

    // MARK: - Helpers

    func setSource(_ c: RGBAColor) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    func addPath(_ shape: RoundedRect) { Canvas.addPath(shape, to: cr) }

    static func addPath(_ shape: RoundedRect, to cr: OpaquePointer) {
        let r = shape.rect, k = shape.radii
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        func corner(_ radius: Double, _ cx: Double, _ cy: Double, _ start: Double, _ px: Double, _ py: Double) {
            if radius > 0 { cairo_arc(cr, cx, cy, radius, start, start + half) } else { cairo_line_to(cr, px, py) }
        }
        corner(k.topLeft, r.minX + k.topLeft, r.minY + k.topLeft, 2 * half, r.minX, r.minY)
        corner(k.topRight, r.maxX - k.topRight, r.minY + k.topRight, 3 * half, r.maxX, r.minY)
        corner(k.bottomRight, r.maxX - k.bottomRight, r.maxY - k.bottomRight, 0, r.maxX, r.maxY)
        corner(k.bottomLeft, r.minX + k.bottomLeft, r.maxY - k.bottomLeft, half, r.minX, r.maxY)
        cairo_close_path(cr)
    }

    func check(_ operation: String) throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NativeError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Collects bytes Cairo writes to a stream.
final class ByteSink {
    var bytes: [UInt8] = []

    /// Cairo's write callback: appends to the sink passed as the closure.
    static let write: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
