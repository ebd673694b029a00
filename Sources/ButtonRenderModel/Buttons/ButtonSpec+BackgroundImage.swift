import ButtonRenderSupport
/// The `backgroundImage` field of a spec and of its states (UIKit's
/// `setBackgroundImage(_:for:)`): an SVG or PNG file drawn stretched over the container.
extension ButtonSpec {
    /// Fails unless `value` (when given) names an `.svg` or `.png` file: a background image
    /// has no icon-name form.
    static func checkBackgroundImage(_ value: String?, codingPath: [CodingKey]) throws {
        guard let value else { return }
        guard ImageFileReference.names(value) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                debugDescription: "'\(value)' is not an .svg or .png file; a background image must be one"))
        }
    }

    /// The background image drawn in `state`, with the field path that names it: the state's
    /// own value (`states.<name>.backgroundImage`) over the spec's.
    public func backgroundImage(in state: ButtonState) -> (path: String, field: [String])? {
        if let given = states, let image = given[state]?.backgroundImage {
            let key = given.states.first { ($0 == .pressed ? .highlighted : $0) == (state == .pressed ? .highlighted : state) }
            return (image, ["states", key?.rawValue ?? state.rawValue, "backgroundImage"])
        }
        return backgroundImage.map { ($0, ["backgroundImage"]) }
    }

    /// Every background image the spec names, with its field path: the spec's, then each
    /// state's.
    package var backgroundImageReferences: [(field: [String], path: String)] {
        var found: [(field: [String], path: String)] = []
        if let image = backgroundImage { found.append((["backgroundImage"], image)) }
        for entry in states?.entries ?? [] {
            if let image = entry.values.backgroundImage {
                found.append((["states", entry.state.rawValue, "backgroundImage"], image))
            }
        }
        return found
    }
}

extension PerStateValues {
    /// The same states with every `backgroundImage` passed through `transform` (used to make
    /// relative paths absolute).
    func resolvingBackgroundImages(_ transform: (String) -> String) -> PerStateValues {
        var mapped: [ButtonState: StateValues] = [:]
        for entry in entries {
            var values = entry.values
            values.backgroundImage = values.backgroundImage.map(transform)
            mapped[entry.state] = values
        }
        return PerStateValues(mapped)
    }
}
