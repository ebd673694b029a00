import ButtonRenderModel
import Foundation

/// The words a button shows and speaks, as the audit reads them from its spec and layout.
enum AccessibleText {
    /// The visible title as the spec wrote it: not uppercased (Material draws it in capitals,
    /// VoiceOver reads what was written), markup tags removed, the system's default "Button"
    /// when the spec gives no title. A UIKit glyph button with only a subtitle gives the
    /// subtitle. Empty when the button shows no text (icon-only buttons, Anatomy `iconOnly`
    /// even when the spec has a title, which that style does not draw). A UIKit pop-up button
    /// gives its selected menu item.
    static func visibleTitle(spec: ButtonSpec, layout: ButtonLayout) -> String {
        let button = layout.button
        if !button.title.isEmpty {
            // A UIKit pop-up button shows its selected menu item, whatever its title says.
            if spec.menuButtonKind == .popUp, let menu = spec.menu { return menu.selectedTitle }
            guard let written = spec.states?[button.state]?.title ?? spec.title else { return MaterialResolver.defaultTitle }
            if spec.titleMarkup == true, let parsed = try? TitleMarkup.parse(written) { return parsed.text }
            return written
        }
        return button.subtitle?.text ?? ""
    }

    /// The accessibility label VoiceOver reads: a non-blank `accessibilityLabel` (the spec's,
    /// or for a title-less UIKit glyph button the one UIKit gives its type, which the resolver
    /// sets), else the visible title.
    static func label(spec: ButtonSpec, layout: ButtonLayout) -> String {
        if let explicit = LabelText.nonBlank(spec.accessibilityLabel) ?? LabelText.nonBlank(layout.button.accessibilityLabel) { return explicit }
        return visibleTitle(spec: spec, layout: layout)
    }
}
