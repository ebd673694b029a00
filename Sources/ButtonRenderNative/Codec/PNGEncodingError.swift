import ButtonRenderModel
/// Why a PNG could not be encoded: the compressor refused the level, could not be allocated,
/// or found no room for its output.
public enum PNGEncodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A libdeflate level outside 0...12.
    case compressionLevel(Int32)
    /// libdeflate could not allocate a compressor.
    case compressorUnavailable
    /// libdeflate's output did not fit its own bound.
    case noRoom(bytes: Int, bound: Int)

    /// The message users see.
    public var description: String {
        let detail: String
        switch self {
        case .compressionLevel(let level): detail = "compression level \(level) is not in 0...12"
        case .compressorUnavailable: detail = "libdeflate could not allocate a compressor"
        case .noRoom(let bytes, let bound): detail = "libdeflate found no room for \(bytes) bytes in \(bound)"
        }
        return "PNG compression failed: \(detail)"
    }
}
