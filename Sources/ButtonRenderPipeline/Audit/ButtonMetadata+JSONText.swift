import ButtonRenderModel
import ButtonRenderSupport

/// A button's metadata written straight into a `JSONTextWriter`, member by member in key order,
/// as `SortedJSONEncoder` writes it through `Encodable`: the spec from the fields it sets
/// (`ButtonSpec.jsonText()`) and the audit's findings through `Encodable`, the rest without
/// building a value first. The metadata is written for every button of a run; its `Encodable`
/// walk cost about 190,000 instructions a button, a value built by hand and then written about
/// 120,000. `MetadataJSONTests` holds this to Foundation's `JSONEncoder` and to the `Encodable`
/// walk, byte for byte, for every catalog button and every optional part.
extension ButtonMetadata {
    /// Writes the metadata as `jsonBytes()` gives it (without its final line break).
    func write(into writer: inout JSONTextWriter) throws {
        writer.beginObject()
        writer.member("accessibility", first: true, depth: 0)
        try accessibility.write(into: &writer, depth: 1)
        writer.member("appearance", depth: 0)
        writer.string(appearance.rawValue)
        writer.member("name", depth: 0)
        writer.string(name)
        writer.member("scales", depth: 0)
        writer.write(.array(JSONTextArray(scales.map { .number(String($0)) })), depth: 1)
        writer.member("sizes", depth: 0)
        try sizes.write(into: &writer, depth: 1)
        writer.member("spec", depth: 0)
        writer.write(try spec.jsonText(), depth: 1)
        writer.member("state", depth: 0)
        writer.string(state.rawValue)
        if let stateName {
            writer.member("stateName", depth: 0)
            writer.string(stateName)
        }
        writer.member("style", depth: 0)
        writer.string(style.rawValue)
        writer.member("system", depth: 0)
        writer.string(system.rawValue)
        if let systemName {
            writer.member("systemName", depth: 0)
            writer.string(systemName)
        }
        writer.endObject(depth: 0)
    }
}

extension ButtonSizes {
    /// Writes the sizes at `depth`; a part not drawn is left out.
    func write(into writer: inout JSONTextWriter, depth: Int) throws {
        writer.beginObject()
        writer.member("canvas", first: true, depth: depth)
        try canvas.write(into: &writer, depth: depth + 1)
        writer.member("container", depth: depth)
        try container.write(into: &writer, depth: depth + 1)
        writer.member("content", depth: depth)
        try content.write(into: &writer, depth: depth + 1)
        writer.member("cornerRadii", depth: depth)
        try cornerRadii.write(into: &writer, depth: depth + 1)
        if let icon {
            writer.member("icon", depth: depth)
            try icon.write(into: &writer, depth: depth + 1)
        }
        writer.member("insets", depth: depth)
        try insets.write(into: &writer, depth: depth + 1)
        if let label {
            writer.member("label", depth: depth)
            try label.write(into: &writer, depth: depth + 1)
        }
        if let spinner {
            writer.member("spinner", depth: depth)
            try spinner.write(into: &writer, depth: depth + 1)
        }
        if let subtitle {
            writer.member("subtitle", depth: depth)
            try subtitle.write(into: &writer, depth: depth + 1)
        }
        writer.member("touchTarget", depth: depth)
        try touchTarget.write(into: &writer, depth: depth + 1)
        writer.endObject(depth: depth)
    }
}

extension AccessibilityMetadata {
    /// Writes the audit at `depth`; no contrast measure, no member.
    func write(into writer: inout JSONTextWriter, depth: Int) throws {
        writer.beginObject()
        var first = true
        if let contrast {
            writer.member("contrast", first: true, depth: depth)
            try contrast.write(into: &writer, depth: depth + 1)
            first = false
        }
        writer.member("findings", first: first, depth: depth)
        writer.write(try SortedJSONEncoder.text(findings), depth: depth + 1)
        writer.member("label", depth: depth)
        writer.string(label)
        writer.member("touchTarget", depth: depth)
        try writer.numbers(["height": touchTarget.height, "minimum": touchTarget.minimum, "width": touchTarget.width], depth: depth + 1)
        writer.member("voiceOver", depth: depth)
        writer.string(voiceOver)
        writer.endObject(depth: depth)
    }
}

extension ContrastMeasure {
    /// Writes `{"background", "foreground", "largeText", "ratio", "required", "subject"}` at `depth`.
    func write(into writer: inout JSONTextWriter, depth: Int) throws {
        writer.beginObject()
        writer.member("background", first: true, depth: depth)
        writer.string(background)
        writer.member("foreground", depth: depth)
        writer.string(foreground)
        writer.member("largeText", depth: depth)
        writer.bool(largeText)
        writer.member("ratio", depth: depth)
        try writer.number(ratio)
        writer.member("required", depth: depth)
        try writer.number(required)
        writer.member("subject", depth: depth)
        writer.string(subject)
        writer.endObject(depth: depth)
    }
}
