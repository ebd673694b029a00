import ButtonRenderModel

/// The ranges every number of a resolved button must fall in: those a spec's own fields of
/// the same kind are decoded with (`ButtonSpec`, `SpecValues`), so a number from a theme's
/// tokens (a height, a padding, an icon size, a shadow, a focus ring, a Dynamic Type factor)
/// is held to the limits a spec's number is. A spec's numbers are checked when it is decoded;
/// a theme's only become a button's here, after resolving, where a value of 1e308 would
/// otherwise reach layout's integer pixel sizes and stop the process.
public enum ResolvedButtonLimits {
    /// A container's height (`height`, `containerWidth`).
    public static let height: ClosedRange<Double> = 1...16384
    /// A fixed container width (`width`).
    public static let width: ClosedRange<Double> = 1...16384
    /// The widest a fitting button may grow: the parent's width less the margins, which may be
    /// below zero for a narrow parent.
    static let widthLimit: ClosedRange<Double> = -16384...16384
    /// Minimum sizes, touch targets, ripple radii and glow radii.
    package static let length: ClosedRange<Double> = 0...16384
    /// Each edge of the insets, the icon-side inset, the canvas padding and side margins
    /// (`insets`, `canvasPadding`).
    public static let inset: ClosedRange<Double> = 0...4096
    /// How far a legacy edge inset moves the title or image: half the difference of two
    /// edges of 0...4096.
    public static let offset: ClosedRange<Double> = -2048...2048
    /// Gaps and paddings between parts (`imagePadding`, `titlePadding`), stroke and focus
    /// ring widths and gaps (`stroke.width`).
    public static let gap: ClosedRange<Double> = 0...512
    /// A focus ring's gap: negative draws the ring inside the container's edge, as CSS's
    /// negative `outline-offset` does (Primer's -2 px, Carbon's inset ring).
    static let focusRingGap: ClosedRange<Double> = -512...512
    /// Font and icon sizes: a spec's `font.size` is 1...512, and the largest Dynamic Type
    /// sizes scale text up to about 3.1 times (53 over 17 points), so four times that.
    package static let textSize: ClosedRange<Double> = 1...2048
    /// Icon and spinner sizes (no spec field; as text, since they scale with it).
    static let iconSize: ClosedRange<Double> = 0...2048
    /// Letter spacing (`font.letterSpacing`).
    public static let letterSpacing: ClosedRange<Double> = -64...256
    /// Corner radii (`cornerRadius`).
    public static let cornerRadius: ClosedRange<Double> = 0...8192
    /// A shadow's offsets (`shadows[].x`, `y`).
    package static let shadowOffset: ClosedRange<Double> = -1024...1024
    /// A shadow's blur (`shadows[].blur`).
    static let shadowBlur: ClosedRange<Double> = 0...512
    /// A shadow's spread (`shadows[].spread`).
    static let shadowSpread: ClosedRange<Double> = -512...512
    /// A ripple's touch point (`ripple.x`, `ripple.y`).
    static let ripplePoint: ClosedRange<Double> = -4096...16384
    /// A title shadow's offset (`titleShadow`).
    static let titleShadowOffset: ClosedRange<Double> = -64...64
    /// Fractions: a colour's channels, a ripple's progress, an image's darkening and opacity.
    /// A hair of rounding past 1 is allowed (compositing two colours can land there).
    package static let fraction: ClosedRange<Double> = 0...(1 + 1e-9)
    /// The render scale (`scale`).
    public static let scale: ClosedRange<Double> = 1...3
}

