/// The geometry types as `SortedJSONEncoder` collects them through `Encodable`, built by hand:
/// every button's `name.layout.json` holds a dozen of them, and the `Encodable` walk costs
/// several thousand instructions a member. `MetadataJSONTests` holds the two to the same bytes.
extension Size {
    /// `{"height", "width"}`.
    package func jsonText() throws -> JSONTextValue { try .numbers(["height": height, "width": width]) }
}

extension Rect {
    /// `{"height", "width", "x", "y"}`.
    package func jsonText() throws -> JSONTextValue { try .numbers(["height": height, "width": width, "x": x, "y": y]) }
}

extension EdgeInsets {
    /// `{"bottom", "left", "right", "top"}`.
    package func jsonText() throws -> JSONTextValue { try .numbers(["bottom": bottom, "left": left, "right": right, "top": top]) }
}

extension CornerRadii {
    /// `{"bottomLeft", "bottomRight", "topLeft", "topRight"}`.
    package func jsonText() throws -> JSONTextValue {
        try .numbers(["bottomLeft": bottomLeft, "bottomRight": bottomRight, "topLeft": topLeft, "topRight": topRight])
    }
}
