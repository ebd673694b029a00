/// The built-in catalog: every Material style in every state and appearance, with and
/// without an icon, on its scheme's background (8pt around buttons without shadows).
public enum BuiltInCatalog {
    /// The catalog's specs, in a stable order.
    public static func specs() -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for appearance in Appearance.allCases {
            for style in [ButtonStyle.text, .outlined, .contained] {
                for state in MaterialResolver.states {
                    for withIcon in [false, true] {
                        let name = ["material", style.rawValue, state.rawValue, appearance.rawValue] + (withIcon ? ["icon"] : [])
                        var spec = ButtonSpec(name: name.joined(separator: "-"), system: .material, style: style, state: state,
                                              title: style.rawValue.capitalized, appearance: appearance,
                                              background: .token("background", alpha: 1))
                        if withIcon { spec.icon = "add" }
                        // Contained buttons get room for their shadows; the others a margin.
                        if style != ButtonStyle.contained || state == .disabled { spec.canvasPadding = InsetsValue(EdgeInsets(all: 8)) }
                        if state == .highlighted {
                            // A pressed button shows its ink mid-way from the touch point.
                            spec.ripple = RippleSpec(x: 24, y: 18, progress: 0.4)
                        }
                        specs.append(spec)
                    }
                }
            }
        }
        return specs
    }
}
