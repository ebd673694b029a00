import ButtonRender
import Foundation

/// The warnings of the system files a run read, printed once each: what a file leaves the run
/// to assume (no page colour for the audit to measure contrast over, a mode mapping that never
/// selects a context), which `system check` prints too (`SystemCheck.warnings`). A run prints
/// them after its own lines; `serve` after its first render and after each re-render that read
/// a system file for the first time (or one whose edit gave it a new warning).
enum SystemFileWarnings {
    /// The warnings printed so far in this process (`serve` prints from its watcher's thread).
    private static let printed = Locked(Set<String>())

    /// Forgets which warnings were printed: a new invocation prints its own
    /// (`CommandLineEntry`).
    static func forgetPrinted() { printed.withLock { $0.removeAll() } }

    /// Prints the warnings of every system file read in this process that were not printed
    /// before.
    static func report(quiet: Bool) {
        guard !quiet else { return }
        let lines = SystemFiles.shared.loadedSystems().flatMap { SystemCheck.warnings(for: $0) }
        printed.withLock { printed in
            for warning in lines where printed.insert(warning).inserted {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
        }
    }
}
