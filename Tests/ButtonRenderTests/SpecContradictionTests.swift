@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// Fields that contradict each other are errors naming both, at the second field's line and
/// column; the spec's explicit fields are applied once, over the system's defaults.
final class SpecContradictionTests: XCTestCase {
    func testCornerStyleWithCornerRadiusIsALocatedError() throws {
        let error = try XCTUnwrap(specError("system: uikit\ncornerStyle: capsule\ncornerRadius: 4\n"))
        XCTAssertEqual(error.file, "bad.yaml")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 15)
        XCTAssertEqual(error.field, "cornerRadius")
        XCTAssertEqual(error.description, "bad.yaml:3:15: field 'cornerRadius': cornerRadius contradicts cornerStyle 'capsule', "
            + "which sets the radii; give one of them (cornerStyle 'fixed' takes cornerRadius)")
    }

    func testContradictionInAListIsLocatedAtItsItem() throws {
        let error = try XCTUnwrap(specError("- {title: A}\n- title: B\n  cornerRadius: 2\n  cornerStyle: large\n"))
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.field, "[1].cornerRadius")
        XCTAssertTrue(error.message.contains("cornerStyle 'large'"), error.message)
    }

    func testGlyphButtonTypeWithIconIsALocatedError() throws {
        let error = try XCTUnwrap(specError("system: uikit\nicon: add\nbuttonType: info\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.field, "icon")
        XCTAssertEqual(error.message, "icon contradicts buttonType 'info', which draws its own glyph; give one of them")
    }

    func testShadowsWithElevationIsALocatedError() throws {
        let error = try XCTUnwrap(specError("shadows: [{y: 2, blur: 4}]\nelevation: 3\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.field, "elevation")
        XCTAssertEqual(error.message, "elevation contradicts shadows, which replace the elevation's shadows; give one of them")
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(shadows: [], elevation: 2)))
    }

    func testIconAndImagePlacementStillReportedAsBefore() throws {
        let error = try XCTUnwrap(specError("iconPlacement: leading\nimagePlacement: top\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.field, "imagePlacement")
        XCTAssertEqual(error.message, "imagePlacement 'top' contradicts iconPlacement 'leading'; give one of them")
    }

    func testFieldsThatAgreeAreAccepted() throws {
        let fixed = try SpecLoader.load(text: "system: uikit\ncornerStyle: fixed\ncornerRadius: 3\n")[0].spec
        XCTAssertEqual(try Resolver.resolve(fixed).cornerRadius, .all(3))
        let same = try SpecLoader.load(text: "iconPlacement: top\nimagePlacement: top\n")[0].spec
        XCTAssertEqual(same.placement, .top)
        XCTAssertNoThrow(try SpecLoader.load(text: "system: uikit\nbuttonType: system\nicon: add\n"))
    }

    func testSpecBuiltInCodeFailsToResolveWithAFieldError() {
        let spec = ButtonSpec(system: .uikit, cornerRadius: 4, cornerStyle: .capsule)
        XCTAssertThrowsError(try Resolver.resolve(spec)) { error in
            XCTAssertEqual(error as? FieldError, FieldError(["cornerRadius"],
                "cornerRadius contradicts cornerStyle 'capsule', which sets the radii; give one of them (cornerStyle 'fixed' takes cornerRadius)"))
        }
        // A render run locates it at the spec's source, as any field error.
        let located = SpecSource.inline("code").locate(FieldError(["cornerRadius"], "x"))
        XCTAssertEqual(located.field, "cornerRadius")
    }

    func testOverridesReplaceEverySystemsDefaultOnce() throws {
        // The system's default radius, then the spec's, whatever the system. Defaults are in
        // points, except Material 3's full (capsule) shape (md.sys.shape.corner-full).
        for system in DesignSystems.all.map(\.id) {
            let base = try Resolver.resolve(ButtonSpec(system: system))
            if case .halfHeight = base.cornerRadius, system != .material3 { XCTFail("\(system): a default radius in points") }
            let custom = try Resolver.resolve(ButtonSpec(system: system, cornerRadius: .radii(CornerRadii(all: 7))))
            XCTAssertEqual(custom.cornerRadius, .all(7), "\(system)")
            XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: system, cornerRadius: .capsule)).cornerRadius, .halfHeight, "\(system)")
        }
        // A capsule's radius is half the height layout settles on.
        XCTAssertEqual(ResolvedCornerRadius.halfHeight.radii(height: 36), CornerRadii(all: 18))
        XCTAssertEqual(ResolvedCornerRadius(.radii(CornerRadii(all: 2))).radii(height: 36), CornerRadii(all: 2))
        // UIKit's fixed corner style takes the spec's radius; without one, the dynamic radius.
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: .uikit, cornerRadius: 9, cornerStyle: .fixed)).cornerRadius, .all(9))
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: .uikit, cornerStyle: .fixed)).cornerRadius,
                       try Resolver.resolve(ButtonSpec(system: .uikit, cornerStyle: .dynamic)).cornerRadius)
    }
}
