import ButtonRenderModel

/// The accessibility labels UIKit gives its standard button types, which VoiceOver reads when
/// the button has no title and the app sets no `accessibilityLabel` of its own.
///
/// Apple's pages for `UIButton.ButtonType` name each type's purpose but print no label, so each
/// value below says where it comes from:
/// - `info` and `detailDisclosure`: "More Info". Apps' UI tests find these system buttons
///   (a map callout's detail-disclosure accessory, an info button) as `app.buttons["More Info"]`:
///   the label iOS gives them, read by VoiceOver as "More Info. Button.".
/// - `close`: "Close". Apple documents the type as "a close button to dismiss panels and
///   views"; the label is its action, as VoiceOver reads the system close button.
/// - `contactAdd`: "Add", the action of its "+" glyph. Not confirmed in a published source:
///   an estimate, as the `[est]` values of the uikit theme are.
/// - `system` and `custom` draw no glyph and have no built-in label.
extension UIKitButtonType {
    /// What VoiceOver reads for a title-less button of this type, or nil when UIKit gives none.
    var voiceOverLabel: String? {
        switch self {
        case .info, .detailDisclosure: return "More Info"
        case .close: return "Close"
        case .contactAdd: return "Add"
        case .system, .custom: return nil
        }
    }
}
