import Foundation
import ButtonRenderSupport

/// A team's shipped button against its system file (`render-cli conform`): draws the button
/// the spec names, finds the shipped button in its picture (a page of any colour, a margin, a
/// shadow or a focus ring around it), measures both the same way (`ButtonMeasurement`) and
/// reports each measure that differs beyond its tolerance, with the slot and token chain the
/// drawn value came from.
public enum Conformance {
    /// How far a measure may differ and still conform.
    public struct Tolerance: Sendable {
        /// Lengths (box, corner, border, label, ring), in points.
        public var geometry: Double
        /// Colours, per channel in levels of 255.
        public var color: Double

        /// The defaults: 0.35 pt and 3/255. Chromium and ButtonRender agree on boxes and
        /// baselines to the device pixel, but their rasterisers' anti-aliasing moves an ink
        /// edge or a corner read from a few pixels by up to 0.31 pt at @2x (Primer's Noto Sans
        /// labels); a drift of one device pixel at @2x (0.5 pt) is still caught.
        public static let standard = Tolerance(geometry: 0.35, color: 3)

        /// A tolerance of the given lengths and colours.
        public init(geometry: Double, color: Double) { self.geometry = geometry; self.color = color }
    }

    /// One measure of one button.
    public struct Measure: Codable, Sendable {
        /// Its plain name: `width`, `height`, `radius`, `fill`, `border`, `label position`,
        /// `label size`, `label color`, `focus ring`, `shadow`.
        public var measure: String
        /// The drawn value and the shipped one, as text (`74.16pt`, `#2C2C2C`).
        public var drawn: String, shipped: String
        /// How far apart they are (`0.50pt`, `10/255`).
        public var difference: String
        /// `conforms` or `drift`.
        public var verdict: String
        /// The slot and token chain the drawn value came from (`fill: {button.primary.bgColor.hover}`),
        /// empty for a system without a file.
        public var token: String

        /// The measure as one line: `fill: #1E1E1E drawn, #282828 shipped (10/255)  containerColor: …`.
        public var line: String {
            "\(measure): \(drawn) drawn, \(shipped) shipped (\(difference))" + (token.isEmpty ? "" : "  \(token)")
        }
    }

    /// One button's result.
    public struct Result: Codable, Sendable {
        /// The spec's name; for a spec without one, the button in its system's words
        /// (`primary hover dark`).
        public var name: String
        /// The system as it names itself ("GitHub Primer"), from the drawn button's vocabulary.
        public var systemName: String?
        /// The state as the system names it (Primer's `active`, Spectrum's `down`).
        public var stateName: String?
        /// `conforms` when every measure does, else `drift`.
        public var verdict: String
        /// Every measure taken.
        public var measures: [Measure]
        /// The drifting measures.
        public var drifts: [Measure] { measures.filter { $0.verdict == "drift" } }
        /// The drawn button, the shipped picture's part it was aligned with, and their
        /// difference (red where they differ), as PNGs of one size on the shipped page colour,
        /// for a review page; not part of the JSON.
        public var pictures: (drawn: [UInt8], shipped: [UInt8], difference: [UInt8])?

        enum CodingKeys: String, CodingKey { case name, systemName, stateName, verdict, measures }
    }

    /// Why a shipped picture cannot be checked.
    public struct InputError: Error, CustomStringConvertible {
        /// What is wrong, naming the file.
        public var description: String
    }

    /// Checks `item` with `renderer` within `tolerance`.
    public static func check(_ item: ConformanceItem, renderer: ButtonRenderer, tolerance: Tolerance = .standard) throws -> Result {
        var reports: [String: SystemCheckReport] = [:]
        return try check(item, renderer: renderer, tolerance: tolerance, reports: &reports)
    }

