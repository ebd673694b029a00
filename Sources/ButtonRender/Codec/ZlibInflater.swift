import CCairo

/// Streams a zlib-compressed buffer out in exact-sized pieces, so a decoder can take one
/// scanline at a time without holding the whole decompressed image.
final class ZlibInflater {
    /// zlib keeps a pointer back to its stream and checks it on every call, so the stream
    /// lives at one address for the inflater's life (an `&property` argument may be a
    /// temporary copy that differs from call to call in optimised builds).
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private var finished = false

    /// Starts inflating a copy of `compressed`.
    init(_ compressed: [UInt8]) throws {
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, compressed.count))
        _ = input.initialize(from: compressed)
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        stream.pointee.next_in = input.baseAddress
        stream.pointee.avail_in = uInt(compressed.count)
        let status = inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            // Thrown before the properties are set, so deinit does not run: free here.
            input.deallocate()
            stream.deallocate()
            throw PNGDecodingError("image data is corrupt: zlib could not start inflating (status \(status))")
        }
        self.input = input
        self.stream = stream
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    /// Fills exactly `count` bytes at `destination`, or throws if the stream is damaged or
    /// ends first.
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws {
        stream.pointee.next_out = destination
        stream.pointee.avail_out = uInt(count)
        while stream.pointee.avail_out > 0 {
            guard !finished else { throw shortData(missing: Int(stream.pointee.avail_out)) }
            let status = inflate(stream, Z_NO_FLUSH)
            switch status {
            case Z_OK:
                continue
            case Z_STREAM_END:
                finished = true
            case Z_BUF_ERROR where stream.pointee.avail_in == 0:
                throw PNGDecodingError("image data is corrupt: zlib stream is truncated (IDAT data ends early)")
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
                throw PNGDecodingError("image data is corrupt: zlib \(reason)")
            }
        }
    }

    private func shortData(missing: Int) -> PNGDecodingError {
        PNGDecodingError("image data is corrupt: zlib stream ended \(missing) bytes short of the image size")
    }
}
