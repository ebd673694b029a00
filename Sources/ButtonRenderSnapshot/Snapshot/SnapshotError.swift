import ButtonRenderModel
import ButtonRenderNative

/// A problem with snapshot files or settings (not a mismatch: a mismatch is a verdict). Each
/// case keeps the path, the sizes or the decoder's error it is about; `description` is the
/// sentence users see.
public enum SnapshotError: Error, CustomStringConvertible, Sendable, Equatable {
    /// `variable` (`BUTTONRENDER_RECORD`) holds `value`, which is not a record mode.
    case unknownRecordMode(variable: String, value: String)
    /// A suite or snapshot `name` that may not name a file; `problem` is `OutputNaming`'s reason.
    case badName(kind: NameKind, problem: String)
    /// A snapshot file name that is not a plain file name.
    case badFileName(String)
    /// The golden at `path` is a folder.
    case goldenIsDirectory(path: String)
    /// The golden at `path` exists but cannot be read; `reason` says why (a FIFO, a device,
    /// too large, or errno's words).
    case goldenUnreadable(path: String, reason: String)
    /// A folder's `GoldenEnvironment` manifest cannot be read or is not one.
    case environmentManifestUnreadable(path: String, reason: String)
    /// The golden PNG does not decode.
    case goldenNotPNG(PNGDecodingError)
    /// The image just rendered does not decode as PNG.
    case actualNotPNG(PNGDecodingError)
    /// Images of different sizes whose common padded size would be over `CanvasLimits`.
    case paddedSizeTooLarge(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An expected | diff | actual composite of `width` x `height` pixels, over `CanvasLimits`.
    case compositeTooLarge(width: Int, height: Int)
    /// The external rasteriser `tool` is not on `PATH`; Debian's `package` has it.
    case rasterizerMissing(tool: String, package: String)
    /// The rasteriser `tool` could not be started; `reason` is Foundation's description.
    case rasterizerNotStarted(tool: String, reason: String)
    /// The rasteriser `tool` failed; `message` is what it wrote to standard error.
    case rasterizerFailed(tool: String, message: String)
    /// The rasteriser `tool` wrote something that does not decode as PNG.
    case rasterizerOutputNotPNG(tool: String, problem: PNGDecodingError)
    /// An SVG or PDF golden (`format`) could not be rasterised.
    indirect case goldenNotRasterized(format: String, problem: SnapshotError)
    /// An APNG golden whose frames cannot be read.
    case goldenAnimationUnreadable(PNGDecodingError)
    /// The animation has `actual` frames, its golden `expected`.
    case frameCountMismatch(actual: Int, expected: Int)
    /// A file `diff` was asked to compare is missing.
    case imageNotFound(path: String)
    /// A file `diff` was asked to compare is a folder.
    case imageIsDirectory(path: String)
    /// A file `diff` was asked to compare cannot be read; `reason` says why.
    case imageUnreadable(path: String, reason: String)
    /// A file `diff` was asked to compare does not decode as PNG.
    case imageNotPNG(path: String, problem: PNGDecodingError)
    /// A suite's folder (or its platform folder) is a symbolic link, or lies outside the
    /// snapshots folder once links are followed: goldens are neither read nor written there.
    case folderOutsideSnapshots(path: String, root: String)

    /// What a `badName` names.
    public enum NameKind: String, Sendable, Equatable {
        /// A suite (a folder of goldens).
        case suite
        /// A snapshot (one golden's name).
        case snapshot
    }

    /// The message users see, naming the file.
    public var description: String {
        switch self {
        case .unknownRecordMode(let variable, let value):
            return "\(variable)=\(value) is not a record mode; allowed: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        case .badName(let kind, let problem): return "bad \(kind.rawValue) name: \(problem)"
        case .badFileName(let name): return "bad snapshot file name '\(name)': it must be a plain file name"
        case .goldenIsDirectory(let path): return "the golden \(path) is a directory, not an image"
        case .folderOutsideSnapshots(let path, let root):
            return "\(path) is a symbolic link or leads outside \(root); a suite's folder and its platform folder must be real folders inside it, so no golden is read or written there"
        case .goldenUnreadable(let path, let reason): return "the golden \(path) \(reason)"
        case .environmentManifestUnreadable(let path, let reason): return "the environment manifest \(path) \(reason)"
        case .goldenNotPNG(let problem): return "the golden is not a valid PNG: \(problem)"
        case .actualNotPNG(let problem): return "the actual image is not a valid PNG: \(problem)"
        case .paddedSizeTooLarge(let ew, let eh, let aw, let ah):
            let w = max(ew, aw), h = max(eh, ah)
            return "cannot compare images of different sizes: expected \(ew)x\(eh), "
                + "actual \(aw)x\(ah); padded to a common \(w)x\(h) they would exceed "
                + "\(CanvasLimits.maximumSide) px a side or \(CanvasLimits.maximumPixels / 1_000_000) megapixels"
        case .compositeTooLarge(let width, let height):
            return "the expected | diff | actual composite would be \(width)x\(height) px, over \(CanvasLimits.maximumSide) px a side "
                + "or \(CanvasLimits.maximumPixels / 1_000_000) megapixels; write the diff image alone (without --composite)"
        case .rasterizerMissing(let tool, let package): return "\(tool) is not installed (Debian package \(package)); it rasterises snapshots"
        case .rasterizerNotStarted(let tool, let reason): return "\(tool) could not be started: \(reason)"
        case .rasterizerFailed(let tool, let message): return "\(tool) could not read the document: \(message)"
        case .rasterizerOutputNotPNG(_, let problem): return problem.description
        case .goldenNotRasterized(let format, let problem): return "the \(format) golden cannot be rasterised: \(problem)"
        case .goldenAnimationUnreadable(let problem): return "the APNG golden cannot be read: \(problem)"
        case .frameCountMismatch(let actual, let expected): return "the animation has \(actual) frames, its golden \(expected)"
        case .imageNotFound(let path): return "\(path): no such file"
        case .imageIsDirectory(let path): return "\(path): is a directory, not a PNG"
        case .imageUnreadable(let path, let reason): return "\(path): \(reason)"
        case .imageNotPNG(let path, let problem): return "\(path): \(problem)"
        }
    }

    /// The same text as `description` (kept for callers that read `message`).
    public var message: String { description }
}
