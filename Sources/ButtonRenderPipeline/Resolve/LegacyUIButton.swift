import ButtonRenderModel

/// The button `UIButton(type:)` makes, with no `UIButton.Configuration`: a spec of the UIKit
/// system that names a `buttonType` and no `style`. `UIButton.h` (iOS 15 SDK) deprecates its
/// edge insets and drawing options with "This property is ignored when using
/// UIButtonConfiguration", so they are drawn on this button only; every UIKit `style` is a
/// configuration, where they are an error at their field rather than silently dropped.
enum LegacyUIButton {
    /// The spec fields of the properties a configuration ignores, in `UIButton.h`'s order.
    static let properties = [
        "contentEdgeInsets", "titleEdgeInsets", "reversesTitleShadowWhenHighlighted", "imageEdgeInsets",
        "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "showsTouchWhenHighlighted",
    ]

    /// Whether `spec` (a UIKit spec) is the legacy button: a `buttonType` and no `style`.
    static func isLegacy(_ spec: ButtonSpec) -> Bool {
        spec.style == nil && spec.buttonType != nil
    }

    /// The legacy properties `spec` gives, by field name.
    static func given(in spec: ButtonSpec) -> [String] {
        let present: [String: Bool] = [
            "contentEdgeInsets": spec.contentEdgeInsets != nil, "titleEdgeInsets": spec.titleEdgeInsets != nil,
            "reversesTitleShadowWhenHighlighted": spec.reversesTitleShadowWhenHighlighted != nil,
            "imageEdgeInsets": spec.imageEdgeInsets != nil, "adjustsImageWhenHighlighted": spec.adjustsImageWhenHighlighted != nil,
            "adjustsImageWhenDisabled": spec.adjustsImageWhenDisabled != nil,
            "showsTouchWhenHighlighted": spec.showsTouchWhenHighlighted != nil,
        ]
        return properties.filter { present[$0] == true }
    }

    /// Fails at the first legacy property `spec` gives, naming the configuration `style` that
    /// ignores it.
    static func refuseLegacyProperties(of spec: ButtonSpec, style: ButtonStyle) throws {
        if let field = given(in: spec).first {
            throw FieldError([field], .ignoredField(field, .uiButtonConfiguration(style: style.rawValue)))
        }
    }
}
