import ButtonRenderModel

/// A button's metadata as `SortedJSONEncoder` collects it through `Encodable`, built by hand
/// member by member, in key order, the spec from the fields it sets (`ButtonSpec.jsonText()`),
/// but for the audit's findings, which go through `Encodable`: the metadata is written for
/// every button of a run, and its `Encodable` walk cost about 190,000 instructions a button. `MetadataJSONTests` holds the two to the same
/// bytes for every catalog button; a member set out of order is still written sorted
/// (`JSONTextObject.isSorted`).
extension ButtonMetadata {
    /// The metadata as `jsonBytes()` writes it.
    func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("accessibility", try accessibility.jsonText())
        object.set("appearance", .string(appearance.rawValue))
        object.set("name", .string(name))
        object.set("scales", .array(JSONTextArray(scales.map { .number(String($0)) })))
        object.set("sizes", try sizes.jsonText())
        object.set("spec", try spec.jsonText())
        object.set("state", .string(state.rawValue))
        object.set("style", .string(style.rawValue))
        object.set("system", .string(system.rawValue))
        return .object(object)
    }
}

extension ButtonSizes {
    /// The sizes as `ButtonMetadata.jsonText()` holds them; a part not drawn is left out.
    func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("canvas", try canvas.jsonText())
        object.set("container", try container.jsonText())
        object.set("content", try content.jsonText())
        object.set("cornerRadii", try cornerRadii.jsonText())
        if let icon { object.set("icon", try icon.jsonText()) }
        object.set("insets", try insets.jsonText())
        if let label { object.set("label", try label.jsonText()) }
        if let spinner { object.set("spinner", try spinner.jsonText()) }
        if let subtitle { object.set("subtitle", try subtitle.jsonText()) }
        object.set("touchTarget", try touchTarget.jsonText())
        return .object(object)
    }
}

extension AccessibilityMetadata {
    /// The audit as `ButtonMetadata.jsonText()` holds it; no contrast measure, no member.
    func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        if let contrast { object.set("contrast", try contrast.jsonText()) }
        object.set("findings", try SortedJSONEncoder.text(findings))
        object.set("label", .string(label))
        object.set("touchTarget", try touchTarget.jsonText())
        object.set("voiceOver", .string(voiceOver))
        return .object(object)
    }
}

extension ContrastMeasure {
    /// `{"background", "foreground", "largeText", "ratio", "required", "subject"}`.
    func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("background", .string(background))
        object.set("foreground", .string(foreground))
        object.set("largeText", .bool(largeText))
        object.set("ratio", try SortedJSONEncoder.text(ratio))
        object.set("required", try SortedJSONEncoder.text(required))
        object.set("subject", .string(subject))
        return .object(object)
    }
}

extension TouchTargetMeasure {
    /// `{"height", "minimum", "width"}`.
    func jsonText() throws -> JSONTextValue { try .numbers(["height": height, "minimum": minimum, "width": width]) }
}
