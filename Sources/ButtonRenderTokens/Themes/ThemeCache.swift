import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// The one thread-safe memo of parsed themes, so that rendering many buttons with the same
/// theme parses its files and builds its colour scheme once. Keys say what is stored
/// (`ThemeCache.Kind`): a built-in theme's tokens, a user's file laid over one, or a spec's
/// resolved `ThemeContext`. When full it starts over rather than tracking use.
package final class ThemeCache: Sendable {
    /// What an entry holds; part of its key.
    package enum Kind: String, Sendable {
        /// A built-in theme's tokens, by theme name.
        case builtIn
        /// A user's tokens file over a built-in theme, by system, absolute path, date, size and inputs.
        case user
        /// A spec's theme for one appearance (`ThemeContext`), tokens and colour scheme.
        case context
        /// A built-in theme's canvas colour for one appearance (the audit's `BackdropColor`).
        case canvas
    }

    /// The process's theme cache.
    package static let shared = ThemeCache(capacity: 256)

    /// An entry's key: what it holds and the name the caller gives it.
    private struct Key: Hashable, Sendable {
        let kind: Kind
        let name: String
    }

    /// What is stored under a key: a value in a box, with its type, or a failure. A value comes
    /// back out by comparing the type and reading the box as that type, without the dynamic
    /// casts (and the copy out of an existential) that reading an `any Sendable` takes: a
    /// look-up runs twice for every button.
    private enum Entry: Sendable {
        case value(ObjectIdentifier, any AnyObject & Sendable)
        case failure(CachedFailure)
    }

    /// A cached value.
    private final class Box<Value: Sendable>: Sendable {
        /// The value.
        let value: Value

        /// Keeps `value`.
        init(_ value: Value) { self.value = value }
    }

    private let entries = Locked([Key: Entry]())
    private let capacity: Int

    /// A cache holding at most `capacity` entries.
    init(capacity: Int) { self.capacity = capacity }

    /// The value stored under `kind` and `key`, or the one `load` returns, stored for next
    /// time. A failure is stored too and thrown again, so that many buttons naming a broken
    /// theme pay for it once (the key names the file's version, so an edited file is read
    /// again). A value of another type under the same key is replaced. `load` runs outside
    /// the lock, so two threads missing at once may both load.
    package func value<Value: Sendable>(_ kind: Kind, _ key: String, orLoad load: () throws -> Value) throws -> Value {
        let fullKey = Key(kind: kind, name: key)
        let hit = entries.withLock { $0[fullKey] }
        switch hit {
        case .failure(let failure): throw failure.error
        case .value(let type, let box) where type == ObjectIdentifier(Value.self):
            // The type was compared: the box is a `Box<Value>`.
            return unsafeDowncast(box, to: Box<Value>.self).value
        case .value, nil: break
        }
        let stored: Entry
        let result = Result<Value, any Error> { try load() }
        switch result {
        case .success(let value): stored = .value(ObjectIdentifier(Value.self), Box(value))
        case .failure(let error): stored = .failure(CachedFailure(error))
        }
        let capacity = capacity
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll() }
            entries[fullKey] = stored
        }
        return try result.get()
    }
}

/// A failure kept in a cache, so that loading it again throws the same error at once. A class
/// of its own, not a `Result` inside the entry: the error is then referenced by a plain
/// pointer, which LeakSanitizer (the fuzz targets' leak check) follows; an error inside a
/// cached `Result` was reported as leaked.
final class CachedFailure: Sendable {
    /// The error the load threw.
    let error: any Error

    /// Keeps `error`.
    init(_ error: any Error) { self.error = error }
}
