/// The geometry types as `SortedJSONEncoder` collects them through `Encodable`, built by hand:
/// every button's `name.layout.json` holds a dozen of them, and the `Encodable` walk costs
/// several thousand instructions a member. `MetadataJSONTests` holds the two to the same bytes.
extension Size {
    /// `{"height", "width"}`.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("height", try SortedJSONEncoder.text(height))
        object.set("width", try SortedJSONEncoder.text(width))
        return .object(object)
    }
}

extension Rect {
    /// `{"height", "width", "x", "y"}`.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("height", try SortedJSONEncoder.text(height))
        object.set("width", try SortedJSONEncoder.text(width))
        object.set("x", try SortedJSONEncoder.text(x))
        object.set("y", try SortedJSONEncoder.text(y))
        return .object(object)
    }
}

extension EdgeInsets {
    /// `{"bottom", "left", "right", "top"}`.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("bottom", try SortedJSONEncoder.text(bottom))
        object.set("left", try SortedJSONEncoder.text(left))
        object.set("right", try SortedJSONEncoder.text(right))
        object.set("top", try SortedJSONEncoder.text(top))
        return .object(object)
    }
}

extension CornerRadii {
    /// `{"bottomLeft", "bottomRight", "topLeft", "topRight"}`.
    package func jsonText() throws -> JSONTextValue {
        let object = JSONTextObject()
        object.set("bottomLeft", try SortedJSONEncoder.text(bottomLeft))
        object.set("bottomRight", try SortedJSONEncoder.text(bottomRight))
        object.set("topLeft", try SortedJSONEncoder.text(topLeft))
        object.set("topRight", try SortedJSONEncoder.text(topRight))
        return .object(object)
    }
}
