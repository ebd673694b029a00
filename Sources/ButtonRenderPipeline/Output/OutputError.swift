import ButtonRenderModel
import Foundation

/// Why output could not be produced or written: a folder or file that cannot be written (with
/// the path and the errno or Foundation's reason), a name that would leave the output folder,
/// a file that would replace an input, or an animation the button cannot play. `description`
/// is the sentence users see.
public enum OutputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `path` exists and is a file, not a folder.
    case notAFolder(path: String)
    /// The output folder `path` could not be created; `reason` is Foundation's description.
    case cannotCreateFolder(path: String, reason: String)
    /// `fileName` is not a plain file name inside `folder`.
    case notAPlainFileName(fileName: String, folder: String)
    /// `fileName` (`.` or `..`) would leave `folder`.
    case outsideFolder(fileName: String, folder: String)
    /// The temporary file at `path` (beside the file it becomes) could not be created or
    /// written, failing with `errno`.
    case cannotCreateTemporaryFile(path: String, errno: Int32)
    /// Writing (or renaming into place) the file at `path` failed with `errno`.
    case writeFailed(path: String, errno: Int32)
    /// The file at `path` is one of the run's inputs; nothing was written.
    case wouldReplaceInput(path: String)
    /// A folder stands where the file at `path` would go; nothing was written.
    case folderInTheWay(path: String)
    /// Moving `fileName` into `folder` failed with `errno` after `moved` of `total` files were moved.
    case moveFailed(fileName: String, folder: String, errno: Int32, moved: Int, total: Int)
    /// A commit of a transaction already rolled back (or committed): nothing more was written
    /// into `folder`.
    case rolledBack(folder: String)
    /// An animation's frames per second outside 1...120.
    case framesPerSecond(Int)
    /// A press animation's final hold outside 1...65535 ms.
    case holdMilliseconds(Int)
    /// A spinner animation of the button `name`, which shows no spinner.
    case noSpinner(name: String)
    /// A press animation of a button whose design system (`system`) draws no ink.
    case noInk(system: String)

    /// The message users see, naming the path.
    public var description: String {
        switch self {
        case .notAFolder(let path): return "\(path) exists and is not a folder"
        case .cannotCreateFolder(let path, let reason): return "cannot create the output folder \(path): \(reason)"
        case .notAPlainFileName(let name, let folder): return "refusing to write '\(name)': not a plain file name inside \(folder)"
        case .outsideFolder(let name, let folder): return "refusing to write '\(name)' outside \(folder)"
        case .cannotCreateTemporaryFile(let path, let errno): return "cannot write \(path): \(String(cString: strerror(errno)))"
        case .writeFailed(let path, let errno): return "cannot write \(path): \(String(cString: strerror(errno)))"
        case .wouldReplaceInput(let path):
            return "refusing to write \(path): it is one of this run's inputs; nothing was written (choose another --out folder)"
        case .folderInTheWay(let path): return "cannot write \(path): a folder of that name exists; nothing was written"
        case .moveFailed(let name, let folder, let errno, let moved, let total):
            return "cannot move \(name) into \(folder): \(String(cString: strerror(errno))); \(moved) of \(total) files were moved"
        case .rolledBack(let folder): return "the run was stopped before its files were moved into \(folder); nothing was written"
        case .framesPerSecond(let value): return "frames per second must be in 1...120, not \(value)"
        case .holdMilliseconds(let value): return "the last frame's hold must be in 1...65535 ms, not \(value)"
        case .noSpinner(let name): return "\(name) shows no spinner: use state loading, or showsActivityIndicator (UIKit)"
        case .noInk(let system): return "a press animation draws Material's ink; the \(system) system has none"
        }
    }

    /// The same text as `description` (kept for callers that read `message`).
    public var message: String { description }
}

extension OutputError: StageError {}
