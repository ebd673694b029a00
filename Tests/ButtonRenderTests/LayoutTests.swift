@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
import XCTest

/// The layout stage: container size, content placement, truncation, canvas padding.
final class LayoutTests: XCTestCase {
    private func layout(_ s: ButtonSpec) throws -> ButtonLayout { try sharedRenderer.layout(s) }

    func testShortLabelsGetTheMinimumSize() throws {
        let l = try layout(ButtonSpec(style: .text, title: "OK"))
        XCTAssertEqual(l.container.rect.width, 64)
        XCTAssertEqual(l.container.rect.height, 36)
        XCTAssertEqual(l.canvasSize, Size(width: 64, height: 36))  // no shadows: no padding
        XCTAssertEqual(l.touchTarget, Rect(x: 0, y: -6, width: 64, height: 48))
    }

    func testHugWidthIsInsetsPlusLabelRoundedUp() throws {
        let l = try layout(ButtonSpec(style: .text, title: "Add to cart"))
        let label = try XCTUnwrap(l.label)
        XCTAssertEqual(l.container.rect.width, (32 + label.frame.width).rounded(.up))
        XCTAssertGreaterThan(label.frame.width, 70)
        XCTAssertEqual(label.frame.midX, l.container.rect.midX, accuracy: 0.01)
        XCTAssertEqual(label.frame.midY, l.container.rect.midY, accuracy: 0.01)
        XCTAssertFalse(label.text.isTruncated)
    }

    func testLeadingAndTrailingIcon() throws {
        let leading = try layout(ButtonSpec(style: .contained, title: "Add", icon: "add"))
        let icon = try XCTUnwrap(leading.icon), label = try XCTUnwrap(leading.label)
        XCTAssertEqual(icon.frame.width, 18)
        // Hugging rounds the width up to whole points; the slack is shared by both sides.
        let slack = leading.container.rect.width - (12 + 18 + 8 + label.frame.width + 16)
        XCTAssertTrue((0..<1).contains(slack))
        XCTAssertEqual(icon.frame.minX, leading.container.rect.minX + 12 + slack / 2, accuracy: 0.01)  // icon-side padding
        XCTAssertEqual(label.frame.minX - icon.frame.maxX, 8, accuracy: 0.01)                          // gap
        XCTAssertEqual(leading.container.rect.maxX - label.frame.maxX, 16 + slack / 2, accuracy: 0.01)
        let trailing = try layout(ButtonSpec(style: .contained, title: "Add", icon: "add", iconPlacement: .trailing))
        XCTAssertGreaterThan(try XCTUnwrap(trailing.icon).frame.minX, try XCTUnwrap(trailing.label).frame.maxX)
        XCTAssertEqual(trailing.container.rect.maxX - trailing.icon!.frame.maxX, 12 + slack / 2, accuracy: 0.01)
    }

    func testRightToLeftLabelMirrorsTheIcon() throws {
        let l = try layout(ButtonSpec(style: .contained, title: "حفظ الملف", icon: "add"))
        XCTAssertTrue(try XCTUnwrap(l.label).text.isRightToLeft)
        XCTAssertGreaterThan(try XCTUnwrap(l.icon).frame.minX, try XCTUnwrap(l.label).frame.maxX, "leading is on the right")
        let trailing = try layout(ButtonSpec(style: .contained, title: "שמור", icon: "add", iconPlacement: .trailing))
        XCTAssertLessThan(try XCTUnwrap(trailing.icon).frame.maxX, try XCTUnwrap(trailing.label).frame.minX)
    }

    func testFixedWidthTruncatesWithEllipsis() throws {
        let l = try layout(ButtonSpec(style: .text, title: "A very long label that cannot fit", width: .points(100)))
        let label = try XCTUnwrap(l.label)
        XCTAssertEqual(l.container.rect.width, 100)
        XCTAssertTrue(label.text.isTruncated)
        XCTAssertLessThanOrEqual(label.frame.width, 100 - 32 + 0.01)
    }

