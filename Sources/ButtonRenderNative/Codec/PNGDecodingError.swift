import ButtonRenderModel
/// Why a PNG could not be decoded, each case holding what the file declared or what libspng
/// reported; `description` is the sentence users see (naming the file when decoding from a
/// path).
public enum PNGDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The header declares an image with no pixels.
    case noPixels(width: Int, height: Int)
    /// The header declares an image over `CanvasLimits` (a side or the pixel count).
    case tooLarge(width: Int, height: Int)
    /// libspng's header has more pixels than `CanvasLimits.maximumPixels`.
    case tooManyPixels(width: Int, height: Int)
    /// The file ends before its IEND chunk.
    case truncated
    /// A chunk's CRC does not match its bytes.
    case checksumMismatch
    /// The compressed image data does not decode; `reason` is libspng's wording.
    case corruptImageData(reason: String)
    /// A bit depth the colour type does not allow.
    case unsupportedBitDepth(bitDepth: UInt8, colorType: UInt8)
    /// A colour type PNG does not define.
    case unsupportedColorType(UInt8)
    /// A compression method other than 0.
    case unsupportedCompressionMethod(UInt8)
    /// A filter method other than 0.
    case unsupportedFilterMethod(UInt8)
    /// An interlace method other than 0 or 1.
    case unsupportedInterlaceMethod(UInt8)
    /// A critical chunk type PNG does not define.
    case unknownCriticalChunk
    /// A palette image without a PLTE chunk.
    case missingPalette
    /// A chunk larger than the file or the memory allowed for chunks.
    case chunkTooLarge
    /// More chunks than `PNGDecoder.maximumChunkCount` before the IEND chunk.
    case tooManyChunks(limit: Int)
    /// Memory for decoding could not be had.
    case outOfMemory
    /// Any other libspng failure: its status code and its own message.
    case libspng(status: Int32, message: String)
    /// libspng sized the decoded image differently from width x height x 4.
    case unexpectedImageSize(width: Int, height: Int, bytes: Int)
    /// An APNG chunk runs past the end of the file.
    case chunkPastEnd(type: String)
    /// An APNG fdAT chunk comes before any frame control chunk (or is too short).
    case frameDataWithoutFrame
    /// An APNG has no IHDR chunk.
    case missingHeader
    /// No file at `path`.
    case fileNotFound(path: String)
    /// `path` is a folder.
    case isDirectory(path: String)
    /// The file at `path` exists but cannot be read.
    case unreadable(path: String)
    /// The PNG read from `path` failed to decode with `problem`.
    indirect case inFile(path: String, problem: PNGDecodingError)

    /// The message users see, e.g. "CRC mismatch: a chunk's checksum is wrong, the file is damaged".
    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (bad signature)"
        case .noPixels(let w, let h): return "corrupt PNG: image size \(w)x\(h) has no pixels"
        case .tooLarge(let w, let h):
            return "unsupported image size \(w)x\(h): at most \(CanvasLimits.maximumSide) px a side "
                + "and \(CanvasLimits.maximumPixels / 1_000_000) megapixels"
        case .tooManyPixels(let w, let h):
            return "unsupported image size \(w)x\(h): at most \(CanvasLimits.maximumPixels / 1_000_000) megapixels"
        case .truncated: return "truncated PNG: the file ends before the IEND chunk"
        case .checksumMismatch: return "CRC mismatch: a chunk's checksum is wrong, the file is damaged"
        case .corruptImageData(let reason): return "image data is corrupt: zlib data decodes to \(reason)"
        case .unsupportedBitDepth(let depth, let type): return "unsupported bit depth \(depth) for colour type \(type)"
        case .unsupportedColorType(let type): return "unsupported colour type \(type)"
        case .unsupportedCompressionMethod(let method): return "unsupported compression method \(method)"
        case .unsupportedFilterMethod(let method): return "unsupported filter method \(method)"
        case .unsupportedInterlaceMethod(let method): return "unsupported interlace method \(method)"
        case .unknownCriticalChunk: return "unsupported critical chunk: the file needs a chunk type PNG does not define"
        case .missingPalette: return "corrupt PNG: a palette image without a PLTE chunk"
        case .chunkTooLarge: return "corrupt PNG: a chunk is larger than the file or the memory allowed for chunks"
        case .tooManyChunks(let limit):
            return "corrupt PNG: more than \(limit) chunks (an image needs a few; this file is padded with chunks to slow its reader)"
        case .outOfMemory: return "out of memory"
        case .libspng(_, let message): return "corrupt PNG: \(message)"
        case .unexpectedImageSize(let w, let h, let bytes): return "libspng sizes \(w)x\(h) RGBA as \(bytes) bytes"
        case .chunkPastEnd(let type): return "chunk \(type) runs past the end of the file"
        case .frameDataWithoutFrame: return "fdAT without a frame"
        case .missingHeader: return "no IHDR chunk"
        case .fileNotFound(let path): return "cannot read \(path): no such file"
        case .isDirectory(let path): return "cannot read \(path): it is a directory, not a PNG file"
        case .unreadable(let path): return "cannot read \(path): permission denied or unreadable"
        case .inFile(let path, let problem): return "\(path): \(problem)"
        }
    }

    /// The same text as `description` (kept for callers that read `message`).
    public var message: String { description }
}

extension PNGDecodingError: StageError {}
