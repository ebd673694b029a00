import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// Why an icon file could not be loaded. Each case keeps the path as it was given and what was
/// found (the sizes, the errno, librsvg's or the PNG decoder's own error); `description` is the
/// sentence users see, naming the file.
public enum IconError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The broad cases `ImageIcon.load(path:)` tells apart, for code that handles some of them.
    public enum Kind: String, Equatable, Sendable {
        /// No file at the path.
        case notFound
        /// The path is a directory.
        case isDirectory
        /// The file exists but reading it failed (permissions, I/O error, not a regular file).
        case unreadable
        /// The extension is neither `.svg` nor `.png`.
        case unsupportedType
        /// The file is larger than `ImageIcon.maximumFileSize`.
        case fileTooLarge
        /// The image is wider or taller than `ImageIcon.maximumSide`.
        case imageTooLarge
        /// The image has no area, or an SVG has no size at all.
        case zeroSize
        /// librsvg could not parse or draw the SVG.
        case brokenSVG
        /// The PNG decoder refused the file.
        case brokenPNG
    }

    /// No file at `path`.
    case notFound(path: String)
    /// `path` is a folder.
    case isDirectory(path: String)
    /// The file cannot be opened as a regular file: `InputFile`'s reason (a FIFO, a device, ...).
    case notReadable(path: String, problem: InputFile.Problem)
    /// Opening or reading the file failed with `errno`.
    case readFailed(path: String, errno: Int32)
    /// The opened file is not a regular file.
    case notRegularFile(path: String)
    /// The extension (empty when there is none) is neither `svg` nor `png`.
    case unsupportedExtension(path: String, fileExtension: String)
    /// The file holds more than `ImageIcon.maximumFileSize` bytes: `bytes` as stat reported it,
    /// or nil when it grew past the limit while being read.
    case fileTooLarge(path: String, bytes: Int?)
    /// The image is `width` x `height` px, over `ImageIcon.maximumSide` a side.
    case imageTooLarge(path: String, width: Double, height: Double)
    /// The image's size has no area (or is not finite).
    case zeroSize(path: String, width: Double, height: Double)
    /// An SVG with neither width and height nor a viewBox.
    case svgWithoutSize(path: String)
    /// An empty `.svg` file.
    case emptySVG(path: String)
    /// librsvg could not parse the SVG; `librsvg` is its GError message.
    case invalidSVG(path: String, librsvg: String)
    /// librsvg parsed the SVG but could not draw it; `librsvg` is its GError message.
    case undrawableSVG(path: String, librsvg: String)
    /// The PNG decoder refused the file.
    case invalidPNG(path: String, problem: PNGDecodingError)

    /// The path as given to `ImageIcon.load(path:)`.
    public var path: String {
        switch self {
        case .notFound(let path), .isDirectory(let path), .notReadable(let path, _), .readFailed(let path, _),
             .notRegularFile(let path), .unsupportedExtension(let path, _), .fileTooLarge(let path, _),
             .imageTooLarge(let path, _, _), .zeroSize(let path, _, _), .svgWithoutSize(let path), .emptySVG(let path),
             .invalidSVG(let path, _), .undrawableSVG(let path, _), .invalidPNG(let path, _):
            return path
        }
    }

    /// The broad kind of the problem.
    package var kind: Kind {
        switch self {
        case .notFound: return .notFound
        case .isDirectory: return .isDirectory
        case .notReadable, .readFailed, .notRegularFile: return .unreadable
        case .unsupportedExtension: return .unsupportedType
        case .fileTooLarge: return .fileTooLarge
        case .imageTooLarge: return .imageTooLarge
        case .zeroSize, .svgWithoutSize: return .zeroSize
        case .emptySVG, .invalidSVG, .undrawableSVG: return .brokenSVG
        case .invalidPNG: return .brokenPNG
        }
    }

    /// The message, e.g. "icon file 'add.svg' not found".
    public var description: String { "icon file '\(path)' \(detail)" }

    /// The same text as `description` (kept for callers that read `message`).
    public var message: String { description }

    /// What follows "icon file 'path' ".
    private var detail: String {
        switch self {
        case .notFound: return "not found"
        case .isDirectory: return "is a directory, not an image file"
        case .notReadable(_, let problem): return problem.message
        case .readFailed(_, let errno): return "cannot be read: \(String(cString: strerror(errno)))"
        case .notRegularFile: return "is not a regular file; an icon file must be a regular file"
        case .unsupportedExtension(_, let fileExtension):
            let what = fileExtension.isEmpty ? "has no file extension" : "has the unsupported extension '.\(fileExtension)'"
            return "\(what); supported: \(ImageIcon.Format.allCases.map(\.rawValue).joined(separator: ", "))"
        case .fileTooLarge(_, let bytes):
            let size = bytes.map(String.init) ?? "more than \(ImageIcon.maximumFileSize)"
            return "is \(size) bytes; icon files may be at most 8 MiB (\(ImageIcon.maximumFileSize) bytes)"
        case .imageTooLarge(_, let width, let height):
            return "is \(Self.format(width))x\(Self.format(height)) px; icons may be at most \(ImageIcon.maximumSide) px a side"
        case .zeroSize(_, let width, let height): return "has zero size (\(Self.format(width))x\(Self.format(height)))"
        case .svgWithoutSize: return "has no size: give its <svg> element a width and a height, or a viewBox"
        case .emptySVG: return "is not a valid SVG: the file is empty"
        case .invalidSVG(_, let message): return "is not a valid SVG: \(message)"
        case .undrawableSVG(_, let message): return "cannot be drawn: \(message)"
        case .invalidPNG(_, let problem): return "is not a valid PNG: \(problem)"
        }
    }

    /// A size without a needless ".0".
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension IconError: StageError {}
