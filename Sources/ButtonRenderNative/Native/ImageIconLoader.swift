import ButtonRenderModel
import CCairo
import CRsvg
import Foundation
import ButtonRenderSupport

/// Reads icon files and turns them into `ImageIcon`s: checks the path, the size of the file
/// and of the image before allocating anything large, then parses SVG with librsvg or decodes
/// PNG with `PNGDecoder` into a premultiplied Cairo image. Every error names the file.
enum ImageIconLoader {
    /// Loads the icon at `absolutePath`; `path` (as the caller wrote it) is used in messages.
    static func load(path: String, absolutePath: String) throws -> ImageIcon {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory) else {
            throw IconError.notFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw IconError.isDirectory(path: path)
        }
        // A FIFO, device or socket would block or never end: refuse it before opening.
        do { try InputFile.checkRegularFile(absolutePath, kind: "icon file") } catch {
            throw IconError.notReadable(path: path, problem: error)
        }
        let fileExtension = (absolutePath as NSString).pathExtension
        guard let format = ImageIcon.Format(rawValue: fileExtension.lowercased()) else {
            throw IconError.unsupportedExtension(path: path, fileExtension: fileExtension)
        }
        let bytes = try read(path: path, absolutePath: absolutePath)
        switch format {
        case .svg: return try loadSVG(bytes, path: path, absolutePath: absolutePath)
        case .png: return try loadPNG(bytes, path: path, absolutePath: absolutePath)
        }
    }

    /// The file's bytes, refusing files over `ImageIcon.maximumFileSize` before reading them
    /// (and while reading, should the file grow or report no size).
    static func read(path: String, absolutePath: String) throws -> [UInt8] {
        let limit = ImageIcon.maximumFileSize
        // O_NONBLOCK: a path swapped for a FIFO after the check must not block the open.
        let descriptor = open(absolutePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw IconError.readFailed(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw IconError.notRegularFile(path: path)
        }
        if Int(status.st_size) > limit { throw IconError.fileTooLarge(path: path, bytes: Int(status.st_size)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw IconError.readFailed(path: path, errno: errno)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw IconError.fileTooLarge(path: path, bytes: nil) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Throws unless a `width` x `height` image is within `ImageIcon.maximumSide` and not empty.
    static func checkSize(width: Double, height: Double, path: String) throws {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw IconError.zeroSize(path: path, width: width, height: height)
        }
        let side = Double(ImageIcon.maximumSide)
        guard width <= side, height <= side else {
            throw IconError.imageTooLarge(path: path, width: width, height: height)
        }
    }

    /// Parses an SVG document and works out its size: width and height when both are absolute
    /// lengths (at 96 dpi), otherwise the viewBox.
    static func loadSVG(_ bytes: [UInt8], path: String, absolutePath: String) throws -> ImageIcon {
        guard !bytes.isEmpty else { throw IconError.emptySVG(path: path) }
        let rsvg = try RsvgLibrary.shared()
        var error: UnsafeMutablePointer<GError>?
        let parsed = bytes.withUnsafeBufferPointer { rsvg.newFromData($0.baseAddress, gsize($0.count), &error) }
        guard let document = parsed else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not read it"
            if let error { g_error_free(error) }
            throw IconError.invalidSVG(path: path, librsvg: message)
        }
        if let error { g_error_free(error) }
        // From here on `icon` (or this guard) owns the document.
        var owned: UnsafeMutablePointer<RsvgHandle>? = document
        defer { if let owned { g_object_unref(owned) } }
        rsvg.setDPI(document, 96)
        var width = 0.0, height = 0.0
        if rsvg.intrinsicSizeInPixels(document, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg.intrinsicDimensions(document, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                throw IconError.svgWithoutSize(path: path)
            }
            width = viewBox.width
            height = viewBox.height
        }
        try checkSize(width: width, height: height, path: path)
        try validateDrawing(document, size: Size(width: width, height: height), path: path)
        owned = nil
        return ImageIcon(path: absolutePath, document: document, size: Size(width: width, height: height))
    }

    /// Draws the document once onto a recording surface, so that a document librsvg parses but
    /// cannot draw is refused at load time with librsvg's message.
    static func validateDrawing(_ document: UnsafeMutablePointer<RsvgHandle>, size: Size, path: String) throws {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
            throw NativeError.cairo(operation: "check icon \(path)", status: "no recording surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else {
            throw NativeError.cairo(operation: "check icon \(path)", status: "no context")
        }
        defer { cairo_destroy(cr) }
        do {
            try ImageIcon.renderSVG(document, size: size, on: cr)
        } catch let error as NativeError {
            guard case .svgRendering(let message) = error else { throw error }
            throw IconError.undrawableSVG(path: path, librsvg: message)
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NativeError.cairo(operation: "check icon \(path)", status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Decodes a PNG into a premultiplied ARGB32 Cairo image, reading the size from the header
    /// first so that oversized images are refused before decoding.
    static func loadPNG(_ bytes: [UInt8], path: String, absolutePath: String) throws -> ImageIcon {
        // Signature (8 bytes), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
        if bytes.count >= 24, bytes[0..<8].elementsEqual(PNGDecoder.signature), bytes[12..<16].elementsEqual(Array("IHDR".utf8)) {
            try checkSize(width: Double(PNGDecoder.readUInt32(bytes, 16)), height: Double(PNGDecoder.readUInt32(bytes, 20)), path: path)
        }
        let image: DecodedImage
        do {
            image = try PNGDecoder.decode(bytes)
        } catch let error as PNGDecodingError {
            throw IconError.invalidPNG(path: path, problem: error)
        }
        try checkSize(width: Double(image.width), height: Double(image.height), path: path)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else {
            throw NativeError.cairo(operation: "create icon image for \(path)", status: "no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw NativeError.cairo(operation: "create icon image for \(path)", status: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8 | premultiplied(rgba[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return ImageIcon(path: absolutePath, bitmap: surface, size: Size(width: Double(image.width), height: Double(image.height)))
    }
}
