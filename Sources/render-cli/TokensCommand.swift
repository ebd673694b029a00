import ArgumentParser
import ButtonRender
import ButtonRenderTools
import Foundation

/// `render-cli tokens THEME [--context appearance=dark] [--json]`: the resolved tokens a button
/// will use, with the aliases and resolver sets each value came through.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print the resolved design tokens of a theme: name, value, and where it came from.",
        discussion: """
        THEME is a built-in theme (\(DesignSystems.themeNames.joined(separator: ", "))), a DTCG tokens file or a \
        DTCG resolver document (a file with "resolutionOrder"). A file's tokens are laid over \
        the built-in theme of --system, as a spec's "theme" is. Each line shows the token, its \
        type, its value as drawn (colours as sRGB #RRGGBBAA, dimensions in points with \
        1rem = 16pt), the chain of aliases followed, and the file, line and resolver set or \
        modifier context that gave the value.

        --context appearance=light|dark picks the appearance (light by default); any other \
        --context name=value picks a context of a resolver's modifier of that name. Deprecated \
        tokens are listed on standard error as warnings.

        Deviations from DTCG 2025.10 that real files carry load, and are listed on standard \
        error as warnings, one line per kind with the number of tokens and the first five \
        named: units such as em, dp, vw or an empty unit, a hex fallback that is not #rrggbb, \
        a token property without "$", $type "string", no $type, a composite field the format \
        lacks or one it requires missing, a typography lineHeight given as a dimension, a \
        reference to a token the theme does not hold, a modifier without a default (its first \
        context is taken). Such a value is shown as written (0.4em); a button that draws it \
        is an error at its file, line and column (an em in a typography token's letterSpacing \
        is relative to its own fontSize and is drawn). --strict-tokens makes every deviation \
        an error. A Tokens Studio (legacy) file, with "value" and "type" without "$", is \
        named as such. A resolver document named here may name only files inside its own \
        folder tree, after following '..' and symbolic links, as a spec's theme may \
        (--allow-outside-paths lifts that).

        --json prints a list of {"name", "type", "value", "chain", "definedAt", "origin", \
        "deprecated", "deviations"}; each deviation is {"kind", "detail", "token", "file", \
        "line", "column", "message"}.

        \(ExitStatus.help)
        """
    )

    @Argument(help: ArgumentHelp("A built-in theme name, or a tokens or resolver file.", valueName: "theme"))
    var theme: String

    @Option(name: .long, help: ArgumentHelp("A modifier context, name=value (repeatable); appearance=dark for dark values.", valueName: "name=value"))
    var context: [String] = []

    @Option(help: ArgumentHelp("The built-in theme a file's tokens are laid over.", valueName: "system"))
    var system: String = ButtonSystem.defaultSystem.rawValue

    @Flag(help: "Print the tokens as JSON.")
    var json = false

    @Flag(help: "Make every deviation from DTCG 2025.10 an error, not a warning.")
    var strictTokens = false

    @Flag(help: "Let a resolver document name files outside its own folder tree.")
    var allowOutsidePaths = false

    func run() throws {
        let entries: [ResolvedTokenEntry]
        var warnings: [String]
        do {
            let (appearance, inputs) = try contextValues()
            let tokens = try chosenTokens(inputs: inputs)
            let deviations = tokens.deviations
            entries = try tokens.resolvedEntries(appearance, deviations: deviations)
            warnings = TokenDeviation.summaries(deviations) + tokens.warnings
        } catch let error as ValidationError {
            printError(error.message)
            throw ExitStatus.badInput
        } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
        } else {
            printTable(entries)
        }
    }

    /// `--context name=value` pairs: the appearance, and the resolver's other modifiers.
    private func contextValues() throws -> (Appearance, [String: String]) {
        var appearance = Appearance.light
        var inputs: [String: String] = [:]
        for pair in context {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context '\(pair)': write name=value, such as appearance=dark")
            }
            if parts[0] == ResolverDocument.appearanceModifier {
                guard let chosen = Appearance(rawValue: parts[1]) else {
                    throw ValidationError("--context appearance=\(parts[1]): the appearance is light or dark")
                }
                appearance = chosen
            } else {
                inputs[parts[0]] = parts[1]
            }
        }
        return (appearance, inputs)
    }

    /// The tokens of `--theme` (a built-in theme, or a file over `--system`'s) with `inputs`.
    private func chosenTokens(inputs: [String: String]) throws -> DesignTokens {
        guard BuiltInThemeNames.contains(system) else {
            throw ValidationError("--system '\(system)': built-in themes are \(DesignSystems.themeNames.joined(separator: ", "))")
        }
        if BuiltInThemeNames.contains(theme) {
            guard inputs.isEmpty else { throw ValidationError("built-in themes have no modifiers besides appearance") }
            return try BuiltInThemes.tokens(named: theme)
        }
        // The same path rule as a spec's theme: the files a resolver names lie inside its own
        // folder tree, unless --allow-outside-paths.
        let reading = ThemeReading(strictness: strictTokens ? .strict : .lenient, resolverFiles: allowOutsidePaths ? .anywhere : .resolverFolder)
        let file = try BuiltInThemes.userTheme(file: theme, inputs: inputs, reading: reading)
        if !inputs.isEmpty, !file.hasResolverOrigins {
            throw ValidationError("\(theme) is a tokens file, not a resolver: it has no modifiers besides appearance")
        }
        let tokens = try BuiltInThemes.tokens(named: system).overridden(by: file)
        try tokens.validate()
        return tokens
    }

    /// One line per token: name, type, value, where it comes from, deprecation, deviation.
    private func printTable(_ entries: [ResolvedTokenEntry]) {
        let nameWidth = min(48, entries.map(\.name.count).max() ?? 0)
        let typeWidth = entries.map(\.type.count).max() ?? 0
        let valueWidth = min(40, entries.map(\.value.count).max() ?? 0)
        for entry in entries {
            var line = TextPadding.padded(entry.name, to: max(nameWidth, entry.name.count)) + "  "
            line += TextPadding.padded(entry.type, to: typeWidth) + "  "
            line += TextPadding.padded(entry.value, to: max(valueWidth, entry.value.count)) + "  "
            var from: [String] = []
            if entry.chain.count > 1 { from.append(entry.chain.dropFirst().map { "{\($0)}" }.joined(separator: " → ")) }
            from.append(entry.definedAt + (entry.origin.map { " (\($0))" } ?? ""))
            line += from.joined(separator: " ← ")
            if entry.deprecated != nil { line += "  [deprecated]" }
            if let first = entry.deviations?.first {
                line += "  [deviates: \(first.kind.code)" + (first.kind.detail.isEmpty ? "" : " '\(first.kind.detail)'") + "]"
            }
            print(line)
        }
    }
}
