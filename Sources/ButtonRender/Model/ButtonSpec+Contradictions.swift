/// Pairs of spec fields that say contradictory things. A spec may give either field of a pair,
/// or both when they agree; when they disagree it is an error that names both, located at the
/// second field, whether the spec was read from a file (`init(from:)`) or built in code
/// (`Resolver.resolve`). No field silently wins over another.
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
        if let type = buttonType, type.drawsGlyph, let icon, !icon.isEmpty {
            return (.icon, "icon contradicts buttonType '\(type.rawValue)', which draws its own glyph; give one of them")
        }
        return nil
    }

    /// Fails with a `FieldError` at the second field of the first pair of fields that
    /// contradict each other (`cornerStyle` with `cornerRadius`, `iconPlacement` with a
    /// different `imagePlacement`, a glyph `buttonType` with an `icon`).
    public func checkContradictions() throws(FieldError) {
        if let (field, message) = contradiction { throw FieldError([field.rawValue], message) }
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
