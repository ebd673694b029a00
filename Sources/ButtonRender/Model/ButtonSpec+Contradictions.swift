/// Pairs of spec fields that say contradictory things. A spec may give either field of a pair,
/// or both when they agree; when they disagree it is an error that names both, located at the
/// field the message names first, whether the spec was read from a file (`init(from:)`) or
/// built in code (`Resolver.resolve`). No field silently wins over another.
extension ButtonSpec {
    /// The first contradiction in the spec: the field it is reported at and a message naming
    /// both fields; nil when the fields agree.
    var contradiction: (field: CodingKeys, message: String)? {
        if let a = iconPlacement, let b = imagePlacement, a != b {
            return (.imagePlacement, "imagePlacement '\(b.rawValue)' contradicts iconPlacement '\(a.rawValue)'; give one of them")
        }
        if let style = cornerStyle, style != .fixed, cornerRadius != nil {
            return (.cornerRadius, "cornerRadius contradicts cornerStyle '\(style.rawValue)', which sets the radii; "
                + "give one of them (cornerStyle 'fixed' takes cornerRadius)")
        }
        if shadows != nil, elevation != nil {
            return (.elevation, "elevation contradicts shadows, which replace the elevation's shadows; give one of them")
        }
        if let legacy = contentEdgeInsets, let modern = insets, legacy != modern {
            return (.contentEdgeInsets, "contentEdgeInsets contradicts insets, which set the same content insets; give one of them")
        }
        if let type = buttonType, type.drawsGlyph, let icon, !icon.isEmpty {
            return (.icon, "icon contradicts buttonType '\(type.rawValue)', which draws its own glyph; give one of them")
        }
        if let problem = menuProblem { return problem }
        return nil
    }

    /// Fails with a `FieldError` at one field of the first pair of fields that contradict each
    /// other (`cornerRadius` with a `cornerStyle` other than fixed, `imagePlacement` with a
    /// different `iconPlacement`, `elevation` with `shadows`, an `icon` with a glyph
    /// `buttonType`), naming both.
    public func checkContradictions() throws(FieldError) {
        if let (field, message) = contradiction { throw FieldError([field.rawValue], .contradiction(message)) }
    }
}

extension UIKitButtonType {
    /// The type draws a standard glyph of its own (info, detail disclosure, contact add, close).
    var drawsGlyph: Bool {
        switch self {
        case .info, .detailDisclosure, .contactAdd, .close: return true
        case .system, .custom: return false
        }
    }
}
