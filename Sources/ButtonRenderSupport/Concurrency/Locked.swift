import Foundation

/// A value shared between threads and touched by one at a time: the package's one lock type.
/// Everything it guards lives inside it and is reached only through `withLock`, so a type that
/// keeps its mutable state in a `Locked` is `Sendable` as the compiler checks it, with no
/// `@unchecked` and no comment to trust. (`Synchronization.Mutex` does the same but needs
/// macOS 15; the package supports 13.)
///
/// A thread can also wait until the value is what it needs (`withLock(when:_:)`), woken by
/// another thread's `withLockWakingWaiters`.
///
/// ```swift
/// let seen = Locked(Set<String>())
/// let isNew = seen.withLock { $0.insert(name).inserted }
/// ```
package final class Locked<Value> {
    private let condition = NSCondition()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, which it may change, while no other thread can reach it.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&value)
    }

    /// Waits until `ready` holds of the value (checked again each time a thread changes it
    /// with `withLockWakingWaiters`), then runs `body` as `withLock` does.
    package func withLock<Result>(when ready: (Value) -> Bool, _ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        while !ready(value) { condition.wait() }
        return try body(&value)
    }

    /// `withLock`, then wakes every thread waiting in `withLock(when:_:)` to look again.
    package func withLockWakingWaiters<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        return try body(&value)
    }
}

// Only `withLock` and its two siblings reach `value`, under `condition`'s lock; a value that is not itself `Sendable` (a
// reference another thread could use outside the lock) does not make its `Locked` shareable.
extension Locked: @unchecked Sendable where Value: Sendable {}
