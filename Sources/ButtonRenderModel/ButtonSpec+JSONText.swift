/// A button spec as `SortedJSONEncoder` collects it through `Encodable`, built field by field.
extension ButtonSpec {
    /// The spec as `SortedJSONEncoder.text(_:)` gives it, visiting only the fields the spec
    /// sets: the synthesised `encode(to:)` hands each of the sixty-odd fields, set or not,
    /// through the standard library's keyed container box (about 500 instructions a field),
    /// and every button's `name.layout.json` holds its spec. The fields are those of
    /// `CodingKeys`, in its order. `MetadataJSONTests` holds the two to the same bytes
    /// for every catalog button and for a spec that sets every field.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        /// Sets `key` to `value` as the keyed container of `SortedJSONEncoder` sets it, when
        /// the spec sets it.
        func member<T: Encodable>(_ key: CodingKeys, _ value: T?) throws {
            guard let value else { return }
            object.set(key.stringValue, try JSONTextEncoder.box(value, codingPath: []))
        }
        try member(.name, name)
        try member(.system, system)
        try member(.style, style)
        try member(.size, size)
        try member(.state, state)
        try member(.title, title)
        try member(.icon, icon)
        try member(.iconPlacement, iconPlacement)
        try member(.appearance, appearance)
        try member(.width, width)
        try member(.containerWidth, containerWidth)
        try member(.height, height)
        try member(.cornerRadius, cornerRadius)
        try member(.fill, fill)
        try member(.foreground, foreground)
        try member(.stroke, stroke)
        try member(.shadows, shadows)
        try member(.elevation, elevation)
        try member(.ripple, ripple)
        try member(.font, font)
        try member(.insets, insets)
        try member(.canvasPadding, canvasPadding)
        try member(.background, background)
        try member(.scale, scale)
        try member(.theme, theme)
        try member(.buttonType, buttonType)
        try member(.buttonSize, buttonSize)
        try member(.cornerStyle, cornerStyle)
        try member(.role, role)
        try member(.subtitle, subtitle)
        try member(.imagePlacement, imagePlacement)
        try member(.imagePadding, imagePadding)
        try member(.titlePadding, titlePadding)
        try member(.showsActivityIndicator, showsActivityIndicator)
        try member(.lineBreakMode, lineBreakMode)
        try member(.tintColor, tintColor)
        try member(.contentSizeCategory, contentSizeCategory)
        try member(.layoutDirection, layoutDirection)
        try member(.selectedIcon, selectedIcon)
        try member(.iconTint, iconTint)
        try member(.titleMarkup, titleMarkup)
        try member(.accessibilityLabel, accessibilityLabel)
        try member(.accessibilityValue, accessibilityValue)
        try member(.accessibilityHint, accessibilityHint)
        try member(.titleShadow, titleShadow)
        try member(.reversesTitleShadowWhenHighlighted, reversesTitleShadowWhenHighlighted)
        try member(.showsTouchWhenHighlighted, showsTouchWhenHighlighted)
        try member(.adjustsImageWhenHighlighted, adjustsImageWhenHighlighted)
        try member(.adjustsImageWhenDisabled, adjustsImageWhenDisabled)
        try member(.contentEdgeInsets, contentEdgeInsets)
        try member(.titleEdgeInsets, titleEdgeInsets)
        try member(.imageEdgeInsets, imageEdgeInsets)
        try member(.isPointerInteractionEnabled, isPointerInteractionEnabled)
        try member(.states, states)
        try member(.backgroundImage, backgroundImage)
        try member(.menu, menu)
        try member(.showsMenuAsPrimaryAction, showsMenuAsPrimaryAction)
        try member(.changesSelectionAsPrimaryAction, changesSelectionAsPrimaryAction)
        try member(.shadowModel, shadowModel)
        try member(.flipsIconForRightToLeft, flipsIconForRightToLeft)
        try member(.snapshot, snapshot)
        return .object(object)
    }
}
