@testable import ButtonRenderModel
import Foundation
import XCTest
import ButtonRenderSupport

/// A spec's relative file references are made absolute by their text (`LexicalPath`): each
/// gives exactly what Foundation's URLs gave before it, kept here as the reference.
final class LexicalPathTests: XCTestCase {
    private func reference(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
    }

    func testMatchesFoundationsJoinAndStandardising() {
        let decomposed = "e\u{301}"  // "é" as two scalars: kept as written, never recomposed
        let folders = ["/a/b", "/a/b/", "/", "/a/./b", "/a/../b", "/a//b", "/a b/c%20d", "/../a", "rel/dir", "./rel", "../up", "",
                       "/x/\(decomposed)", "/\u{1F600}/\u{0663}"]
        let paths = ["x.svg", "./x.svg", "../x.svg", "../../../../x.svg", "a//b.svg", "a/./b/../c.svg", "dir/", "..", ".", "a/..",
                     "%41.svg", "\u{E9}/\u{FC}.svg", "\(decomposed).svg", "x?.svg", "#x.svg", "a;b.svg", "~/x.svg", "...", "..a/b",
                     "a/...//b", "", "/abs/../kept.svg", "themes/acme.tokens.json", "acme.system.yaml"]
        for folder in folders {
            for path in paths {
                let expected = reference(path, in: folder)
                let lexical = LexicalPath.absolute(path, in: folder)
                XCTAssertEqual(Array(lexical.utf8), Array(expected.utf8), "'\(path)' in '\(folder)': \(lexical) against \(expected)")
            }
        }
    }

    func testLastComponentMatchesNSString() {
        let paths = ["/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", "/a/b/", "/a/b//", "/", "",
                     "name.ttf", "dir/name.ttf", "/name", "a/b/../c", "/a/./", "./", "..", "/\u{E9}/\u{1F600}.otf", "e\u{301}/x y.ttf"]
        for path in paths {
            XCTAssertEqual(LexicalPath.lastComponent(of: path), (path as NSString).lastPathComponent, "'\(path)'")
        }
        // Slashes only (NSString gives "" for two or more): the root.
        XCTAssertEqual(LexicalPath.lastComponent(of: "//"), "/")
        XCTAssertEqual(LexicalPath.lastComponent(of: "///"), "/")
    }

    func testASpecsReferencesAreMadeAbsolute() {
        var spec = ButtonSpec()
        spec.icon = "icons/../icons/star.svg"
        spec.theme = "./acme.tokens.json"
        spec.system = ButtonSystem(rawValue: "systems//acme.system.yaml")
        spec.backgroundImage = "../common/paper.png"
        spec.resolveRelativePaths(against: "/work/specs")
        XCTAssertEqual(spec.icon, "/work/specs/icons/star.svg")
        XCTAssertEqual(spec.theme, "/work/specs/acme.tokens.json")
        XCTAssertEqual(spec.system?.rawValue, "/work/specs/systems/acme.system.yaml")
        XCTAssertEqual(spec.backgroundImage, "/work/common/paper.png")
    }
}