    func testFillWidth() throws {
        let l = try layout(ButtonSpec(title: "Go", width: .fill, containerWidth: 288))
        XCTAssertEqual(l.container.rect.width, 288)
        XCTAssertThrowsError(try layout(ButtonSpec(width: .fill))) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["containerWidth"])
        }
    }

    func testCanvasPaddingHoldsTheShadows() throws {
        let l = try layout(ButtonSpec(style: .contained, title: "Go"))
        // Elevation 2 (MDC iOS): the ambient shadow (blur 1.775, sigma 0.888, no offset) reaches
        // 2.66 around; the key shadow (sigma 0.666 at y 2.423) 2.0 + 2.42 = 4.42 below.
        XCTAssertEqual(l.container.rect.minY, 3)
        XCTAssertEqual(l.canvasSize.height - l.container.rect.maxY, 5)
        XCTAssertEqual(l.container.rect.minX, 3)
        // Web's: the ambient blur 5 (sigma 2.5) at y 1 reaches 7.5 + 1 below and 7.5 - 1 above.
        let web = try layout(ButtonSpec(style: .contained, title: "Go", shadowModel: .web))
        XCTAssertEqual(web.container.rect.minY, 7)
        XCTAssertEqual(web.canvasSize.height - web.container.rect.maxY, 9)
        XCTAssertEqual(web.container.rect.minX, 8)
        let explicit = try layout(ButtonSpec(style: .contained, canvasPadding: InsetsValue(EdgeInsets(all: 2))))
        XCTAssertEqual(explicit.container.rect.minX, 2)
    }

    func testCornerRadii() throws {
        XCTAssertEqual(try layout(ButtonSpec(style: .text, cornerRadius: .capsule)).container.radii, CornerRadii(all: 18))
        let huge = try layout(ButtonSpec(style: .text, title: "OK", cornerRadius: .radii(CornerRadii(all: 100))))
        XCTAssertEqual(huge.container.radii, CornerRadii(all: 18), "radii are fitted as CSS does")
    }

    func testStrokeAlignment() throws {
        func stroke(_ a: StrokeAlignment) throws -> PlacedStroke {
            try XCTUnwrap(try layout(ButtonSpec(style: .outlined, stroke: StrokeSpec(width: 2, alignment: a))).stroke)
        }
        let inside = try stroke(.inside), center = try stroke(.center), outside = try stroke(.outside)
        XCTAssertEqual(inside.outer.rect.width - inside.inner.rect.width, 4)
        XCTAssertEqual(inside.inner.radii, CornerRadii(all: 2))
        XCTAssertEqual(center.outer.radii, CornerRadii(all: 5))
        XCTAssertEqual(outside.inner.radii, CornerRadii(all: 4))
        XCTAssertEqual(try layout(ButtonSpec(style: .outlined, stroke: StrokeSpec(width: 2, alignment: .outside))).container.rect.minX, 2)
    }

    func testRipplePlacement() throws {
        let touch = try layout(ButtonSpec(style: .text, title: "OK", ripple: RippleSpec(x: 10, y: 10)))
        let r0 = try XCTUnwrap(touch.ripple, "without a progress the ink shows where it was touched")
        XCTAssertEqual(r0.center, Point(x: 10, y: 10))
        // MDC scales the final circle from min(w, h) / 300 within 0.2...0.6: 36 / 300 -> 0.2.
        XCTAssertEqual(r0.radius, (hypot(64, 36) / 2 + 10) * 0.2, accuracy: 1e-9)
        let frame1 = try layout(ButtonSpec(style: .text, title: "OK", ripple: RippleSpec(x: 10, y: 10, progress: 1)))
        // The 333 ms group stops the 333 ms spread 250 ms in.
        let settled = Easing.standard(250.0 / 333)
        XCTAssertEqual(settled, 0.9596, accuracy: 1e-4)
        XCTAssertEqual(try XCTUnwrap(frame1.ripple).center.x, 10 + (32 - 10) * settled, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(frame1.ripple).center.y, 10 + (18 - 10) * settled, accuracy: 1e-9)
        let final = hypot(64.0, 36.0) / 2 + 10
        XCTAssertEqual(try XCTUnwrap(frame1.ripple).radius, final * 0.2 + final * 0.8 * settled, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(frame1.ripple).color, try XCTUnwrap(touch.ripple).color, "full strength at the end")
        let unbounded = try layout(ButtonSpec(style: .text, title: "OK", ripple: RippleSpec(x: 0, y: 0, radius: 20, bounded: false)))
        XCTAssertEqual(unbounded.container.rect.minX, 20, "unbounded ink gets canvas room")
    }

    /// The initial scale follows the container's shorter side (`MDCInkLayer`'s
    /// `MDCInkLayerScaleDivisor`, clamped to `MDCInkLayerScaleStartMin` and `Max`).
    func testInkStartsFromMDCsScale() {
        XCTAssertEqual(InkTiming.initialScale(width: 119, height: 36), 0.2)
        XCTAssertEqual(InkTiming.initialScale(width: 150, height: 90), 0.3, accuracy: 1e-12)
        XCTAssertEqual(InkTiming.initialScale(width: 400, height: 400), 0.6)
    }

    /// MDC's touch-down animation group, by hand (issue 25, item 3): 333 ms in all; nothing
    /// for 83 ms, a linear fade-in over the next 83 ms, the spread eased over 333 ms from the
    /// end of the delay and clipped by the group. On a 119x36 button the radius is 15.0, 28.0
    /// and 46.8 pt at 104, 166 and 208 ms (it was 37.6, 45.6 and 56.8 pt from 0.6 of half the
    /// diagonal on a 416 ms timeline).
    func testRippleFollowsMDCInkTiming() throws {
        func ripple(_ milliseconds: Double, width: Double? = nil) throws -> PlacedRipple? {
            var spec = ButtonSpec(style: .contained, title: "OK", ripple: RippleSpec(x: 10, y: 10, progress: milliseconds / 333))
            spec.width = width.map { .points($0) }
            return try layout(spec).ripple
        }
        XCTAssertEqual(InkTiming.duration, 333)
        XCTAssertNil(try ripple(0), "no ink at touch-down")
        XCTAssertNil(try ripple(83), "no ink until the delay is over")
        for (time, radius) in [(104.0, 14.98), (166, 27.99), (208, 46.80)] {
            XCTAssertEqual(try XCTUnwrap(try ripple(time, width: 119)).radius, radius, accuracy: 0.01, "\(time) ms")
        }
        let full = try XCTUnwrap(try ripple(333))
        // 124.5 ms: half-way through the fade-in, 41.5 ms into the spread.
        let half = try XCTUnwrap(try ripple(124.5))
        XCTAssertEqual(half.color.alpha, full.color.alpha / 2, accuracy: 1e-9)
        let s = Easing.standard(41.5 / 333)
        let container = try layout(ButtonSpec(style: .contained, title: "OK")).container.rect
        let final = hypot(container.width, container.height) / 2 + 10, initial = final * 0.2
        XCTAssertEqual(half.radius, initial + (final - initial) * s, accuracy: 1e-9)
        XCTAssertEqual(half.center.x, container.minX + 10 + (container.width / 2 - 10) * s, accuracy: 1e-9)
        // 166 ms: fully faded in, still spreading.
        let opaque = try XCTUnwrap(try ripple(166))
        XCTAssertEqual(opaque.color.alpha, full.color.alpha, accuracy: 1e-9)
        XCTAssertLessThan(opaque.radius, full.radius)
        var last = 0.0
        for step in 1...20 {
            let r = try XCTUnwrap(try ripple((Double(step) / 20 * 0.75 + 0.25) * 333))
            XCTAssertGreaterThanOrEqual(r.radius, last, "the ink only grows")
            last = r.radius
        }
    }

    func testEasingEndsAndMonotonicity() {
        XCTAssertEqual(Easing.standard(0), 0, accuracy: 1e-9)
        XCTAssertEqual(Easing.standard(1), 1, accuracy: 1e-9)
        XCTAssertGreaterThan(Easing.standard(0.5), 0.5)  // decelerating curve
    }

    func testUnknownIconAndFontAreFieldErrors() {
        XCTAssertThrowsError(try layout(ButtonSpec(icon: "no_such_icon_name"))) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["icon"])
        }
        XCTAssertThrowsError(try layout(ButtonSpec(font: FontSpec(family: "Comic Sans")))) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["font", "family"])
            XCTAssertTrue("\(error)".contains("Roboto"))
        }
    }

    func testTallFontGrowsTheButton() throws {
        let l = try layout(ButtonSpec(title: "Big", font: FontSpec(size: 40)))
        XCTAssertGreaterThan(l.container.rect.height, 36 + 10)
        XCTAssertEqual(try layout(ButtonSpec(title: "Big", height: 30)).container.rect.height, 30)
    }
}