extension ResolvedButton {
    /// Fails on the first number outside `ResolvedButtonLimits` with a `FieldError` on `theme`
    /// (`SpecProblem.themeValueOutOfRange`, naming the button's quantity, e.g. `height` or
    /// `shadows[1].blur`): the spec's own numbers were checked when it was decoded, so one out
    /// of range here came from the theme's tokens. `Resolver.resolve` calls it once, after the
    /// system's resolver and the text size rule.
    func checkLimits() throws(FieldError) {
        var check = LimitCheck()
        typealias L = ResolvedButtonLimits
        if let height { check("height", height, L.height) }
        switch width {
        case .points(let points): check("width", points, L.width)
        case .fitContent(let maximum): if let maximum { check("maximum width", maximum, L.widthLimit) }
        }
        check("minimum width", minimumSize.width, L.length)
        check("minimum height", minimumSize.height, L.length)
        check("touch target", touchTarget, L.length)
        check("insets", insets, L.inset)
        if let iconSideInset { check("icon-side inset", iconSideInset, L.inset) }
        if let canvasPadding { check("canvas padding", canvasPadding, L.inset) }
        if let sideMargin { check("side margin", sideMargin, L.inset) }
        check("title offset", titleOffset, L.offset)
        check("image offset", imageOffset, L.offset)
        check("title padding", titlePadding, L.gap)
        check("font", font)
        if let subtitle { check("subtitle font", subtitle.font); check("subtitle colour", subtitle.color) }
        func checkIcon(_ name: StaticString, _ icon: ResolvedIcon?) {
            guard let icon else { return }
            check("\(name) size", icon.size, L.iconSize)
            check("\(name) gap", icon.gap, L.gap)
            if let color = icon.color { check("\(name) colour", color) }
            if case .glyph(_, let background) = icon.source { check("\(name) background", background) }
        }
        checkIcon("icon", icon)
        checkIcon("menu indicator", trailingIndicator)
        checkIcon("spinner", spinnerReplacingTitle)
        if let stroke { check("stroke width", stroke.width, L.gap); check("stroke colour", stroke.color) }
        if let focusRing {
            check("focus ring width", focusRing.width, L.gap)
            check("focus ring gap", focusRing.gap, L.focusRingGap)
            check("focus ring colour", focusRing.color)
        }
        if case .points(let radii) = cornerRadius {
            check("top-left corner radius", radii.topLeft, L.cornerRadius)
            check("top-right corner radius", radii.topRight, L.cornerRadius)
            check("bottom-right corner radius", radii.bottomRight, L.cornerRadius)
            check("bottom-left corner radius", radii.bottomLeft, L.cornerRadius)
        }
        if shadows.count > ButtonSpec.maximumShadowCount {
            check.fail("number of shadows", Double(shadows.count), 0...Double(ButtonSpec.maximumShadowCount))
        }
        for (i, shadow) in shadows.enumerated() {
            check("shadows[\(i)].x", shadow.x, L.shadowOffset)
            check("shadows[\(i)].y", shadow.y, L.shadowOffset)
            check("shadows[\(i)].blur", shadow.blur, L.shadowBlur)
            check("shadows[\(i)].spread", shadow.spread, L.shadowSpread)
            check("shadows[\(i)] colour", shadow.color)
        }
        if let ripple {
            if let x = ripple.x { check("ripple x", x, L.ripplePoint) }
            if let y = ripple.y { check("ripple y", y, L.ripplePoint) }
            if let radius = ripple.radius { check("ripple radius", radius, L.length) }
            if let progress = ripple.progress { check("ripple progress", progress, L.fraction) }
            check("ripple colour", ripple.color)
        }
        if let titleShadow {
            check("title shadow offset", titleShadow.offset, L.titleShadowOffset)
            check("title shadow colour", titleShadow.color)
        }
        if let touchGlow { check("touch glow radius", touchGlow.radius, L.length); check("touch glow colour", touchGlow.color) }
        if let imageAdjustment {
            check("image darkening", imageAdjustment.darkening, L.fraction)
            check("image opacity", imageAdjustment.opacity, L.fraction)
        }
        check("label colour", labelColor)
        check("container colour", containerColor)
        check("state layer colour", stateLayer)
        check("background colour", background)
        check("scale", Double(scale), L.scale)
        if let failure = check.failure { throw failure }
    }
}

/// The first number out of range among those checked, as the `FieldError` on `theme` that
/// `ResolvedButton.checkLimits` throws. A quantity's name is an autoclosure, built only for
/// the failure: a button's few dozen checks pass with no string made (they are run for every
/// button of a run).
private struct LimitCheck {
    private(set) var failure: FieldError?

    /// Records `value` when it is not finite or outside `range` (and nothing failed before).
    mutating func callAsFunction(_ quantity: @autoclosure () -> String, _ value: Double, _ range: ClosedRange<Double>) {
        if failure == nil, !(value.isFinite && range.contains(value)) { fail(quantity(), value, range) }
    }

    /// Records a failure of `quantity` unless one is recorded already.
    mutating func fail(_ quantity: String, _ value: Double, _ range: ClosedRange<Double>) {
        guard failure == nil else { return }
        failure = FieldError(["theme"], .themeValueOutOfRange(quantity: quantity, value: value, allowed: range))
    }

    mutating func callAsFunction(_ quantity: @autoclosure () -> String, _ insets: EdgeInsets, _ range: ClosedRange<Double>) {
        self("\(quantity()) top", insets.top, range)
        self("\(quantity()) left", insets.left, range)
        self("\(quantity()) bottom", insets.bottom, range)
        self("\(quantity()) right", insets.right, range)
    }

    mutating func callAsFunction(_ quantity: @autoclosure () -> String, _ point: Point, _ range: ClosedRange<Double>) {
        self("\(quantity()) x", point.x, range)
        self("\(quantity()) y", point.y, range)
    }

    mutating func callAsFunction(_ quantity: @autoclosure () -> String, _ font: ResolvedFont) {
        self("\(quantity()) size", font.size, ResolvedButtonLimits.textSize)
        self("\(quantity()) letter spacing", font.letterSpacing, ResolvedButtonLimits.letterSpacing)
    }

    mutating func callAsFunction(_ quantity: @autoclosure () -> String, _ color: RGBAColor) {
        self("\(quantity()) red", color.red, ResolvedButtonLimits.fraction)
        self("\(quantity()) green", color.green, ResolvedButtonLimits.fraction)
        self("\(quantity()) blue", color.blue, ResolvedButtonLimits.fraction)
        self("\(quantity()) alpha", color.alpha, ResolvedButtonLimits.fraction)
    }
}
