import Foundation

/// The environment snapshot assertions read (`CI`, `BUTTONRENDER_RECORD`): the process's,
/// unless a task set another for what it runs (`$override`), so a test can try a setting
/// without changing the whole process's environment under tests running beside it.
package enum SnapshotEnvironment {
    /// The environment a task's assertions read instead of the process's, if set.
    @TaskLocal package static var override: [String: String]?

    /// The environment in effect.
    package static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }
}
