import ButtonRenderModel
import Foundation

/// The tokens files a resolver document names, parsed once per version of each file: a file
/// named by many sources, sets or contexts, or by the light and dark resolutions of a theme,
/// or by another resolver in the same run, is read and parsed once. Keyed by the file's
/// absolute path and identity (`FileIdentity`: device, inode, size, modification and
/// status-change times), so an edited file is read again; a file that fails is remembered
/// too. Small: at most `capacity` files and `byteCapacity` bytes of them; when full it starts
/// over.
final class TokenFileCache: @unchecked Sendable {
    // Safe to share (`@unchecked Sendable`): `entries`, `parsed` and `bytes` are read and
    // written only under `lock`; the rest are constants.
    /// The process's cache.
    static let shared = TokenFileCache(capacity: 64, byteCapacity: 64 << 20)

    private struct Entry {
        var identity: String
        var size: Int
        var tokens: DesignTokens?
        var expansion: TokenExpansionSpending?
        var failure: CachedFailure?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var parsed = 0

    /// How many times a file was read and parsed (not taken from the cache), for tests.
    var parseCount: Int { lock.lock(); defer { lock.unlock() }; return parsed }
    private var bytes = 0
    private let capacity: Int
    private let byteCapacity: Int

    /// A cache of at most `capacity` files and `byteCapacity` bytes.
    init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The tokens of the file at `path` (absolute), with what parsing them expanded, parsed
    /// now or taken from an earlier parse of the same version; a failure is thrown again.
    func tokens(_ path: String) throws -> (tokens: DesignTokens, expansion: TokenExpansionSpending) {
        let identity = FileIdentity.of(path)
        lock.lock()
        let hit = entries[path].flatMap { $0.identity == identity && identity != FileIdentity.missing ? $0 : nil }
        lock.unlock()
        if let hit {
            if let failure = hit.failure { throw failure.error }
            if let tokens = hit.tokens, let expansion = hit.expansion { return (tokens, expansion) }
        }
        var size = 0
        let result = Result<(tokens: DesignTokens, expansion: TokenExpansionSpending), any Error> {
            let text = try TokenFile.read(path)
            size = text.utf8.count
            let expansion = TokenExpansionSpending()
            return (DesignTokens(tokens: try TokenParser.parse(text, file: path, spending: expansion), sources: [path]), expansion)
        }
        lock.lock()
        parsed += 1
        lock.unlock()
        if identity != FileIdentity.missing {
            lock.lock()
            if entries.count >= capacity || bytes + size > byteCapacity { entries.removeAll(); bytes = 0 }
            if let old = entries[path] { bytes -= old.size }
            switch result {
            case .success(let read): entries[path] = Entry(identity: identity, size: size, tokens: read.tokens, expansion: read.expansion)
            case .failure(let error): entries[path] = Entry(identity: identity, size: size, failure: CachedFailure(error))
            }
            bytes += size
            lock.unlock()
        }
        return try result.get()
    }
}
