import Foundation

/// The built-in catalog: every style of every system in every state and appearance, on the
/// theme's background, plus the sizes, placements and types that change layout. Each system's
/// entries are listed by its `DesignSystem` value (`catalog`), which hands them the system's
/// styles, states and resolver; the whole catalog, `specs()`, reads the registry, so it is
/// declared with it (`Systems/BuiltInCatalog+Registry.swift`).
public enum BuiltInCatalog {
    /// A system's catalog as a grid: every style in every state and appearance, named
    /// `system-style-state-appearance`, titled by the style's name, 8pt around, on the theme's
    /// background (buttons with shadows, as the system's `resolve` draws them, get the room their
    /// shadows need instead); with `iconRow`, each again with that icon (`…-icon`).
    public static func grid(_ id: ButtonSystem, styles: [ButtonStyle], states: [ButtonState],
                            resolve: (ButtonSpec) throws -> ResolvedButton,
                            title: (ButtonStyle) -> String = { $0.rawValue.capitalized }, iconRow icon: String? = nil) -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for appearance in Appearance.allCases {
            for style in styles {
                for state in states {
                    for withIcon in icon == nil ? [false] : [false, true] {
                        let name = [id.rawValue, style.rawValue, state.rawValue, appearance.rawValue] + (withIcon ? ["icon"] : [])
                        var spec = ButtonSpec(name: named(name), system: id, style: style, state: state,
                                              title: title(style), appearance: appearance, background: background)
                        if withIcon { spec.icon = icon }
                        // Buttons with shadows get the room their shadows need; the others 8pt.
                        if (try? resolve(spec))?.shadows.isEmpty ?? true { spec.canvasPadding = margin }
                        specs.append(spec)
                    }
                }
            }
        }
        return specs
    }

    /// A system's default button with an icon at text size AX3, named
    /// `system-dynamic-type-AX3`: large text outside UIKit (`LargeTextRule`) in the catalog
    /// (8pt around unless the system's `resolve` draws it with shadows).
    public static func largeText(_ id: ButtonSystem, style: ButtonStyle, title: String = "Large text",
                                 icon: String = "add", resolve: (ButtonSpec) throws -> ResolvedButton) -> ButtonSpec {
        var spec = ButtonSpec(name: named([id.rawValue, "dynamic-type", "AX3"]), system: id, style: style, title: title,
                              background: background)
        spec.icon = icon
        spec.contentSizeCategory = .AX3
        if id == .anatomy { spec.width = .hug }
        if (try? resolve(spec))?.shadows.isEmpty ?? true { spec.canvasPadding = margin }
        return spec
    }

    private static let background = ColorValue.token("background", alpha: 1)
    private static let margin = InsetsValue(EdgeInsets(all: 8))

    private static func named(_ parts: [String]) -> String { parts.joined(separator: "-") }

    /// Material text, outlined and contained buttons in every state and appearance, with and
    /// without an icon (8pt around buttons without shadows). Pressed ones show the settled ink.
    static func material(resolve: (ButtonSpec) throws -> ResolvedButton) -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for appearance in Appearance.allCases {
            for style in [ButtonStyle.text, .outlined, .contained] {
                for state in MaterialResolver.states {
                    for withIcon in [false, true] {
                        let name = ["material", style.rawValue, state.rawValue, appearance.rawValue] + (withIcon ? ["icon"] : [])
                        var spec = ButtonSpec(name: named(name), system: .material, style: style, state: state,
                                              title: style.rawValue.capitalized, appearance: appearance, background: background)
                        if withIcon { spec.icon = "add" }
                        if style != ButtonStyle.contained || state == .disabled { spec.canvasPadding = margin }
                        specs.append(spec)
                    }
                }
            }
        }
        specs.append(largeText(.material, style: .outlined, title: "Large Text", resolve: resolve))
        return specs
    }

    /// Material icon buttons and icon toggle buttons.
    static func materialIconButtons() -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for appearance in Appearance.allCases {
            for style in [ButtonStyle.toggle, .icon] {
                for state in MaterialResolver.states {
                    var spec = ButtonSpec(name: named(["material", style.rawValue, state.rawValue, appearance.rawValue]),
                                          system: .material, style: style, state: state, appearance: appearance, background: background)
                    spec.accessibilityLabel = style == .toggle ? "Favorite" : "More options"
                    if style == .icon { spec.icon = "more_vert" }
                    specs.append(spec)
                }
            }
        }
        return specs
    }

    /// UIKit configuration styles in every state and appearance; sizes, image placements,
    /// button types, subtitle, activity indicator and roles.
    static func uikit() -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        func spec(_ name: [String], _ edit: (inout ButtonSpec) -> Void) -> ButtonSpec {
            var s = ButtonSpec(name: named(["uikit"] + name), system: .uikit, background: background)
            s.canvasPadding = margin
            edit(&s)
            return s
        }
        for appearance in Appearance.allCases {
            for style in [ButtonStyle.plain, .gray, .tinted, .filled] {
                // Hovered without pointer interaction draws as normal: `uikit-pointer.yaml` shows it.
                for state in UIKitResolver.states where state != .hovered {
                    specs.append(spec([style.rawValue, state.rawValue, appearance.rawValue]) {
                        $0.style = style; $0.state = state; $0.appearance = appearance; $0.title = style.rawValue.capitalized
                    })
                }
            }
            for type in [UIKitButtonType.info, .detailDisclosure, .contactAdd, .close] {
                specs.append(spec(["type", type.rawValue, appearance.rawValue]) {
                    $0.buttonType = type; $0.appearance = appearance
                })
            }
        }
        for size in UIKitButtonSize.allCases {
            specs.append(spec(["size", size.rawValue]) { $0.style = .filled; $0.buttonSize = size; $0.title = size.rawValue.capitalized })
        }
        for placement in IconPlacement.allCases {
            specs.append(spec(["placement", placement.rawValue]) {
                $0.style = .gray; $0.title = "Camera"; $0.icon = "photo_camera"; $0.imagePlacement = placement; $0.imagePadding = 6
            })
        }
        for corner in UIKitCornerStyle.allCases where corner != .fixed {
            specs.append(spec(["corner", corner.rawValue]) { $0.style = .filled; $0.cornerStyle = corner; $0.title = corner.rawValue.capitalized })
        }
        specs.append(spec(["subtitle"]) { $0.style = .filled; $0.buttonSize = .large; $0.title = "Continue"; $0.subtitle = "Step 2 of 3" })
        specs.append(spec(["activity"]) { $0.style = .filled; $0.title = "Loading"; $0.showsActivityIndicator = true; $0.imagePadding = 8 })
        specs.append(spec(["role", "destructive"]) { $0.style = .filled; $0.role = .destructive; $0.title = "Delete" })
        specs.append(spec(["role", "primary"]) { $0.style = .plain; $0.role = .primary; $0.title = "Done" })
        specs.append(spec(["dynamic-type", "AX2"]) { $0.style = .tinted; $0.title = "Large text"; $0.contentSizeCategory = .AX2 })
        specs.append(spec(["rtl"]) { $0.style = .filled; $0.title = "إرسال"; $0.icon = "send" ; $0.imagePadding = 6 })
        return specs
    }

    /// Anatomy's four types in every state and appearance at the system's default width (full
    /// width of a 390pt parent, its 16pt margins on the canvas; Icon-only 44x44, 8pt around),
    /// a full-width button in a 375pt parent, a hugging one (`width: hug`), and wrapped and
    /// truncated labels on a 320pt screen.
    static func anatomy(resolve: (ButtonSpec) throws -> ResolvedButton) -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for appearance in Appearance.allCases {
            for style in [ButtonStyle.default, .primary, .tertiary, .iconOnly] {
                for state in AnatomyResolver.states {
                    var s = ButtonSpec(name: named(["anatomy", style.rawValue, state.rawValue, appearance.rawValue]), system: .anatomy,
                                       style: style, state: state, title: style == .primary ? "Add to Cart" : "Save",
                                       appearance: appearance, background: background)
                    if style == .iconOnly { s.accessibilityLabel = "Share"; s.canvasPadding = margin }
                    specs.append(s)
                }
            }
        }
        let full = ButtonSpec(name: "anatomy-primary-full-width", system: .anatomy, style: .primary, title: "Continue",
                              width: .fill, containerWidth: 375, background: background)
        specs.append(full)
        var hug = ButtonSpec(name: "anatomy-primary-hug", system: .anatomy, style: .primary, title: "Add to Cart",
                             width: .hug, background: background)
        hug.canvasPadding = margin
        specs.append(hug)
        var wrapped = ButtonSpec(name: "anatomy-default-wrapped", system: .anatomy, style: .default,
                                 title: "Assign as Primary Care Physician for This Patient", width: .fill, containerWidth: 320,
                                 background: background)
        wrapped.lineBreakMode = .wordWrap
        specs.append(wrapped)
        var truncated = wrapped
        truncated.name = "anatomy-default-truncated"
        truncated.lineBreakMode = nil
        specs.append(truncated)
        specs.append(largeText(.anatomy, style: .primary, title: "Add to Cart", icon: "shopping_cart", resolve: resolve))
        return specs
    }

    /// The token-named system's three variants in every state and appearance, and the
    /// flexible (full-width) padding type.
    static func obsidian(resolve: (ButtonSpec) throws -> ResolvedButton) -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for appearance in Appearance.allCases {
            for style in [ButtonStyle.primary, .secondary, .text] {
                for state in ObsidianResolver.states {
                    var s = ButtonSpec(name: named(["obsidian", style.rawValue, state.rawValue, appearance.rawValue]), system: .obsidian,
                                       style: style, state: state, title: "Continue", appearance: appearance, background: background)
                    s.canvasPadding = margin
                    specs.append(s)
                }
            }
            var flexible = ButtonSpec(name: named(["obsidian", "primary", "flexible", appearance.rawValue]), system: .obsidian,
                                      style: .primary, title: "Continue", appearance: appearance, width: .fill, containerWidth: 375,
                                      background: background)
            flexible.canvasPadding = InsetsValue(EdgeInsets(top: 16, left: 0, bottom: 16, right: 0))
            specs.append(flexible)
        }
        specs.append(largeText(.obsidian, style: .primary, title: "Continue", icon: "arrow_forward", resolve: resolve))
        return specs
    }
}
