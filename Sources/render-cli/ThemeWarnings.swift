import ButtonRender
import Foundation

/// The warnings of the token files a run's specs name, each theme file reported once: its
/// deviations from DTCG 2025.10, one line per kind with the number of tokens and the first
/// named (`TokenDeviation.summaries`), and one line per deprecated token (`$deprecated`), at
/// the token's own file, line and column; and a theme that changes nothing the button draws, or
/// whose dark values a dark button cannot reach (`ThemeCheck`), once per theme and system.
enum ThemeWarnings {
    /// Prints the warnings of every user theme `specs` name (built-in themes have none).
    static func report(_ specs: [ButtonSpec], quiet: Bool) {
        guard !quiet else { return }
        var seen = Set<String>()
        for spec in specs {
            guard let theme = spec.theme, !BuiltInThemeNames.contains(theme) else { continue }
            for warning in ThemeCheck.warnings(for: spec) where seen.insert(warning).inserted {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
            guard let system = DesignSystems.named(spec.effectiveSystem.rawValue)?.theme else { continue }
            guard seen.insert("\(system)\n\(theme)").inserted,
                  let tokens = try? BuiltInThemes.theme(theme, system: system, relativeTo: nil, reading: spec.themeReading) else { continue }
            for warning in tokens.deviationSummaries + tokens.warnings where !seen.contains(warning) {
                seen.insert(warning)
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
        }
    }
}
