import ButtonRenderModel
import ButtonRenderTokens

/// What a system's resolver needs of its own design system: its name, its built-in theme and
/// its styles. The `DesignSystem` value holds them (`DesignSystem.traits`) and hands them to
/// its resolver with every spec, so Resolve never looks a system up in the registry.
public struct SystemTraits: Sendable {
    /// The name specs write in `system`.
    public let id: ButtonSystem
    /// The built-in theme's name: its resolver document is `ButtonRenderModel/Tokens/<theme>.resolver.json`
    /// (for a system read from a file, the system's name).
    public let theme: String
    /// The tokens a spec's theme is laid over: the built-in theme, or a system file's tokens.
    public let base: ThemeBase
    /// The canonical style names, in catalog order.
    public let styles: [ButtonStyle]
    /// Other names accepted for a style, with the canonical one (UIKit's `bordered`…), in the
    /// order error messages list them.
    package let styleAliases: [(alias: String, style: ButtonStyle)]
    /// The style of a spec that names none.
    package let defaultStyle: ButtonStyle

    /// A system's traits.
    package init(id: ButtonSystem, theme: String, base: ThemeBase? = nil, styles: [ButtonStyle], styleAliases: [(alias: String, style: ButtonStyle)] = [],
                defaultStyle: ButtonStyle) {
        self.id = id; self.theme = theme; self.styles = styles; self.styleAliases = styleAliases; self.defaultStyle = defaultStyle
        self.base = base ?? .builtIn(theme)
    }

    /// Every name `style` accepts: the canonical ones, then the aliases, for error messages.
    public var allowedStyleNames: [String] { styles.map(\.rawValue) + styleAliases.map(\.alias) }

    /// The canonical style for `style`, or nil when this system has no such style.
    func canonicalStyle(_ style: ButtonStyle) -> ButtonStyle? {
        if let alias = styleAliases.first(where: { $0.alias == style.rawValue }) { return alias.style }
        return styles.contains(style) ? style : nil
    }

    /// The canonical style a spec asks for (the default style when it names none), or a field
    /// error on `style` listing the allowed names.
    public func style(of spec: ButtonSpec) throws -> ButtonStyle {
        try ButtonStyle.validated(spec.style, default: defaultStyle, system: id, canonical: canonicalStyle, allowed: allowedStyleNames)
    }
}
