@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import ButtonRenderTestSupport
import XCTest

/// Animated PNGs of a Material press and of a loading spinner: the chunk layout an APNG reader
/// needs, frames equal to the still images, deterministic bytes, and playback in Chromium.
final class AnimationTests: XCTestCase {
    let contained = ButtonSpec(style: .contained, title: "Pressed", ripple: RippleSpec(x: 24, y: 18))

    /// The chunks of a PNG file, in order: type and body.
    func chunks(_ png: [UInt8]) -> [(type: String, body: [UInt8])] {
        var result: [(String, [UInt8])] = [], offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    func uint32(_ b: ArraySlice<UInt8>) -> Int {
        let i = b.startIndex
        return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    /// The still image of `spec` pressed, at ripple `progress`.
    func still(progress: Double, scale: Int = 1) throws -> RenderedImage {
        var spec = contained
        spec.state = .highlighted
        spec.ripple?.progress = progress
        return try sharedRenderer.render(spec, format: .png, scale: scale)
    }

    /// Frame `index` of an APNG as a PNG file of its own (its IDAT or fdAT data under the IHDR).
    func frame(_ index: Int, of apng: [UInt8]) throws -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func append(_ type: String, _ body: [UInt8]) { png += TestPNGWriter.chunk(type, body) }
        let all = chunks(apng)
        append("IHDR", try XCTUnwrap(all.first { $0.type == "IHDR" }).body)
        var current = -1
        for chunk in all {
            if chunk.type == "fcTL" { current += 1 }
            guard current == index else { continue }
            if chunk.type == "IDAT" { append("IDAT", chunk.body) }
            if chunk.type == "fdAT" { append("IDAT", Array(chunk.body.dropFirst(4))) }
        }
        append("IEND", [])
        return png
    }

    func testFramesFollowTheInkTimelineAtAFixedRate() {
        let progress = PressAnimation(framesPerSecond: 30).frameProgress
        XCTAssertEqual(progress.count, 11, "0 ... 333 ms at 30 per second: the 10th interval reaches 333 ms")
        XCTAssertEqual(progress.first, 0)
        XCTAssertEqual(progress.last, 1)
        XCTAssertEqual(progress[3], 100.0 / 333, accuracy: 1e-12)
        XCTAssertEqual(PressAnimation(framesPerSecond: 60).frameProgress.count, 21)
    }

    func testAPNGChunksFramesAndDelays() throws {
        let animation = try sharedRenderer.renderPressAnimation(contained, scale: 2)
        let all = chunks(animation.bytes)
        XCTAssertEqual(all.map(\.type).first, "IHDR")
        XCTAssertEqual(all.map(\.type)[1], "acTL", "acTL comes before the image data")
        XCTAssertEqual(all.last?.type, "IEND")
        let acTL = all[1].body
        XCTAssertEqual(uint32(acTL[0..<4]), 11, "frame count")
        XCTAssertEqual(uint32(acTL[4..<8]), 0, "loops forever")
        let controls = all.filter { $0.type == "fcTL" }
        XCTAssertEqual(controls.count, 11)
        XCTAssertEqual(animation.frameCount, 11)
        // Sequence numbers run over fcTL and fdAT together, from 0, without gaps.
        let sequence = all.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { uint32($0.body[0..<4]) }
        XCTAssertEqual(sequence, Array(0..<sequence.count))
        for (index, control) in controls.enumerated() {
            XCTAssertEqual(uint32(control.body[4..<8]), animation.pixelWidth)
            XCTAssertEqual(uint32(control.body[8..<12]), animation.pixelHeight)
            let numerator = Int(control.body[20]) << 8 | Int(control.body[21]), denominator = Int(control.body[22]) << 8 | Int(control.body[23])
            if index == controls.count - 1 {
                XCTAssertEqual([numerator, denominator], [1000, 1000], "the settled press is held for a second")
            } else {
                XCTAssertEqual([numerator, denominator], [1, 30])
            }
            XCTAssertEqual(Array(control.body[24..<26]), [0, 0], "no disposal, source blending")
        }
    }

    func testFirstAndLastFramesEqualTheStills() throws {
        let animation = try sharedRenderer.renderPressAnimation(contained, scale: 2)
        let first = try PNGDecoder.decode(try frame(0, of: animation.bytes))
        let last = try PNGDecoder.decode(try frame(animation.frameCount - 1, of: animation.bytes))
        XCTAssertEqual(first, try PNGDecoder.decode(try still(progress: 0, scale: 2).bytes))
        XCTAssertEqual(last, try PNGDecoder.decode(try still(progress: 1, scale: 2).bytes))
        XCTAssertNotEqual(first, last)
        // A viewer without APNG support shows the first frame.
        XCTAssertEqual(try PNGDecoder.decode(animation.bytes), first)
        // A frame in the middle is the still at its own progress.
        let progress = PressAnimation().frameProgress[6]
        XCTAssertEqual(try PNGDecoder.decode(try frame(6, of: animation.bytes)), try PNGDecoder.decode(try still(progress: progress, scale: 2).bytes))
    }

    func testSameSpecSameBytes() throws {
        let a = try sharedRenderer.renderPressAnimation(contained)
        let b = try ButtonRenderer().renderPressAnimation(contained)
        XCTAssertEqual(a.bytes, b.bytes)
    }

    func testUnboundedInkSharesOneCanvas() throws {
        var spec = contained
        // A fixed radius larger than the shadows' room: MDC's own ink starts at a fifth of its
        // final radius on a 36 pt button and ends near the centre, inside the shadow's padding.
        spec.ripple = RippleSpec(x: 0, y: 0, radius: 60, bounded: false)
        let animation = try sharedRenderer.renderPressAnimation(spec)
        let all = chunks(animation.bytes)
        let sizes = Set(all.filter { $0.type == "fcTL" }.map { [uint32($0.body[4..<8]), uint32($0.body[8..<12])] })
        XCTAssertEqual(sizes.count, 1)
        XCTAssertGreaterThan(animation.pixelWidth, try still(progress: 0).pixelWidth, "room for the largest ink")
    }

    func testOnlyMaterialHasInk() {
        var spec = ButtonSpec(style: .filled, title: "Go")
        spec.system = .uikit
        XCTAssertThrowsError(try sharedRenderer.renderPressAnimation(spec)) { error in
            XCTAssertTrue("\(error)".contains("Material's ink"), "\(error)")
        }
        XCTAssertThrowsError(try sharedRenderer.renderPressAnimation(contained, animation: PressAnimation(framesPerSecond: 0)))
    }

    func testSpinnerTurnsOneSpokePerFrameAndStartsAtTheStill() throws {
        let loading = ButtonSpec(system: .anatomy, style: .primary, state: .loading, title: "Save")
        let animation = try sharedRenderer.renderSpinnerAnimation(loading, scale: 2)
        XCTAssertEqual(animation.frameCount, 8)
        let controls = chunks(animation.bytes).filter { $0.type == "fcTL" }
        XCTAssertTrue(controls.allSatisfy { Array($0.body[20..<24]) == [0, 1, 0, 8] }, "one turn a second: 1/8 s a frame")
        let frames = try (0..<8).map { try PNGDecoder.decode(try frame($0, of: animation.bytes)) }
        XCTAssertEqual(frames[0], try PNGDecoder.decode(try sharedRenderer.render(loading, format: .png, scale: 2).bytes))
        XCTAssertEqual(Set(frames.map(\.rgba)).count, 8, "every frame differs")
        // Only the spinner's pixels change from frame to frame.
        var layout = try sharedRenderer.layout(loading)
        let box = try XCTUnwrap(layout.spinner).frame
        for f in frames.dropFirst() {
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let px = Double(x) / 2 + 0.25, py = Double(y) / 2 + 0.25
                    if px < box.minX - 1 || px > box.maxX + 1 || py < box.minY - 1 || py > box.maxY + 1 {
                        let i = (y * f.width + x) * 4
                        if Array(f.rgba[i..<(i + 4)]) != Array(frames[0].rgba[i..<(i + 4)]) {
                            XCTFail("pixel (\(x), \(y)) outside the spinner changed"); return
                        }
                    }
                }
            }
        }
        layout.spinnerStep = 8
        XCTAssertEqual(try sharedRenderer.render(layout, format: .png, scale: 2).bytes,
                       try sharedRenderer.render(loading, format: .png, scale: 2).bytes, "a whole turn is the still again")
        XCTAssertThrowsError(try sharedRenderer.renderSpinnerAnimation(contained)) { error in
            XCTAssertTrue("\(error)".contains("no spinner"), "\(error)")
        }
    }

    /// `render --format apng`: a pressed Material button plays its press, a loading one its
    /// spinner, a still one is one frame; frames read back by `AnimatedPNGFrames` equal the
    /// stills; a second run writes the same bytes; `verify` compares animations frame by frame.
    func testRenderFormatAPNGFromTheCommandLine() throws {
        let cli = try CommandLineRunner(prefix: "apng")
        defer { cli.cleanUp() }
        try cli.write("specs.yaml", """
        - {name: press, style: contained, title: Pressed, state: highlighted}
        - {name: wait, system: anatomy, style: primary, state: loading, title: Save}
        - {name: still, style: outlined, title: Still}
        """)
        let run = try cli.run(["render", "specs.yaml", "--format", "apng", "--format", "png", "--scale", "2", "--out", "out"])
        XCTAssertEqual(run.status, 0, run.err)
        let files = cli.files(in: "out")
        XCTAssertTrue(["press@2x.apng", "wait@2x.apng", "still@2x.apng", "press@2x.png"].allSatisfy(files.contains), "\(files)")
        func frames(_ name: String) throws -> [[UInt8]] { try AnimatedPNGFrames.frames(of: [UInt8](try cli.contents("out/\(name)"))) }
        XCTAssertEqual(try frames("press@2x.apng").count, PressAnimation().frameProgress.count)
        XCTAssertEqual(try frames("wait@2x.apng").count, 8)
        XCTAssertEqual(try frames("still@2x.apng").count, 1)
        XCTAssertEqual(try PNGDecoder.decode(try frames("press@2x.apng").last!), try PNGDecoder.decode([UInt8](try cli.contents("out/press@2x.png"))),
                       "the last frame is the settled press the still shows")
        XCTAssertEqual(try PNGDecoder.decode(try frames("still@2x.apng")[0]), try PNGDecoder.decode([UInt8](try cli.contents("out/still@2x.png"))))
        let again = try cli.run(["render", "specs.yaml", "--format", "apng", "--scale", "2", "--out", "again"])
        XCTAssertEqual(again.status, 0, again.err)
        for name in ["press@2x.apng", "wait@2x.apng", "still@2x.apng"] {
            XCTAssertEqual(try cli.contents("out/\(name)"), try cli.contents("again/\(name)"), name)
        }
    }

    /// The gallery of a run that wrote APNGs plays them in the detail view.
    func testGalleryDetailPlaysTheAnimation() throws {
        let browser = try HeadlessChromium.installed()
        let cli = try CommandLineRunner(prefix: "apng-gallery")
        defer { cli.cleanUp() }
        try cli.write("specs.yaml", "- {name: press, style: contained, title: Pressed, state: highlighted}\n")
        let run = try cli.run(["render", "specs.yaml", "--format", "png", "--format", "apng", "--scale", "2", "--gallery", "--out", "out"])
        XCTAssertEqual(run.status, 0, run.err)
        let page = cli.work.appendingPathComponent("out/index.html")
        let dom = try browser.dumpDOM(of: URL(string: page.absoluteString + "#detail=press")!)
        XCTAssertTrue(dom.contains("id=\"detail-animation\""), "the detail view has the animation")
        XCTAssertTrue(dom.contains("src=\"press@2x.apng\""), "it plays the APNG the run wrote")
    }

    func testAnimationsAreVerifiedFrameByFrame() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apng-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var spec = contained
        spec.state = .highlighted
        spec.name = "press"
        let image = try sharedRenderer.render(spec, format: .apng, scale: 1)
        let verifier = SnapshotVerifier(store: SnapshotStore(root: root.path), mode: .never,
                                        artifacts: root.appendingPathComponent("artifacts").path)
        try SnapshotStore(root: root.path).write(image.bytes, suite: "anim", fileName: image.fileName)
        XCTAssertEqual(try verifier.verify(image, suite: "anim").status, .passed)
        // The same frames with a changed ink colour differ from the golden in their later frames.
        spec.ripple = RippleSpec(color: "#FF000080")
        let changed = try sharedRenderer.render(spec, format: .apng, scale: 1)
        XCTAssertEqual(try AnimatedPNGFrames.frames(of: changed.bytes)[0], try AnimatedPNGFrames.frames(of: image.bytes)[0],
                       "no ink yet in the first frame")
        XCTAssertEqual(try verifier.verify(changed, suite: "anim").status, .failed)
    }

    /// A matrix sheet whose columns include a pressed state plays the press in those cells, in
    /// a one-second loop at 30 frames a second, and holds the settled ink; the other cells
    /// never change. A sheet with a spinner turns it; a sheet where nothing moves is one frame.
    func testSheetsHoldAnimatedCells() throws {
        let sheets = SheetRenderer(renderer: sharedRenderer)
        var matrix = SheetSpec(.matrix, name: "press-matrix")
        matrix.base = ButtonSpec(style: .contained, title: "Go")
        matrix.columns = SheetAxis(field: "state", values: [.string("normal"), .string("highlighted")])
        let layout = try sheets.layout(matrix)
        let animation = try sheets.render(layout, format: .apng, scale: 1)
        let frames = try AnimatedPNGFrames.frames(of: animation.bytes).map { try PNGDecoder.decode($0) }
        XCTAssertEqual(frames.count, 30)
        let still = try PNGDecoder.decode(try sheets.render(layout, format: .png, scale: 1).bytes)
        XCTAssertNotEqual(frames[0], still, "the loop starts at touch: no ink yet")
        for k in 13..<30 { XCTAssertEqual(frames[k], still, "frame \(k) (\(k * 1000 / 30) ms): the settled press") }
        // The normal cell (left half of the cells) never changes.
        let pressed = try XCTUnwrap(layout.buttons.first { $0.layout.button.state == .highlighted })
        let boxLeft = Int(pressed.offset.x) - 1
        for k in [0, 5, 10] {
            for y in 0..<still.height {
                for x in 0..<min(boxLeft, still.width) {
                    let i = (y * still.width + x) * 4
                    if frames[k].rgba[i..<(i + 4)] != still.rgba[i..<(i + 4)] { XCTFail("frame \(k) changed (\(x), \(y)) left of the pressed cell"); return }
                }
            }
        }
        var loading = SheetSpec(.strip, name: "spinner-strip")
        loading.items = [SheetStripItem(caption: "Saving", button: ButtonSpec(system: .anatomy, style: .primary, state: .loading, title: "Save"))]
        let spinnerFrames = try AnimatedPNGFrames.frames(of: try sheets.render(loading, format: .apng, scale: 1).bytes)
        XCTAssertEqual(spinnerFrames.count, 30)
        XCTAssertEqual(try PNGDecoder.decode(spinnerFrames[0]), try PNGDecoder.decode(try sheets.render(loading, format: .png, scale: 1).bytes))
        XCTAssertEqual(Set(try spinnerFrames.map { try PNGDecoder.decode($0).rgba }).count, 8, "one turn: eight positions")
        var still2 = SheetSpec(.strip, name: "still")
        still2.items = [SheetStripItem(button: ButtonSpec(style: .outlined, title: "Still"))]
        XCTAssertEqual(try AnimatedPNGFrames.frames(of: try sheets.render(still2, format: .apng, scale: 1).bytes).count, 1)
    }

    func testEncoderRefusesMismatchedFrames() throws {
        let small = try still(progress: 0).bytes, large = try still(progress: 0, scale: 2).bytes
        XCTAssertThrowsError(try AnimatedPNGEncoder.encode([.init(png: small, numerator: 1, denominator: 30),
                                                            .init(png: large, numerator: 1, denominator: 30)])) { error in
            XCTAssertEqual(error as? AnimatedPNGEncoder.Failure, .sizeMismatch(frame: 1))
        }
        XCTAssertThrowsError(try AnimatedPNGEncoder.encode([]))
        XCTAssertThrowsError(try AnimatedPNGEncoder.encode([.init(png: [1, 2, 3], numerator: 1, denominator: 30)]))
    }

    /// Chromium decodes the file as an animation of the same frames: WebCodecs' ImageDecoder
    /// reads the frame count, and its first and last frames, drawn on a canvas, equal the still
    /// images at progress 0 and 1 drawn the same way.
    func testPlaysInChromium() throws {
        let browser = try HeadlessChromium.installed()
        let animation = try sharedRenderer.renderPressAnimation(contained, scale: 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
        let page = """
        <!doctype html><html><body><pre id="out">pending</pre><script>
        const bytes = s => Uint8Array.from(atob(s), c => c.charCodeAt(0));
        const apng = bytes("\(base64(animation.bytes))");
        const stills = ["\(base64(try still(progress: 0, scale: 2).bytes))", "\(base64(try still(progress: 1, scale: 2).bytes))"];
        function pixels(source, w, h) {
          const c = document.createElement("canvas"); c.width = w; c.height = h;
          const g = c.getContext("2d"); g.drawImage(source, 0, 0);
          return g.getImageData(0, 0, w, h).data;
        }
        function same(a, b) { if (a.length !== b.length) return false; for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false; return true; }
        async function still(s) { return await createImageBitmap(new Blob([bytes(s)], {type: "image/png"})); }
        // Headless Chromium's virtual time runs out as soon as the page's own thread is idle,
        // while decoding happens on another: until the result is in, the page stays busy for a
        // few real milliseconds every 10 virtual ones (at most 2,000 times).
        let finished = false;
        (function wait(polls) {
          if (finished || polls === 0) return;
          let spins = 0;
          while (spins < 2e6) spins++;
          setTimeout(() => wait(polls - 1), 10);
        })(2000);
        (async () => {
          try {
            const decoder = new ImageDecoder({data: apng, type: "image/png"});
            await decoder.tracks.ready;
            const track = decoder.tracks.selectedTrack;
            const count = track.frameCount;
            const first = (await decoder.decode({frameIndex: 0})).image;
            const last = (await decoder.decode({frameIndex: count - 1})).image;
            const w = first.displayWidth, h = first.displayHeight;
            const s0 = await still(stills[0]), s1 = await still(stills[1]);
            document.getElementById("out").textContent = JSON.stringify({
              animated: track.animated, frames: count, width: w, height: h,
              firstEqualsStill0: same(pixels(first, w, h), pixels(s0, w, h)),
              lastEqualsStill1: same(pixels(last, w, h), pixels(s1, w, h)),
              firstEqualsLast: same(pixels(first, w, h), pixels(last, w, h))
            });
          } catch (e) { document.getElementById("out").textContent = "error: " + e; }
          finished = true;
        })();
        </script></body></html>
        """
        let file = folder.appendingPathComponent("apng.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let dom = try browser.dumpDOM(of: file, virtualMilliseconds: 25000)
        let start = try XCTUnwrap(dom.range(of: "<pre id=\"out\">")), end = try XCTUnwrap(dom.range(of: "</pre>"))
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        XCTAssertEqual(result["animated"] as? Bool, true)
        XCTAssertEqual(result["frames"] as? Int, animation.frameCount)
        XCTAssertEqual(result["width"] as? Int, animation.pixelWidth)
        XCTAssertEqual(result["firstEqualsStill0"] as? Bool, true)
        XCTAssertEqual(result["lastEqualsStill1"] as? Bool, true)
        XCTAssertEqual(result["firstEqualsLast"] as? Bool, false)
    }
}
