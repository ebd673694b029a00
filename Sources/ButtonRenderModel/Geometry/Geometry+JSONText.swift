import ButtonRenderSupport
/// The geometry types written straight into a `JSONTextWriter`, as `SortedJSONEncoder` writes
/// them through `Encodable`: every button's `name.layout.json` holds a dozen of them, and the
/// `Encodable` walk costs several thousand instructions a member. `MetadataJSONTests` holds the
/// two to the same bytes.
extension Size {
    /// Writes `{"height", "width"}` at `depth`.
    package func write(into writer: inout JSONTextWriter, depth: Int) throws {
        try writer.numbers(["height": height, "width": width], depth: depth)
    }
}

extension Rect {
    /// Writes `{"height", "width", "x", "y"}` at `depth`.
    package func write(into writer: inout JSONTextWriter, depth: Int) throws {
        try writer.numbers(["height": height, "width": width, "x": x, "y": y], depth: depth)
    }
}

extension EdgeInsets {
    /// Writes `{"bottom", "left", "right", "top"}` at `depth`.
    package func write(into writer: inout JSONTextWriter, depth: Int) throws {
        try writer.numbers(["bottom": bottom, "left": left, "right": right, "top": top], depth: depth)
    }
}

extension CornerRadii {
    /// Writes `{"bottomLeft", "bottomRight", "topLeft", "topRight"}` at `depth`.
    package func write(into writer: inout JSONTextWriter, depth: Int) throws {
        try writer.numbers(["bottomLeft": bottomLeft, "bottomRight": bottomRight, "topLeft": topLeft, "topRight": topRight], depth: depth)
    }
}
