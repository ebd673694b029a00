@testable import ButtonRenderModel
import XCTest
import ButtonRenderSupport

/// `ImageFileReference`: the one test of whether a spec's text names an image file, which the
/// icon fields, background images, path resolution, the path policy, a run's input files and
/// the verification keys all share.
final class ImageFileReferenceTests: XCTestCase {
    func testAnSVGOrPNGFileInAnyCaseIsAFile() {
        for value in ["star.svg", "star.png", "Star.SVG", "STAR.PNG", "icons/share.Svg", "../a b/c.pNg", ".svg", "ü.png"] {
            XCTAssertTrue(ImageFileReference.names(value), value)
        }
    }

    func testIconNamesAndOtherFilesAreNot() {
        for value in ["star", "add_shopping_cart", "svg", "png", "star.svgz", "star.svg.txt", "star.jpg", "star_svg", "star.sv g", ""] {
            XCTAssertFalse(ImageFileReference.names(value), value)
        }
    }

    /// Every place that asks agrees: an icon named in upper case is read from its file, and
    /// a background image must be a file in any case.
    func testTheSpecFieldsAskTheSameQuestion() throws {
        var spec = ButtonSpec(name: "b", title: "T")
        spec.icon = "Icons/Star.SVG"
        spec.resolveRelativePaths(against: "/specs")
        XCTAssertEqual(spec.icon, "/specs/Icons/Star.SVG", "an upper-case file name is made absolute")
        XCTAssertEqual(PathPolicy.references(in: spec).map(\.path), ["/specs/Icons/Star.SVG"])
        XCTAssertNoThrow(try ButtonSpec.checkBackgroundImage("Back.PNG", codingPath: []))
        XCTAssertThrowsError(try ButtonSpec.checkBackgroundImage("back", codingPath: []))
    }
}
