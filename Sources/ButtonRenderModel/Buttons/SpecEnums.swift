/// The interaction state a button is drawn in. Each system accepts the states it has:
/// `pressed` is a synonym of `highlighted`; `loading` belongs to the Anatomy system (UIKit
/// shows a spinner with `showsActivityIndicator`).
public enum ButtonState: String, SpecEnum {
    case normal, highlighted, focused, hovered, selected, disabled, loading, pressed
}

/// Where the icon (UIKit: image) sits relative to the label, in reading order: `leading` is
/// the left in a left-to-right layout and the right in a right-to-left one.
public enum IconPlacement: String, SpecEnum {
    case leading, trailing, top, bottom
}

/// UIKit's `UIButton.ButtonType`: the non-custom types draw a standard glyph.
public enum UIKitButtonType: String, SpecEnum {
    case system, custom, detailDisclosure, info, contactAdd, close
}

/// UIKit's `UIButton.Configuration.Size`.
public enum UIKitButtonSize: String, SpecEnum {
    case mini, small, medium, large
}

/// UIKit's `UIButton.Configuration.CornerStyle`.
public enum UIKitCornerStyle: String, SpecEnum {
    case fixed, dynamic, small, medium, large, capsule
}

/// UIKit's `UIButton.Role`.
public enum UIKitRole: String, SpecEnum {
    case normal, primary, cancel, destructive
}

/// How a title that does not fit is broken or cut (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, SpecEnum {
    case wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail
}

/// Dynamic Type content size categories, smallest to largest.
public enum ContentSizeCategory: String, SpecEnum {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5
}

/// The direction content is laid out in; right-to-left mirrors leading and trailing.
public enum LayoutDirection: String, SpecEnum {
    case leftToRight, rightToLeft
}

/// Light or dark colour scheme.
public enum Appearance: String, SpecEnum {
    case light, dark
}

/// Where a stroke lies relative to the container's edge.
public enum StrokeAlignment: String, SpecEnum {
    case inside, center, outside
}

/// An output file format. `apng` is an animated PNG: a button's spinner turning, or a pressed
/// Material button's ink from touch to the settled press (a still button or sheet is one frame).
public enum OutputFormat: String, SpecEnum {
    case png, svg, pdf, apng

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}

/// How an elevation becomes shadows: MDC iOS's `MDCShadowLayer` (an ambient and a key shadow,
/// the seed's platform, Material's default) or Material Components Web's three box-shadows
/// (umbra, penumbra, ambient; the other systems' default for a spec's `elevation`).
public enum ShadowModel: String, SpecEnum {
    case ios, web
}
