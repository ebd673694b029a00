import ButtonRenderModel

/// How a design system follows the text size a user chose (`contentSizeCategory`, iOS's
/// Dynamic Type). Heights and insets stay as the system sets them: they are minimums, so a
/// larger label grows its button (layout measures it).
public enum LargeTextRule: Equatable, Sendable {
    /// The system's resolver scales its own text (UIKit: each size's title and subtitle from
    /// its Dynamic Type table).
    case resolverScales
    /// Title, subtitle, icon and spinner of a button with a title scale by the theme's
    /// `dynamicType` table: its size at the spec's category over its size at `large` (iOS's
    /// Body sizes in most themes; Material's table is MDC iOS's own button curve). Buttons
    /// without a title (icon-only, icon buttons) keep their fixed size, as iOS leaves such
    /// controls to the Large Content Viewer.
    case bodySizeTable
    /// As `bodySizeTable`, with the table's tokens in the group named (`<group>.<category>`
    /// over `<group>.large`): a system file's `largeText: {scaleBy: group}`.
    case scaleByTable(String)
    /// Text keeps its size whatever the category (a system file's `largeText: none`; what a
    /// text-size mode of its tokens gives still applies).
    case fixed

    /// The token group the text scales by, or nil when it does not scale here.
    var table: String? {
        switch self {
        case .bodySizeTable: return "dynamicType"
        case .scaleByTable(let group): return group
        case .resolverScales, .fixed: return nil
        }
    }

    /// Scales `button`'s text for `spec.contentSizeCategory`, reading the table from `theme`.
    /// The default category (`large`), `resolverScales` and `fixed` leave it unchanged.
    package func apply(to button: inout ResolvedButton, spec: ButtonSpec, theme: () throws -> ThemeContext) throws {
        guard let table, let category = spec.contentSizeCategory, category != .large,
              !button.title.isEmpty else { return }
        let context = try theme()
        for name in ["\(table).\(category.rawValue)", "\(table).large"] where !context.tokens.contains(name) {
            throw FieldError(["contentSizeCategory"], .described(
                "the system scales text by the '\(table)' table of its tokens (largeText), which has no token '\(name)'; "
                + "add the table (a dimension per text size, xSmall to AX5) to the tokens, or give the system file largeText: none"))
        }
        let factor = try context.dimension("\(table).\(category.rawValue)") / context.dimension("\(table).large")
        button.font.size *= factor
        if var subtitle = button.subtitle {
            subtitle.font.size *= factor
            button.subtitle = subtitle
        }
        if var icon = button.icon {
            icon.size = (icon.size * factor).rounded()
            button.icon = icon
        }
        if var spinner = button.spinnerReplacingTitle {
            spinner.size = (spinner.size * factor).rounded()
            button.spinnerReplacingTitle = spinner
        }
    }
}
