/// A part of a button an anatomy sheet can point at.
public enum CalloutPart: String, SpecEnum {
    case label, container, icon, stroke, shadow

    /// The part's name in a legend, as Material's anatomy diagrams write it.
    package var legendName: String {
        switch self {
        case .label: return "Text label"
        case .container: return "Container"
        case .icon: return "Icon"
        case .stroke: return "Stroke"
        case .shadow: return "Shadow"
        }
    }
}
