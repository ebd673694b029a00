@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// Large text outside UIKit (issue 11, item 4): titles, subtitles and icons follow the theme's
/// `dynamicType` table (iOS Body sizes, 17 pt at Large to 53 pt at AX5, for Anatomy, Obsidian
/// and Material 3; MDC iOS's own button curve, 14 pt at Large to 30 pt at AX5, for Material),
/// heights stay minimums.
final class LargeTextTests: XCTestCase {
    func resolved(_ system: ButtonSystem, _ category: ContentSizeCategory?, title: String = "Save",
                  icon: String? = "bookmark_border") throws -> ResolvedButton {
        var spec = ButtonSpec(system: system, title: title)
        spec.icon = icon
        spec.contentSizeCategory = category
        return try Resolver.resolve(spec)
    }

    func testTitlesAndIconsScaleByTheBodySizeTable() throws {
        for system in [ButtonSystem.anatomy, .obsidian, .material3] {
            let base = try resolved(system, nil), large = try resolved(system, .large)
            XCTAssertEqual(large, base, "\(system)")
            for (category, body) in [(ContentSizeCategory.xSmall, 14.0), (.xxxLarge, 23), (.AX2, 33), (.AX5, 53)] {
                let scaled = try resolved(system, category)
                XCTAssertEqual(scaled.font.size, base.font.size * body / 17, accuracy: 1e-9, "\(system) \(category)")
                XCTAssertEqual(scaled.icon?.size, ((base.icon?.size ?? 0) * body / 17).rounded(), "\(system) \(category)")
                XCTAssertEqual(scaled.minimumSize, base.minimumSize, "\(system) \(category): minimums stay")
                XCTAssertEqual(scaled.insets, base.insets, "\(system) \(category): insets stay")
            }
        }
    }

    /// MDC iOS scales its button label by `MDCFontScaler`'s MDCTextStyleButton curve (issue 25,
    /// item 1), not by UIKit's Body ratio (which drew 32.94 pt at AX3 and 43.6 pt at AX5).
    func testMaterialFollowsMDCsButtonCurve() throws {
        let curve: [(ContentSizeCategory, Double)] = [
            (.xSmall, 11), (.small, 12), (.medium, 13), (.large, 14), (.xLarge, 16), (.xxLarge, 18), (.xxxLarge, 20),
            (.AX1, 22), (.AX2, 24), (.AX3, 26), (.AX4, 28), (.AX5, 30),
        ]
        let base = try resolved(.material, nil)
        XCTAssertEqual(base.font.size, 14)
        for (category, size) in curve {
            let scaled = try resolved(.material, category)
            XCTAssertEqual(scaled.font.size, size, accuracy: 1e-9, "\(category)")
            XCTAssertEqual(scaled.icon?.size, ((base.icon?.size ?? 0) * size / 14).rounded(), "\(category)")
            XCTAssertEqual(scaled.minimumSize, base.minimumSize, "\(category): minimums stay")
            XCTAssertEqual(scaled.insets, base.insets, "\(category): insets stay")
        }
    }

    func testAnAX5ButtonGrowsWithItsLabel() throws {
        let renderer = sharedRenderer
        for system in [ButtonSystem.material, .anatomy, .obsidian, .material3] {
            var spec = ButtonSpec(system: system, title: "Save")
            spec.width = .hug  // Anatomy fills its parent by default
            let normal = try renderer.layout(spec)
            spec.contentSizeCategory = .AX5
            let large = try renderer.layout(spec)
            XCTAssertGreaterThan(large.container.rect.height, normal.container.rect.height, "\(system)")
            XCTAssertGreaterThan(large.container.rect.width, normal.container.rect.width * 1.5, "\(system)")
            // The label still fits inside the container, with the system's vertical insets.
            let label = try XCTUnwrap(large.label)
            XCTAssertLessThanOrEqual(label.frame.maxY, large.container.rect.maxY, "\(system)")
        }
    }

    func testButtonsWithoutATitleKeepTheirFixedSize() throws {
        var spec = ButtonSpec(system: .anatomy, title: "")
        spec.style = .iconOnly
        spec.icon = "share"
        spec.accessibilityLabel = "Share"
        let normal = try Resolver.resolve(spec)
        spec.contentSizeCategory = .AX5
        XCTAssertEqual(try Resolver.resolve(spec).icon, normal.icon)
    }

    func testUIKitScalesByItsOwnResolverOnly() throws {
        // UIKit's resolver already scales each size's title (17 × 53/17 = 53 pt at AX5);
        // the rule must not scale it a second time.
        XCTAssertEqual(DesignSystem.uikit.largeText, .resolverScales)
        XCTAssertEqual(try resolved(.uikit, .AX5, icon: nil).font.size, 53, accuracy: 1e-9)
    }

    func testEverySystemThatScalesHasTheTableInItsTokens() throws {
        for system in DesignSystems.all where system.largeText == .bodySizeTable {
            let theme = try ThemeContext(spec: ButtonSpec(system: system.id), registeredSystem: system.id)
            for category in ContentSizeCategory.allCases {
                XCTAssertGreaterThan(try theme.dimension("dynamicType.\(category.rawValue)"), 0, "\(system.id) \(category)")
            }
        }
    }
}
