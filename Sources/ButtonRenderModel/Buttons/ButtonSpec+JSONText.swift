import ButtonRenderSupport
/// A button spec as `SortedJSONEncoder` collects it through `Encodable`, built field by field.
extension ButtonSpec {
    /// The spec as `SortedJSONEncoder.text(_:)` gives it, visiting only the fields the spec
    /// sets: the synthesised `encode(to:)` hands each of the sixty-odd fields, set or not,
    /// through the standard library's keyed container box (about 500 instructions a field),
    /// and every button's `name.layout.json` holds its spec. The fields are those of
    /// `CodingKeys`, set in key order (Swift's string order, as the writer sorts them), so the
    /// object is written without sorting it; a ripple, which most pressed buttons carry, is
    /// built without its `Encodable` walk too (`RippleSpec.jsonText()`). `MetadataJSONTests`
    /// holds the two to the same bytes for every catalog button and for a spec that sets
    /// every field, and checks the order.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        /// Sets `key` to `value` as the keyed container of `SortedJSONEncoder` sets it, when
        /// the spec sets it.
        func member<T: Encodable>(_ key: CodingKeys, _ value: T?) throws {
            guard let value else { return }
            object.set(key.stringValue, try SortedJSONEncoder.text(value))
        }
        try member(.accessibilityHint, accessibilityHint)
        try member(.accessibilityLabel, accessibilityLabel)
        try member(.accessibilityValue, accessibilityValue)
        try member(.adjustsImageWhenDisabled, adjustsImageWhenDisabled)
        try member(.adjustsImageWhenHighlighted, adjustsImageWhenHighlighted)
        try member(.appearance, appearance)
        try member(.background, background)
        try member(.backgroundImage, backgroundImage)
        try member(.buttonSize, buttonSize)
        try member(.buttonType, buttonType)
        try member(.canvasPadding, canvasPadding)
        try member(.changesSelectionAsPrimaryAction, changesSelectionAsPrimaryAction)
        try member(.containerWidth, containerWidth)
        try member(.contentEdgeInsets, contentEdgeInsets)
        try member(.contentSizeCategory, contentSizeCategory)
        try member(.cornerRadius, cornerRadius)
        try member(.cornerStyle, cornerStyle)
        try member(.elevation, elevation)
        try member(.fill, fill)
        try member(.flipsIconForRightToLeft, flipsIconForRightToLeft)
        try member(.font, font)
        try member(.foreground, foreground)
        try member(.height, height)
        try member(.icon, icon)
        try member(.iconPlacement, iconPlacement)
        try member(.iconTint, iconTint)
        try member(.imageEdgeInsets, imageEdgeInsets)
        try member(.imagePadding, imagePadding)
        try member(.imagePlacement, imagePlacement)
        try member(.insets, insets)
        try member(.isPointerInteractionEnabled, isPointerInteractionEnabled)
        try member(.layoutDirection, layoutDirection)
        try member(.lineBreakMode, lineBreakMode)
        try member(.menu, menu)
        try member(.modes, modes)
        try member(.name, name)
        try member(.reversesTitleShadowWhenHighlighted, reversesTitleShadowWhenHighlighted)
        if let ripple { object.set("ripple", try ripple.jsonText()) }
        try member(.role, role)
        try member(.scale, scale)
        try member(.selectedIcon, selectedIcon)
        try member(.shadowModel, shadowModel)
        try member(.shadows, shadows)
        try member(.showsActivityIndicator, showsActivityIndicator)
        try member(.showsMenuAsPrimaryAction, showsMenuAsPrimaryAction)
        try member(.showsTouchWhenHighlighted, showsTouchWhenHighlighted)
        try member(.size, size)
        try member(.snapshot, snapshot)
        try member(.state, state)
        try member(.states, states)
        try member(.stroke, stroke)
        try member(.style, style)
        try member(.subtitle, subtitle)
        try member(.system, system)
        try member(.theme, theme)
        try member(.tintColor, tintColor)
        try member(.title, title)
        try member(.titleEdgeInsets, titleEdgeInsets)
        try member(.titleMarkup, titleMarkup)
        try member(.titlePadding, titlePadding)
        try member(.titleShadow, titleShadow)
        try member(.width, width)
        return .object(object)
    }
}

extension RippleSpec {
    /// The ripple as `SortedJSONEncoder.text(_:)` gives it through `Encodable`, built from the
    /// fields it sets, in key order: its `Encodable` walk cost about 8,500 instructions, for
    /// every pressed button's metadata. `MetadataJSONTests` holds the two to the same bytes.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        if let bounded { object.set("bounded", .bool(bounded)) }
        if let color { object.set("color", try SortedJSONEncoder.text(color)) }
        if let progress { object.set("progress", try SortedJSONEncoder.text(progress)) }
        if let radius { object.set("radius", try SortedJSONEncoder.text(radius)) }
        if let x { object.set("x", try SortedJSONEncoder.text(x)) }
        if let y { object.set("y", try SortedJSONEncoder.text(y)) }
        return .object(object)
    }
}
