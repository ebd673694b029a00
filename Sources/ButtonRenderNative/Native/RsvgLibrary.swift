import CRsvg
import Glibc

/// librsvg, opened the first time an SVG icon is read or its version is asked for, and never
/// before: linked, it and what it needs (libxml2, ICU, gdk-pixbuf: some 48,000 relocations)
/// cost every process several milliseconds at start-up, and most runs draw no SVG. The
/// functions are looked up once, with the types the header declares (`shim.h`). Opened with
/// `RTLD_NOW`, so a missing function shows here, not at the first call.
struct RsvgLibrary: Sendable {
    let newFromData: br_rsvg_handle_new_from_data_fn
    let setDPI: br_rsvg_handle_set_dpi_fn
    let intrinsicSizeInPixels: br_rsvg_handle_get_intrinsic_size_in_pixels_fn
    let intrinsicDimensions: br_rsvg_handle_get_intrinsic_dimensions_fn
    let renderDocument: br_rsvg_handle_render_document_fn
    /// The version of the library opened, "2.54.7".
    let version: String

    /// The library, or why it could not be opened (the dynamic loader's message).
    static let opened: Result<RsvgLibrary, NativeError> = {
        guard let handle = dlopen(BR_RSVG_LIBRARY, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(unavailable(dlerror().map { String(cString: $0) } ?? "not found"))
        }
        // The handle is never closed: the library stays for the process, as a linked one would.
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        func number(_ name: String) -> UInt32? {
            dlsym(handle, name).map { $0.assumingMemoryBound(to: UInt32.self).pointee }
        }
        guard let newFromData = symbol("rsvg_handle_new_from_data", as: br_rsvg_handle_new_from_data_fn.self),
              let setDPI = symbol("rsvg_handle_set_dpi", as: br_rsvg_handle_set_dpi_fn.self),
              let sizeInPixels = symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: br_rsvg_handle_get_intrinsic_size_in_pixels_fn.self),
              let dimensions = symbol("rsvg_handle_get_intrinsic_dimensions", as: br_rsvg_handle_get_intrinsic_dimensions_fn.self),
              let render = symbol("rsvg_handle_render_document", as: br_rsvg_handle_render_document_fn.self),
              let major = number("rsvg_major_version"), let minor = number("rsvg_minor_version"), let micro = number("rsvg_micro_version")
        else {
            return .failure(unavailable("\(BR_RSVG_LIBRARY) lacks a function ButtonRender calls (librsvg 2.52 or later is needed)"))
        }
        return .success(RsvgLibrary(newFromData: newFromData, setDPI: setDPI, intrinsicSizeInPixels: sizeInPixels,
                                    intrinsicDimensions: dimensions, renderDocument: render, version: "\(major).\(minor).\(micro)"))
    }()

    /// The library, opened on first use; throws `NativeError.svgRendering` saying why it
    /// could not be opened.
    static func shared() throws(NativeError) -> RsvgLibrary { try opened.get() }

    private static func unavailable(_ problem: String) -> NativeError {
        .svgRendering(message: "SVG icons need librsvg, which could not be opened (\(problem)); on Debian install librsvg2-2")
    }
}
