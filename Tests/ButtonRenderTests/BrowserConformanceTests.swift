@testable import ButtonRender
import Foundation
import XCTest

/// What we draw of a web system against what Chromium draws of the system's own published button
/// rules on the same tokens and fonts, button by button, at device scale 2: each page in
/// `Fixtures/conformance/` (rules written from the system's source, each naming its file and
/// commit) lists every style × size × state × appearance as an element `data-button=
/// "style/size/state/appearance"`; the test shoots the page, measures each button in the shot
/// and in our drawing of the system file the same way (`ButtonMeasurement`), and holds every
/// container colour within 2/255, the box, border, corner and focus ring within 0.25 pt, and
/// the label's ink box within 0.25 pt. A page's `known-differences` names where the system's
/// own implementation draws otherwise than its published token, which our drawing follows.
final class BrowserConformanceTests: XCTestCase {
    /// The device scale both are drawn at.
    static let scale = 2
    /// 0.25 pt at that scale, in pixels.
    static let geometryTolerance = 0.5
    /// A container colour's tolerance, per channel in levels of 255.
    static let colorTolerance = 2.0

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/conformance")

    func testFigmaSDSMatchesItsStylesheetInChromium() throws {
        try check(page: "figma-sds", systemFile: "Examples/systems/figma-sds.system.yaml", specSystem: nil)
    }

    func testGitHubPrimerMatchesItsStylesheetInChromium() throws {
        try check(page: "github-primer", systemFile: "Examples/systems/github-primer.system.yaml", specSystem: nil)
    }

    func testIBMCarbonMatchesItsStylesheetInChromium() throws {
        try check(page: "ibm-carbon", systemFile: "Examples/systems/ibm-carbon.system.yaml", specSystem: nil)
    }

    func testMaterial3MatchesMaterialWebInChromium() throws {
        try check(page: "material3", systemFile: "Sources/ButtonRenderModel/Tokens/material3.system.yaml", specSystem: "material3")
    }

    /// One button the page shows.
    struct PageButton: Decodable {
        var name: String
        var x: Double, y: Double, width: Double, height: Double
    }

    /// A difference the page declares, by a glob over button names, a measure and, optionally,
    /// the start of the difference's detail (`width` of `box`: only the width).
    struct KnownDifference: Decodable {
        var buttons: String
        var measure: String
        var detail: String?
        var why: String

        /// Whether this difference covers `difference` of `button`: its own measure (and the
        /// border when it is the fill: a border is told from the fill it lies on), and only the
        /// detail it names when it names one.
        func covers(_ button: String, _ difference: Difference) -> Bool {
            (difference.measure == measure || (measure == "fill" && difference.measure == "border"))
                && detail.map { difference.detail.hasPrefix($0) } ?? true && fnmatch(buttons, button, 0) == 0
        }
    }