    /// Checks `item` as above, reading each system's token chains once for all the items a
    /// run checks: `reports` keeps each system's `system check` report by its name.
    public static func check(_ item: ConformanceItem, renderer: ButtonRenderer, tolerance: Tolerance = .standard,
                             reports: inout [String: SystemCheckReport]) throws -> Result {
        let shipped = try readShipped(item.shipped)
        var spec = item.spec
        spec.scale = nil
        let layout = try renderer.layout(spec)
        let words = layout.button.vocabulary
        // Unnamed, a button is called as its system calls it: style, state, and the modes or
        // appearance it is drawn in.
        let context = spec.modes.map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? [layout.button.appearance.rawValue]
        let name = item.spec.name ?? ([words?.styleTitle ?? layout.button.style.rawValue, words?.stateName ?? layout.button.state.rawValue]
                                      + context).joined(separator: " ")
        let scale = Double(item.shippedScale)
        let drawn = try renderer.pixels(layout, scale: item.shippedScale)
        let drawnImage = DecodedImage(width: drawn.width, height: drawn.height, rgba: drawn.rgba)

        // The page: the most frequent colour along the shipped picture's rim.
        let pageColor = pageColor(of: shipped)
        let rgba = RGBAColor(red: pageColor.r / 255, green: pageColor.g / 255, blue: pageColor.b / 255, alpha: 1)
        let ours = ShotImage(drawnImage, over: rgba), theirs = ShotImage(shipped, over: rgba)
        let ourBox = ButtonMeasurement.Box.snapped(layout.container.rect, scale: scale)
        guard let offset = locate(ours, in: theirs, page: pageColor) else {
            throw InputError(description: "\(item.shipped): no button found in the picture (everything in it is the page colour \(pageColor))")
        }
        let theirBox = ButtonMeasurement.Box(x: ourBox.x + offset.x, y: ourBox.y + offset.y, width: ourBox.width, height: ourBox.height)
        let a = ButtonMeasurement.measure(ours, page: pageColor, expected: ourBox)
        let b = ButtonMeasurement.measure(theirs, page: pageColor, expected: theirBox)
        let tokens = tokenChains(for: layout.button, spec: spec, reports: &reports)
        let measures = compare(a, ourBox, b, theirBox, scale: scale, tolerance: tolerance, tokens: tokens)
        var result = Result(name: name, systemName: words?.systemName, stateName: words?.stateName,
                            verdict: measures.contains { $0.verdict == "drift" } ? "drift" : "conforms", measures: measures)
        let aligned = ShotImage(shipped, over: rgba, x: Int(offset.x), y: Int(offset.y), width: ours.width, height: ours.height)
        result.pictures = try? pictures(ours, aligned)
        return result
    }

    /// The two pictures and their difference as PNGs of the drawn one's size (the shipped part
    /// padded with its page colour where it ends).
    static func pictures(_ drawn: ShotImage, _ shipped: ShotImage) throws -> (drawn: [UInt8], shipped: [UInt8], difference: [UInt8]) {
        let width = drawn.width, height = drawn.height
        var a = [UInt8](repeating: 255, count: width * height * 4), b = a, d = a
        for y in 0..<height { for x in 0..<width {
            let i = 4 * (y * width + x)
            let p = drawn.color(x, y), q = shipped.contains(x, y) ? shipped.color(x, y) : p
            for (bytes, c) in [(0, p), (1, q)] {
                let v = [c.r, c.g, c.b].map { UInt8(max(0, min(255, $0.rounded()))) }
                if bytes == 0 { a[i] = v[0]; a[i + 1] = v[1]; a[i + 2] = v[2] } else { b[i] = v[0]; b[i + 1] = v[1]; b[i + 2] = v[2] }
            }
            let delta = p.distance(to: q)
            let grey = UInt8(max(0, min(255, (p.r + p.g + p.b) / 3 * 0.3 + 178)))
            if delta > 2 { d[i] = 255; d[i + 1] = UInt8(max(0, 200 - min(200, delta * 2))); d[i + 2] = d[i + 1] }
            else { d[i] = grey; d[i + 1] = grey; d[i + 2] = grey }
        } }
        return (try PNGEncoder.encode(rgba: a, width: width, height: height), try PNGEncoder.encode(rgba: b, width: width, height: height),
                try PNGEncoder.encode(rgba: d, width: width, height: height))
    }

