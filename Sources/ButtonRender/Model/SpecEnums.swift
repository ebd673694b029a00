/// The design system whose rules resolve a spec.
public enum ButtonSystem: String, SpecEnum {
    case material
}

/// Material's button types.
public enum ButtonStyle: String, SpecEnum {
    case text, outlined, contained
}

/// The interaction state a button is drawn in.
public enum ButtonState: String, SpecEnum {
    case normal, highlighted, focused, hovered, selected, disabled
}

/// Which side of the label an icon sits on, in reading order: `leading` is the left in a
/// left-to-right label and the right in a right-to-left one.
public enum IconPlacement: String, SpecEnum {
    case leading, trailing
}

/// Light or dark colour scheme.
public enum Appearance: String, SpecEnum {
    case light, dark
}

/// Where a stroke lies relative to the container's edge.
public enum StrokeAlignment: String, SpecEnum {
    case inside, center, outside
}

/// An output file format.
public enum OutputFormat: String, SpecEnum {
    case png, svg

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}
