/// Pairs of spec fields that say contradictory things. A spec may give either field of a pair,
/// or both when they agree; when they disagree it is an error that names both, located at the
/// field the message names first, whether the spec was read from a file (`init(from:)`) or
/// built in code (`Resolver.resolve`). No field silently wins over another.
extension ButtonSpec {
    /// The first contradiction in the spec: the field it is reported at and the problem, which
    /// names both fields; nil when the fields agree.
    package var contradiction: (field: CodingKeys, problem: SpecProblem)? {
        if let a = iconPlacement, let b = imagePlacement, a != b {
            return (.imagePlacement, .contradiction(.placements(imagePlacement: b.rawValue, iconPlacement: a.rawValue)))
        }
        if let style = cornerStyle, style != .fixed, cornerRadius != nil {
            return (.cornerRadius, .contradiction(.cornerRadiusWithCornerStyle(style.rawValue)))
        }
        if shadows != nil, elevation != nil {
            return (.elevation, .contradiction(.elevationWithShadows))
        }
        if shadows != nil, shadowModel != nil {
            return (.shadowModel, .contradiction(.shadowModelWithShadows))
        }
        if let legacy = contentEdgeInsets, let modern = insets, legacy != modern {
            return (.contentEdgeInsets, .contradiction(.contentEdgeInsetsWithInsets))
        }
        if let type = buttonType, type.drawsGlyph, let icon, !icon.isEmpty {
            return (.icon, .contradiction(.iconWithGlyphButtonType(type.rawValue)))
        }
        if let problem = menuProblem { return problem }
        return nil
    }

    /// Fails with a `FieldError` at one field of the first pair of fields that contradict each
    /// other (`cornerRadius` with a `cornerStyle` other than fixed, `imagePlacement` with a
    /// different `iconPlacement`, `elevation` with `shadows`, an `icon` with a glyph
    /// `buttonType`), naming both.
    package func checkContradictions() throws(FieldError) {
        if let (field, problem) = contradiction { throw FieldError([field.rawValue], problem) }
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