    /// Shoots `page`, draws each of its buttons from `systemFile` (named `specSystem` in specs,
    /// or by its path), and compares them measure by measure; fails with every difference.
    private func check(page: String, systemFile: String, specSystem: String?) throws {
        let pageFile = Self.pages.appendingPathComponent("\(page).html")
        guard FileManager.default.fileExists(atPath: pageFile.path) else {
            return XCTFail("no conformance page \(pageFile.path)")
        }
        let systemPath = Self.repository.appendingPathComponent(systemFile).path
        let definition = try SystemFileReader.read(file: systemPath, paths: .anywhere, builtInThemes: specSystem != nil)
        // The browser's own device scale, as on a HiDPI display, not DevTools' emulated one.
        let browser = try ChromiumPipe(deviceScaleFactor: Self.scale)
        defer { browser.quit() }
        let session = try browser.open(pageFile.absoluteString, width: 1280, height: 900, deviceScaleFactor: nil)
        try browser.wait(for: "window.conformanceReady === true", in: session)
        let size = try browser.evaluate("JSON.stringify([document.documentElement.scrollWidth, document.documentElement.scrollHeight])", in: session) as? String ?? "[]"
        let extent = try JSONDecoder().decode([Int].self, from: Data(size.utf8))
        try browser.resize(session, width: extent[0], height: extent[1], deviceScaleFactor: nil)
        try browser.wait(for: "window.conformanceReady === true", in: session)
        let listed = try browser.evaluate("""
            JSON.stringify([...document.querySelectorAll('[data-button]')].map(e => { const r = e.getBoundingClientRect();
              return {name: e.dataset.button, x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; }))
            """, in: session) as? String ?? "[]"
        let buttons = try JSONDecoder().decode([PageButton].self, from: Data(listed.utf8))
        let knownText = try browser.evaluate("(document.getElementById('known-differences') || {textContent: '[]'}).textContent", in: session) as? String ?? "[]"
        let known = try JSONDecoder().decode([KnownDifference].self, from: Data(knownText.utf8))
        let pageColors = try browser.evaluate("""
            JSON.stringify(Object.fromEntries([...document.querySelectorAll('section.panel')].map(p =>
              [p.dataset.appearance, getComputedStyle(p).backgroundColor])))
            """, in: session) as? String ?? "{}"
        let backgrounds = try JSONDecoder().decode([String: String].self, from: Data(pageColors.utf8))
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(page)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        try browser.screenshot(session, to: shot)
        if let folder = ProcessInfo.processInfo.environment["BUTTONRENDER_CONFORMANCE_DUMP"] {
            try? FileManager.default.copyItem(at: shot, to: URL(fileURLWithPath: folder).appendingPathComponent("\(page).page.png"))
        }
        let screenshot = try PNGDecoder.decode(file: shot.path)

        // Every button the system defines is on the page, once per appearance.
        let sizes = definition.sizes.isEmpty ? ["-"] : definition.sizes.map(\.name)
        var expectedNames: Set<String> = []
        for style in definition.styles { for size in sizes { for state in definition.states { for appearance in ["light", "dark"] {
            expectedNames.insert("\(style.name)/\(size)/\(state.name)/\(appearance)")
        } } } }
        XCTAssertEqual(Set(buttons.map(\.name)), expectedNames, "the page shows every style × size × state × appearance of \(page)")

        let renderer = try ButtonRenderer()
        var failures: [String] = []
        var measured = 0
        for button in buttons {
            let parts = button.name.split(separator: "/").map(String.init)
            guard parts.count == 4, let state = definition.states.first(where: { $0.name == parts[2] })?.state,
                  let appearance = Appearance(rawValue: parts[3]), let page = backgrounds[parts[3]].flatMap(Self.cssColor) else {
                failures.append("\(button.name): not a button of \(page)'s system file"); continue
            }
            let title = definition.styles.first { $0.name == parts[0] }?.catalogTitle ?? "Button"
            var spec = ButtonSpec()
            spec.name = parts.joined(separator: "-")
            spec.system = ButtonSystem(registering: specSystem ?? systemPath)
            spec.style = ButtonStyle(rawValue: parts[0])
            if parts[1] != "-" { spec.size = parts[1] }
            spec.state = state
            spec.appearance = appearance
            spec.title = title
            let layout = try renderer.layout(spec)
            let drawn = try renderer.pixels(layout, scale: Self.scale)
            let ours = ShotImage(DecodedImage(width: drawn.width, height: drawn.height, rgba: drawn.rgba), over: page)
            let s = Double(Self.scale)
            let ourBox = ButtonMeasurement.Box.snapped(layout.container.rect, scale: s)
            let margin = 24 * Self.scale
            let bx = Int((button.x * s).rounded()) - margin, by = Int((button.y * s).rounded()) - margin
            let theirs = ShotImage(screenshot, over: page, x: bx, y: by, width: Int((button.width * s).rounded()) + 2 * margin,
                                   height: Int((button.height * s).rounded()) + 2 * margin)
            let theirBox = ButtonMeasurement.Box(x: button.x * s - Double(bx), y: button.y * s - Double(by), width: button.width * s, height: button.height * s)
            let pageColor = ShotColor(page, over: page)
            let a = ButtonMeasurement.measure(ours, page: pageColor, expected: ourBox)
            let b = ButtonMeasurement.measure(theirs, page: pageColor, expected: theirBox)
            measured += 1
            if let folder = ProcessInfo.processInfo.environment["BUTTONRENDER_CONFORMANCE_DUMP"] {
                // Both crops and both measurements, to look at a difference by hand.
                let stem = URL(fileURLWithPath: folder).appendingPathComponent(button.name.replacingOccurrences(of: "/", with: "-")).path
                try? Data(PNGEncoder.encode(rgba: drawn.rgba, width: drawn.width, height: drawn.height)).write(to: URL(fileURLWithPath: stem + ".ours.png"))
                func line(_ expected: ButtonMeasurement.Box, _ m: ButtonMeasurement) -> String {
                    "\(expected) \(m.box.map { "\($0)" } ?? "-") fill \(m.fill) border \(m.border.map { "\($0.color) \($0.width)" } ?? "-") radius \(m.radius.map { "\($0)" } ?? "-") label \(m.labelColor.map { "\($0)" } ?? "-") ink \(m.labelInk.map { "\($0)" } ?? "-") surround \(m.surround.map { "\($0.box)" } ?? "-")"
                }
                try? "\(line(ourBox, a))\n\(line(theirBox, b)) crop \(bx) \(by)\n"
                    .write(toFile: stem + ".txt", atomically: true, encoding: .utf8)
            }
            for difference in Self.differences(drawn: a, drawnOrigin: ourBox, shipped: b, shippedOrigin: theirBox)
            where !known.contains(where: { $0.covers(button.name, difference) }) {
                failures.append("\(button.name) · \(difference.measure): \(difference.detail)")
            }
        }
        XCTAssertEqual(measured, expectedNames.count, "every button measured")
        // The differences still open (each cause named in the file's header) are listed in
        // `<page>.open-differences.txt`: a new one fails, and so does a listed one that is gone
        // (the list only shrinks). BUTTONRENDER_CONFORMANCE_RECORD=1 writes the list anew.
        let openFile = Self.pages.appendingPathComponent("\(page).open-differences.txt")
        let header = (try? String(contentsOf: openFile, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("#") }.map(String.init) ?? []
        let open = Set(((try? String(contentsOf: openFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        if ProcessInfo.processInfo.environment["BUTTONRENDER_CONFORMANCE_RECORD"] == "1" {
            if failures.isEmpty, header.isEmpty { try? FileManager.default.removeItem(at: openFile); return }
            try (header + failures.sorted()).joined(separator: "\n").appending("\n").write(to: openFile, atomically: true, encoding: .utf8)
            return
        }
        let new = failures.filter { !open.contains($0) }, gone = open.subtracting(failures)
        XCTAssertTrue(new.isEmpty, "\(new.count) differences from Chromium on \(page).html that are not open in \(openFile.lastPathComponent):\n" + new.joined(separator: "\n"))
        XCTAssertTrue(gone.isEmpty, "\(gone.count) open differences of \(openFile.lastPathComponent) are gone: remove them from the list:\n" + gone.sorted().joined(separator: "\n"))
    }

    /// A measure that differs beyond its tolerance.
    struct Difference {
        var measure: String
        var detail: String
    }

    /// The measures of two measurements that differ beyond the tolerances, each relative to its
    /// own expected box's origin.
    static func differences(drawn a: ButtonMeasurement, drawnOrigin ao: ButtonMeasurement.Box,
                            shipped b: ButtonMeasurement, shippedOrigin bo: ButtonMeasurement.Box) -> [Difference] {
        var out: [Difference] = []
        func px(_ v: Double) -> String { String(format: "%.2f", v / Double(scale)) }
        switch (a.box, b.box) {
        case (let x?, let y?):
            for (name, p, q) in [("left", x.x - ao.x, y.x - bo.x), ("top", x.y - ao.y, y.y - bo.y),
                                 ("width", x.width, y.width), ("height", x.height, y.height)] where abs(p - q) > geometryTolerance {
                out.append(Difference(measure: "box", detail: "\(name) \(px(p)) pt drawn, \(px(q)) pt in Chromium"))
            }
            if a.fill.distance(to: b.fill) > colorTolerance {
                out.append(Difference(measure: "fill", detail: "\(a.fill) drawn, \(b.fill) in Chromium"))
            }
            switch (a.border, b.border) {
            case (let p?, let q?):
                if p.color.distance(to: q.color) > colorTolerance || abs(p.width - q.width) > geometryTolerance {
                    out.append(Difference(measure: "border", detail: "\(p.color) \(px(p.width)) pt drawn, \(q.color) \(px(q.width)) pt in Chromium"))
                }
            case (nil, nil): break
            case (let p, let q):
                out.append(Difference(measure: "border", detail: "\(p.map { "\($0.color)" } ?? "none") drawn, \(q.map { "\($0.color)" } ?? "none") in Chromium"))
            }
            if let p = a.radius, let q = b.radius, abs(p - q) > geometryTolerance {
                out.append(Difference(measure: "box", detail: "corner radius \(px(p)) pt drawn, \(px(q)) pt in Chromium"))
            }
        case (nil, nil): break
        case (let x, let y):
            out.append(Difference(measure: "box", detail: "container \(x == nil ? "not seen" : "seen") drawn, \(y == nil ? "not seen" : "seen") in Chromium (fills \(a.fill), \(b.fill))"))
        }
        let aOrigin = a.box ?? ao, bOrigin = b.box ?? bo
        switch (a.labelInk, b.labelInk) {
        case (let x?, let y?):
            for (name, p, q) in [("left", x.x - aOrigin.x, y.x - bOrigin.x), ("top", x.y - aOrigin.y, y.y - bOrigin.y),
                                 ("right", x.maxX - aOrigin.x, y.maxX - bOrigin.x), ("bottom", x.maxY - aOrigin.y, y.maxY - bOrigin.y)]
            where abs(p - q) > geometryTolerance {
                out.append(Difference(measure: "label", detail: "ink \(name) edge at \(px(p)) pt drawn, \(px(q)) pt in Chromium"))
            }
        case (nil, nil): break
        case (let x, let y):
            out.append(Difference(measure: "label", detail: "label \(x == nil ? "not seen" : "seen") drawn, \(y == nil ? "not seen" : "seen") in Chromium"))
        }
        // What lies around a box is compared where both have a box to measure it from.
        switch (a.box == nil || b.box == nil ? nil : a.surround, a.box == nil || b.box == nil ? nil : b.surround) {
        case (let x?, let y?) where !a.surroundIsFaint && !b.surroundIsFaint:
            for (name, p, q) in [("left", x.box.x - aOrigin.x, y.box.x - bOrigin.x), ("top", x.box.y - aOrigin.y, y.box.y - bOrigin.y),
                                 ("right", x.box.maxX - aOrigin.x, y.box.maxX - bOrigin.x), ("bottom", x.box.maxY - aOrigin.y, y.box.maxY - bOrigin.y)]
            where abs(p - q) > 1.0 {
                out.append(Difference(measure: "ring", detail: "around the box, \(name) extent \(px(p)) pt drawn, \(px(q)) pt in Chromium"))
            }
        case (nil, nil), (_?, _?): break
        case (let x, let y):
            out.append(Difference(measure: "ring", detail: "something around the box \(x == nil ? "absent" : "present") drawn, \(y == nil ? "absent" : "present") in Chromium"))
        }
        return out
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)` as the browser writes a computed colour.
    static func cssColor(_ text: String) -> RGBAColor? {
        let numbers = text.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        guard numbers.count >= 3 else { return nil }
        return RGBAColor(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers.count > 3 ? numbers[3] : 1)
    }
}
