/// The platform a design system's buttons ship on, as its system file says (`platform:`): it
/// decides what the file leaves unsaid, first of all how text and boxes are laid out
/// (`boxModel`).
public enum Platform: String, CaseIterable, Hashable, Sendable {
    /// A web page: buttons are HTML and CSS, drawn as a browser draws them.
    case web
    /// iOS: buttons are UIKit's, their titles placed as UIKit places them.
    case ios
    /// Android: buttons are views or Compose, their boxes in whole points as on iOS.
    case android

    /// How this platform lays out a button's box and label.
    public var boxModel: BoxModel { self == .web ? .css : .uikit }

    /// The touch target a system file on this platform is audited against when it gives no
    /// `touchTargetMinimum`: on the web WCAG 2.2's Target Size (Minimum), 24 × 24 CSS pixels
    /// (success criterion 2.5.8, level AA; 2.5.5's 44 × 44 is the enhanced level, AAA); on
    /// iOS Apple's Human Interface Guidelines' 44 × 44 points; on Android Material's 48 × 48 dp.
    public var defaultTouchTargetMinimum: Double {
        switch self {
        case .web: 24
        case .ios: 44
        case .android: 48
        }
    }

    /// The rule `defaultTouchTargetMinimum` comes from, as the audit names it.
    public var touchTargetRule: String {
        switch self {
        case .web: "WCAG 2.2 target size, minimum (2.5.8, AA)"
        case .ios: "Apple Human Interface Guidelines"
        case .android: "Material accessibility guidance"
        }
    }

    /// The screen-reader wording a system file on this platform uses when it names none
    /// (`voiceOver:`): a browser's button as NVDA reads it on the web, UIKit's elsewhere.
    public var defaultVoiceOver: String { self == .web ? "web" : "uikit" }
}
