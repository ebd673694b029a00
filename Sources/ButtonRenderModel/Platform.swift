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
}
