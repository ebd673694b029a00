import Foundation

/// The server's log: lines on standard error, written at once.
public enum ServeLog {
    /// Writes `line` on standard error.
    public static func line(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
