import ButtonRenderModel
import ButtonRenderTokens
import Foundation

/// Warnings about a spec's own theme file that no error catches: a theme whose tokens change
/// nothing the button draws (a team's token names are rarely the system's), and a dark button
/// whose theme has no appearance modifier the system knows (so it draws the light values).
public enum ThemeCheck {
    /// The warnings for `spec`, which names a theme file (none for a built-in theme, none when
    /// the spec does not resolve: its error says more).
    public static func warnings(for spec: ButtonSpec) -> [String] {
        guard let theme = spec.theme, !BuiltInThemeNames.contains(theme),
              let system = try? DesignSystems.registered(spec.effectiveSystem) else { return [] }
        var warnings: [String] = []
        let name = (theme as NSString).lastPathComponent
        var plain = spec
        plain.theme = nil
        if let themed = try? Resolver.resolve(spec), let unthemed = try? Resolver.resolve(plain), themed == unthemed {
            let defined = (try? BuiltInThemes.userTheme(file: theme, modes: system.traits.base.modes).names) ?? []
            let examples = defined.prefix(4).joined(separator: ", ") + (defined.count > 4 ? ", …" : "")
            warnings.append("theme \(name) changes nothing the \(system.displayName) button '\(spec.name ?? "button")' draws: "
                            + "none of its \(defined.count) tokens (\(examples)) is one the system reads; "
                            + "map your tokens to the button in a system file (render-cli help system)")
        }
        if spec.appearance == .dark, let document = try? ResolverDocument.load(file: theme),
           let modifiers = try? document.modifiers() {
            let mapping = system.traits.base.modes.appearance
            if !modifiers.contains(where: { $0.name == mapping.modifier }) {
                let candidates = modifiers.filter { $0.contexts.contains("dark") }.map(\.name)
                var text = "theme \(name) has no modifier '\(mapping.modifier)', so the dark button '\(spec.name ?? "button")' draws its light values"
                if let candidate = candidates.first {
                    text += "; its modifier '\(candidate)' has a dark context: map it in a system file (modes: {appearance: {modifier: \(candidate), light: light, dark: dark}})"
                }
                warnings.append(text)
            }
        }
        return warnings
    }
}
