import ButtonRender
import Foundation

/// The warnings of the system files a run read, printed once each after the run: what a file
/// leaves the run to assume (no page colour for the audit to measure contrast over, a mode
/// mapping that never selects a context), which `system check` prints too
/// (`SystemCheck.warnings`).
enum SystemFileWarnings {
    /// Prints the warnings of every system file read in this process.
    static func report(quiet: Bool) {
        guard !quiet else { return }
        for definition in SystemFiles.shared.loadedDefinitions() {
            for warning in SystemCheck.warnings(definition) {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
        }
    }
}
