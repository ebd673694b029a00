import Foundation

/// A folder held open by a file descriptor, for creating, renaming and removing files relative
/// to it (`openat`, `renameat`, `unlinkat`); closed when the last holder lets it go.
final class FolderHandle: Sendable {
    /// The descriptor: a folder, opened with `O_RDONLY | O_DIRECTORY | O_CLOEXEC` (`O_PATH`,
    /// which would not need the folder's read permission, is not among Glibc's names in Swift).
    let descriptor: Int32

    /// Opens the folder at `path`; nil when it cannot be opened (not a folder, gone, not
    /// readable, or out of descriptors: the caller then works by paths).
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }
}
