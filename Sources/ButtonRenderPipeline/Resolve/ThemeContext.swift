import ButtonRenderModel
import ButtonRenderTokens
import Foundation

/// A spec's theme for one appearance: its tokens, and its colours as a scheme that spec colour
/// values (`primary`, `onSurface@38%`, `#RRGGBB`) resolve against. Token problems become field
/// errors on `theme`, so they are reported at the spec's `theme` line.
public struct ThemeContext: Sendable {
    /// The theme's tokens (a built-in theme, or a user's file over it).
    public let tokens: DesignTokens
    /// The appearance colours are read in.
    public let appearance: Appearance
    /// Every colour token, by full and short name.
    package let scheme: ColorScheme
    /// Every token read once for `appearance`: the typed getters' answers.
    private let values: AppearanceTokenValues

    /// The theme `spec.theme` names for a system's resolver (`system.theme`, the system's
    /// built-in theme, when it names none), in the spec's appearance.
    package init(spec: ButtonSpec, system: SystemTraits) throws {
        try self.init(spec: spec, system: system.id, base: system.base)
    }

    /// The theme `spec.theme` names for `system`, whose built-in theme is `builtIn` (the theme
    /// when the spec names none), in the spec's appearance.
    package init(spec: ButtonSpec, system: ButtonSystem, builtIn: String) throws {
        try self.init(spec: spec, system: system, base: .builtIn(builtIn))
    }

    /// The theme `spec.theme` names for `system` over `base` (a built-in theme, or a design
    /// system file's own tokens), in the spec's appearance. Kept in the one `ThemeCache`:
    /// built-in themes by name, a file base by its reading, a user's file by its path, date and
    /// size, so an edited file is read again (a theme that fails too, so its error is paid for
    /// once). The files a resolver may name and the strictness of the reading are the spec's
    /// `themeReading`. A context reads every token once when it is built
    /// (`AppearanceTokenValues`), so its getters are lookups.
    package init(spec: ButtonSpec, system: ButtonSystem, base: ThemeBase) throws {
        let base = Self.choosingModes(of: spec, over: base)
        let appearance = spec.appearance ?? .light
        let category = spec.contentSizeCategory?.rawValue ?? ""
        guard let file = spec.theme, !BuiltInThemeNames.contains(file) else {
            var key = system.rawValue + "/" + (spec.theme ?? base.cacheKey) + "/" + appearance.rawValue
            if case .file = base { key += "/" + category }
            self = try ThemeCache.shared.value(.context, key) { try Self.load(spec, base: base, appearance: appearance) }
            return
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        guard let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 else {
            self = try Self.load(spec, base: base, appearance: appearance)
            return
        }
        let size = (attributes?[.size] as? NSNumber)?.intValue
        let key = "\(system.rawValue)/\(base.cacheKey)/\(file)/\(modified)/\(size ?? -1)/\(appearance.rawValue)/\(category)/\(spec.themeReading.key)"
        self = try ThemeCache.shared.value(.context, key) { try Self.load(spec, base: base, appearance: appearance) }
    }

    /// `base` with the contexts the spec's `modes` choose: an axis on the appearance's modifier
    /// reads its chosen context in both appearances (Primer's `theme: dark-hc`), another axis
    /// with a modifier is read in its chosen context (an input of the resolver, in
    /// `ModeMapping.inputs`). A base with no axes, or a spec choosing none, is `base` itself;
    /// the chosen contexts are part of the result's cache key.
    static func choosingModes(of spec: ButtonSpec, over base: ThemeBase) -> ThemeBase {
        guard let chosen = spec.modes, !chosen.isEmpty, case .file(let path, var modes, let version) = base, !modes.axes.isEmpty else { return base }
        var key: [String] = []
        for axis in modes.axes {
            guard let value = chosen[axis.name], let modifier = axis.modifier else { continue }
            if modifier == modes.appearance.modifier {
                modes.appearance.light = value
                modes.appearance.dark = value
            } else {
                modes.inputs[modifier] = value
            }
            key.append("\(modifier)=\(value)")
        }
        guard !key.isEmpty else { return base }
        return .file(path: path, modes: modes, version: version + "|" + key.joined(separator: ","))
    }

    /// Reads the theme `spec` names over `base` and builds its context for `appearance`.
    private static func load(_ spec: ButtonSpec, base: ThemeBase, appearance: Appearance) throws -> ThemeContext {
        let tokens: DesignTokens
        var inputs: [String: String] = base.modes.inputs
        if let category = spec.contentSizeCategory {
            let textSize = base.modes.textSize
            inputs[textSize?.modifier ?? ResolverDocument.textSizeModifier] = textSize?.contexts[category] ?? category.rawValue
        }
        do { tokens = try BuiltInThemes.theme(spec.theme, over: base, relativeTo: nil, inputs: inputs, reading: spec.themeReading) }
        catch { throw FieldError(["theme"], SpecProblem(error)) }
        let values = AppearanceTokenValues(tokens, appearance)
        return ThemeContext(tokens: tokens, appearance: appearance, values: values,
                            scheme: tokens.colorScheme(colors: values.colors, name: "\(spec.theme ?? base.displayName) (\(appearance.rawValue))"))
    }

    private init(tokens: DesignTokens, appearance: Appearance, values: AppearanceTokenValues, scheme: ColorScheme) {
        self.tokens = tokens; self.appearance = appearance; self.values = values; self.scheme = scheme
    }

    /// A colour token.
    public func color(_ name: String) throws -> RGBAColor {
        if let color = values.colors[name] { return color }
        return try read { try tokens.color(name, appearance) }
    }
    /// A colour token the theme may lack: nil when it has no token of that name, an error when
    /// it has one that is not a colour it can give.
    package func color(ifDefined name: String) throws -> RGBAColor? {
        if let color = values.colors[name] { return color }
        guard tokens.contains(name) else { return nil }
        return try read { try tokens.color(name, appearance) }
    }
    /// A dimension token in points.
    package func dimension(_ name: String) throws -> Double {
        if let points = values.dimensions[name] { return points }
        return try read { try tokens.dimension(name, appearance) }
    }
    /// A number token.
    package func number(_ name: String) throws -> Double {
        if let number = values.numbers[name] { return number }
        return try read { try tokens.number(name, appearance) }
    }
    /// A font family token.
    package func fontFamily(_ name: String) throws -> String {
        if let family = values.fontFamilies[name] { return family }
        return try read { try tokens.fontFamily(name, appearance) }
    }
    /// A font weight token.
    package func fontWeight(_ name: String) throws -> Int {
        if let weight = values.fontWeights[name] { return weight }
        return try read { try tokens.fontWeight(name, appearance) }
    }

    /// A spec colour value resolved against the theme, or `fallback` when the spec has none.
    public func color(_ value: ColorValue?, field: [String], fallback: RGBAColor) throws -> RGBAColor {
        guard let value else { return fallback }
        return try scheme.resolve(value, field: field)
    }

    private func read<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as TokenError { throw FieldError(["theme"], .stage(error)) }
    }
}
