import ButtonRenderModel
import Foundation

/// The built-in catalog entries of the systems drawn by Swift resolvers (Material and UIKit):
/// every style in every state and appearance, on the theme's background, plus the sizes,
/// placements and types that change layout. Systems defined by files list theirs from their
/// `catalog` section (`SystemFileCatalog`). Each system's entries are listed by its
/// `DesignSystem` value (`catalog`); the whole catalog, `specs()`, reads the registry, so it
/// is declared with it (`Systems/BuiltInCatalog+Registry.swift`).
public enum BuiltInCatalog {
    /// A system's default button with an icon at text size AX3, named
    /// `system-dynamic-type-AX3`: large text outside UIKit (`LargeTextRule`) in the catalog
    /// (8pt around unless the system's `resolve` draws it with shadows).
    package static func largeText(_ id: ButtonSystem, style: ButtonStyle, title: String = "Large text",
                                 icon: String = "add", resolve: (ButtonSpec) throws -> ResolvedButton) -> ButtonSpec {
        var spec = ButtonSpec(name: named([id.rawValue, "dynamic-type", "AX3"]), system: id, style: style, title: title,
                              background: background)
        spec.icon = icon
        spec.contentSizeCategory = .AX3
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
}
