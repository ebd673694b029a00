import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// Reading a tokens file from disk, with a clear error for each way it can fail.
public enum TokenFile {
    /// The largest tokens file read, in bytes (4 MiB).
    public static let maximumSize = 4 << 20

    /// The UTF-8 text of the file at `path`. Only a regular file is read (a FIFO, device or
    /// folder is refused before it is opened for reading); a byte that is not UTF-8 is
    /// reported by line and column. Messages never quote the file.
    public static func read(_ path: String) throws -> String {
        do { return try InputFile.readText(path, maximumSize: maximumSize, kind: "tokens file") } catch {
            throw TokenError(file: path, line: error.line, column: error.column, .unreadableFile(error))
        }
    }
}
