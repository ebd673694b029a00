import ArgumentParser
import Foundation

/// `--color auto|always|never`: whether terminal output is coloured. `auto` (the default)
/// colours only a terminal, and never when `NO_COLOR` is set to anything (no-color.org) or
/// `TERM` is `dumb`.
struct ColorOption: ParsableArguments {
    /// When to colour.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: ArgumentHelp("Colour the output: auto (a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
    var color: Choice = .auto

    /// Whether output written to `fileDescriptor` is coloured.
    func enabled(for fileDescriptor: Int32 = STDOUT_FILENO, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(fileDescriptor) != 0
        }
    }
}
