extension Gallery {
    /// Where a button sits in its system's grid: the row (style and variant), the column (state)
    /// and the half (light or dark).
    public struct GridPosition: Codable, Equatable, Sendable {
        /// The design system: one grid per system.
        public var system: String
        /// The style: rows are grouped by style.
        public var style: String
        /// What sets the row apart from the style's plain row ("icon", "size large"), empty for
        /// the plain row.
        var variant: String
        /// The state: the column.
        public var state: String
        /// "light" or "dark": the half of the grid.
        public var appearance: String
        /// The system file's modes the button is drawn in (`{theme: dark-hc}`), which the
        /// page's mode filter reads; nil for none.
        public var modes: [String: String]?
        /// The grid's heading: the system's display name.
        var systemTitle: String
        /// The row's heading: the style's title in the system.
        var styleTitle: String
        /// The column's heading: the state's name in the system.
        var stateTitle: String
        /// Where the row and the column stand in the system's own order of styles and states.
        var styleRank: Int, stateRank: Int

        /// Creates a position, headed by the names given (`system`, `style`, `state` unless
        /// titles are given) in the order `ButtonState` lists states.
        package init(system: String, style: String, variant: String = "", state: String, appearance: String,
                     titles: ButtonVocabulary? = nil) {
            self.system = system; self.style = style; self.variant = variant; self.state = state; self.appearance = appearance
            systemTitle = titles?.systemName ?? system
            styleTitle = titles?.styleTitle ?? style
            stateTitle = titles?.stateName ?? state
            styleRank = titles?.styleRank ?? 0
            stateRank = titles?.stateRank ?? (ButtonState(rawValue: state).flatMap { ButtonState.allCases.firstIndex(of: $0) } ?? ButtonState.allCases.count)
        }

        /// The position of a button resolved as `button` from `spec`: system, style, state and
        /// appearance as resolved, headed in the system's own words (`ButtonVocabulary`), and the variant from the spec's fields that change the
        /// button beyond those (an icon beside a title, a UIKit size, type, placement…).
        package init(button: ResolvedButton, spec: ButtonSpec) {
            self.init(system: button.system.rawValue, style: button.style.rawValue, variant: Self.variant(of: spec),
                      state: button.state.rawValue, appearance: button.appearance.rawValue, titles: button.vocabulary)
            modes = spec.modes
        }

        /// The variant of `spec`: its fields that set it apart from a plain button of its style,
        /// as short words joined by " · "; empty when there are none.
        static func variant(of spec: ButtonSpec) -> String {
            var parts: [String] = []
            if let type = spec.buttonType { parts.append("type \(type.rawValue)") }
            if spec.icon != nil, spec.title != nil { parts.append("icon") }
            if let placement = spec.placement { parts.append("image \(placement.rawValue)") }
            if let size = spec.buttonSize { parts.append("size \(size.rawValue)") }
            if let corner = spec.cornerStyle { parts.append("corner \(corner.rawValue)") }
            if let role = spec.role { parts.append("role \(role.rawValue)") }
            if spec.subtitle != nil { parts.append("subtitle") }
            if spec.showsActivityIndicator == true { parts.append("activity") }
            if let category = spec.contentSizeCategory { parts.append("text \(category.rawValue)") }
            if let direction = spec.layoutDirection { parts.append(direction.rawValue) }
            switch spec.width {
            case .fill?: parts.append("full width")
            case .points(let width)?: parts.append("width \(width == width.rounded() ? String(Int(width)) : String(width))")
            default: break
            }
            if let mode = spec.lineBreakMode { parts.append(mode.rawValue) }
            if let theme = spec.theme { parts.append("theme \(theme)") }
            // A system file's modes (Primer's light-hc beside its light): a row of their own.
            for (axis, value) in (spec.modes ?? [:]).sorted(by: { $0.key < $1.key }) { parts.append("\(axis) \(value)") }
            return parts.joined(separator: " · ")
        }
    }
}
