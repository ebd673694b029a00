import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// The tokens files a resolver document names, parsed once per version of each file: a file
/// named by many sources, sets or contexts, or by the light and dark resolutions of a theme,
/// or by another resolver in the same run, is read and parsed once. Keyed by the file's
/// absolute path and identity (`FileIdentity`: device, inode, size, modification and
/// status-change times), so an edited file is read again; a file that fails is remembered
/// too. Small: at most `capacity` files and `byteCapacity` bytes of them; when full it starts
/// over.
final class TokenFileCache: Sendable {
    /// The process's cache.
    static let shared = TokenFileCache(capacity: 64, byteCapacity: 64 << 20)

    private struct Entry: Sendable {
        var identity: String
        var size: Int
        var tokens: DesignTokens?
        var expansion: TokenExpansionSpent?
        var failure: CachedFailure?
    }

    /// The cached files by absolute path, how many bytes they hold, and how many times a file
    /// was parsed.
    private struct Contents: Sendable {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var parsed = 0
    }
    private let contents = Locked(Contents())

    /// How many times a file was read and parsed (not taken from the cache), for tests.
    var parseCount: Int { contents.withLock { $0.parsed } }
    private let capacity: Int
    private let byteCapacity: Int

    /// A cache of at most `capacity` files and `byteCapacity` bytes.
    init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The tokens of the file at `path` (absolute), with what parsing them expanded, parsed
    /// now or taken from an earlier parse of the same version; a failure is thrown again.
    func tokens(_ path: String) throws -> (tokens: DesignTokens, expansion: TokenExpansionSpent) {
        let identity = FileIdentity.of(path)
        let hit = contents.withLock { $0.entries[path] }.flatMap { $0.identity == identity && identity != FileIdentity.missing ? $0 : nil }
        if let hit {
            if let failure = hit.failure { throw failure.error }
            if let tokens = hit.tokens, let expansion = hit.expansion { return (tokens, expansion) }
        }
        var size = 0
        let result = Result<(tokens: DesignTokens, expansion: TokenExpansionSpent), any Error> {
            let text = try TokenFile.read(path)
            size = text.utf8.count
            let expansion = TokenExpansionSpending()
            let tokens = DesignTokens(tokens: try TokenParser.parse(text, file: path, spending: expansion), sources: [path])
            return (tokens, expansion.spent)
        }
        contents.withLock { contents in
            contents.parsed += 1
            guard identity != FileIdentity.missing else { return }
            if contents.entries.count >= capacity || contents.bytes + size > byteCapacity { contents.entries.removeAll(); contents.bytes = 0 }
            if let old = contents.entries[path] { contents.bytes -= old.size }
            switch result {
            case .success(let read): contents.entries[path] = Entry(identity: identity, size: size, tokens: read.tokens, expansion: read.expansion)
            case .failure(let error): contents.entries[path] = Entry(identity: identity, size: size, failure: CachedFailure(error))
            }
            contents.bytes += size
        }
        return try result.get()
    }
}