    /// The review page of `results` (verify's report: drawn | difference | shipped per drifting
    /// button, its drifting measures with their tokens as the message; conforming buttons
    /// counted as passed).
    public static func reportHTML(_ results: [Result]) -> String {
        let entries = results.filter { $0.verdict == "drift" }.map { result in
            HTMLReport.Entry(snapshot: result.name, message: result.drifts.map(\.line).joined(separator: "\n"), status: .failed,
                             expected: result.pictures?.drawn, actual: result.pictures?.shipped, diff: result.pictures?.difference)
        }
        return HTMLReport.render(entries: entries, passed: results.count - entries.count, title: "ButtonRender conformance report")
    }

    /// JUnit XML of `results`: a test case per button, a failure listing its drifting measures.
    public static func junitXML(_ results: [Result]) -> String {
        let failures = results.filter { $0.verdict == "drift" }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        xml += "<testsuite name=\"conform\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for result in results {
            xml += "<testcase classname=\"conform\" name=\"\(MarkupText.escaped(result.name))\">"
            if result.verdict == "drift" {
                let lines = result.drifts.map(\.line).joined(separator: "\n")
                xml += "<failure message=\"\(MarkupText.escaped(result.drifts.count == 1 ? "1 measure drifts" : "\(result.drifts.count) measures drift"))\">\(MarkupText.escaped(lines))</failure>"
            }
            xml += "</testcase>\n"
        }
        return xml + "</testsuite>\n</testsuites>\n"
    }

    /// The shipped picture, bounded before it is decoded.
    static func readShipped(_ path: String) throws -> DecodedImage {
        let bytes: [UInt8]
        do { bytes = try InputFile.readBytes(path, maximumSize: ConformanceItem.maximumImageSize, kind: "shipped picture", missing: "no such file") } catch {
            throw InputError(description: "\(ControlCharacterEscaping.escaped(path)): \(error.message)")
        }
        guard let size = PNGDecoder.declaredSize(bytes) else {
            throw InputError(description: "\(ControlCharacterEscaping.escaped(path)): not a PNG")
        }
        guard size.width <= ConformanceItem.maximumImageSide, size.height <= ConformanceItem.maximumImageSide, size.width > 0, size.height > 0 else {
            throw InputError(description: "\(ControlCharacterEscaping.escaped(path)): \(size.width)x\(size.height) pixels; a shipped picture is at most \(ConformanceItem.maximumImageSide) pixels a side")
        }
        do { return try PNGDecoder.decode(bytes) } catch {
            throw InputError(description: "\(ControlCharacterEscaping.escaped(path)): not a PNG this tool can read (\(error))")
        }
    }

    /// The most frequent colour of the picture's outermost pixels.
    static func pageColor(of image: DecodedImage) -> ShotColor {
        let shot = ShotImage(image, over: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        var rim: [(Int, Int)] = []
        for x in 0..<image.width { rim.append((x, 0)); rim.append((x, image.height - 1)) }
        for y in 0..<image.height { rim.append((0, y)); rim.append((image.width - 1, y)) }
        return shot.modeColor(rim) ?? ShotColor(r: 255, g: 255, b: 255)
    }

    /// Where the drawn picture lies in the shipped one: the centres of what differs from the
    /// page in each aligned, then the offset within 4 pixels of that which matches best.
    static func locate(_ ours: ShotImage, in theirs: ShotImage, page: ShotColor) -> (x: Double, y: Double)? {
        func extent(_ image: ShotImage) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
            for y in 0..<image.height { for x in 0..<image.width where image.color(x, y).distance(to: page) > 8 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            } }
            return x0 <= x1 ? (x0, y0, x1, y1) : nil
        }
        guard let a = extent(ours), let b = extent(theirs) else { return nil }
        let cx = (b.x0 + b.x1 - a.x0 - a.x1) / 2, cy = (b.y0 + b.y1 - a.y0 - a.y1) / 2
        var best = (cx, cy), bestCost = Double.infinity
        for dy in (cy - 4)...(cy + 4) { for dx in (cx - 4)...(cx + 4) {
            var cost = 0.0
            for y in stride(from: a.y0, through: a.y1, by: 2) { for x in stride(from: a.x0, through: a.x1, by: 2) {
                let tx = x + dx, ty = y + dy
                cost += theirs.contains(tx, ty) ? ours.color(x, y).distance(to: theirs.color(tx, ty)) : 255
            } }
            if cost < bestCost { bestCost = cost; best = (dx, dy) }
        } }
        return (Double(best.0), Double(best.1))
    }

    /// The token chain of each slot a measure reads, for a button of a system file.
    static func tokenChains(for button: ResolvedButton, spec: ButtonSpec, reports: inout [String: SystemCheckReport]) -> [String: String] {
        guard let facts = button.systemFacts, let definition = facts.definition,
              let report = reports[definition.file] ?? SystemCheck.run(for: facts) else { return [:] }
        reports[definition.file] = report
        let sizeName = spec.size ?? definition.defaultSize
        let stateName = definition.stateName(for: button.state) ?? button.state.rawValue
        guard let entry = report.buttons.first(where: { $0.style == button.style.rawValue && $0.size == sizeName && $0.state == stateName
            && $0.appearance == button.appearance.rawValue }) else { return [:] }
        var out: [String: String] = [:]
        for slot in entry.slots {
            let chain = slot.chain.map { "{" + $0.joined(separator: "} → {") + "}" }.joined(separator: ", ")
            out[slot.slot] = chain.isEmpty ? slot.value : "\(chain) \(slot.value)"
        }
        return out
    }

    /// The measures of two measurements, each relative to its own box.
    static func compare(_ a: ButtonMeasurement, _ ao: ButtonMeasurement.Box, _ b: ButtonMeasurement, _ bo: ButtonMeasurement.Box,
                        scale: Double, tolerance: Tolerance, tokens: [String: String]) -> [Measure] {
        var out: [Measure] = []
        func pt(_ v: Double) -> String { String(format: "%.2fpt", v / scale) }
        func length(_ name: String, _ p: Double, _ q: Double, slots: [String]) {
            let d = abs(p - q) / scale
            out.append(Measure(measure: name, drawn: pt(p), shipped: pt(q), difference: String(format: "%.2fpt", d),
                               verdict: d > tolerance.geometry + 1e-9 ? "drift" : "conforms", token: chain(slots)))
        }
        func color(_ name: String, _ p: ShotColor, _ q: ShotColor, slots: [String]) {
            let d = p.distance(to: q)
            out.append(Measure(measure: name, drawn: "\(p)", shipped: "\(q)", difference: "\(Int(d.rounded()))/255",
                               verdict: d > tolerance.color ? "drift" : "conforms", token: chain(slots)))
        }
        func chain(_ slots: [String]) -> String {
            slots.compactMap { slot in tokens[slot].map { "\(slot): \($0)" } }.joined(separator: "; ")
        }
        if let x = a.box, let y = b.box {
            length("width", x.width, y.width, slots: ["padding.leading", "padding.trailing", "minWidth"])
            length("height", x.height, y.height, slots: ["height", "minHeight", "padding.top", "padding.bottom"])
            if let p = a.radius, let q = b.radius { length("radius", p, q, slots: ["cornerRadius"]) }
            color("fill", a.fill, b.fill, slots: ["containerColor"])
            switch (a.border, b.border) {
            case (let p?, let q?):
                color("border", p.color, q.color, slots: ["border.color"])
                length("border width", p.width, q.width, slots: ["border.width"])
            case (nil, nil): break
            case (let p, let q):
                // A border the colour of the other's fill is there and cannot be seen.
                let seen = p.map { $0.color.distance(to: b.fill) > max(tolerance.color, 6) } ?? q.map { $0.color.distance(to: a.fill) > max(tolerance.color, 6) } ?? false
                if seen {
                    out.append(Measure(measure: "border", drawn: p.map { "\($0.color)" } ?? "none", shipped: q.map { "\($0.color)" } ?? "none",
                                       difference: "present in one", verdict: "drift", token: chain(["border.color", "border.width"])))
                }
            }
        } else if (a.box == nil) != (b.box == nil) {
            out.append(Measure(measure: "fill", drawn: a.box == nil ? "none" : "\(a.fill)", shipped: b.box == nil ? "none" : "\(b.fill)",
                               difference: "present in one", verdict: "drift", token: chain(["containerColor"])))
        }
        let aOrigin = a.box ?? ao, bOrigin = b.box ?? bo
        if let x = a.labelInk, let y = b.labelInk {
            let dx = (x.x - aOrigin.x) - (y.x - bOrigin.x), dy = (x.y - aOrigin.y) - (y.y - bOrigin.y)
            let d = max(abs(dx), abs(dy)) / scale
            out.append(Measure(measure: "label position", drawn: pt(x.x - aOrigin.x) + ", " + pt(x.y - aOrigin.y),
                               shipped: pt(y.x - bOrigin.x) + ", " + pt(y.y - bOrigin.y), difference: String(format: "%.2fpt", d),
                               verdict: d > tolerance.geometry + 1e-9 ? "drift" : "conforms", token: chain(["padding.leading", "padding.top", "lineHeight"])))
            let ds = max(abs(x.width - y.width), abs(x.height - y.height)) / scale
            out.append(Measure(measure: "label size", drawn: pt(x.width) + " × " + pt(x.height), shipped: pt(y.width) + " × " + pt(y.height),
                               difference: String(format: "%.2fpt", ds), verdict: ds > tolerance.geometry + 1e-9 ? "drift" : "conforms",
                               token: chain(["fontFamily", "fontWeight", "fontSize", "letterSpacing"])))
            if let p = a.labelColor, let q = b.labelColor { color("label color", p, q, slots: ["labelColor"]) }
        } else if (a.labelInk == nil) != (b.labelInk == nil) {
            out.append(Measure(measure: "label position", drawn: a.labelInk == nil ? "none" : "present", shipped: b.labelInk == nil ? "none" : "present",
                               difference: "present in one", verdict: "drift", token: chain(["title"])))
        }
        // Around the box: a focus ring (a solid band) or shadows (a fading one).
        let ringA = a.box == nil ? nil : a.surround, ringB = b.box == nil ? nil : b.surround
        switch (ringA, ringB) {
        case (let x?, let y?):
            let reach = { (s: ButtonMeasurement.Box, o: ButtonMeasurement.Box) in
                max(o.x - s.x, o.y - s.y, s.maxX - o.maxX, s.maxY - o.maxY) }
            let p = reach(x.box, aOrigin), q = reach(y.box, bOrigin)
            // A faint shadow's reach is no measure (`ButtonMeasurement.faintSurround`).
            if !a.surroundIsFaint, !b.surroundIsFaint { length("focus ring", p, q, slots: ["focusRing", "shadows"]) }
            if x.color.distance(to: y.color) > tolerance.color, x.color.distance(to: a.page) > 48, y.color.distance(to: b.page) > 48 {
                color("focus ring color", x.color, y.color, slots: ["focusRing"])
            }
        case (nil, nil): break
        case (let x, let y):
            out.append(Measure(measure: "focus ring", drawn: x == nil ? "none" : "present", shipped: y == nil ? "none" : "present",
                               difference: "present in one", verdict: "drift", token: chain(["focusRing", "shadows"])))
        }
        return out
    }
}
