@testable import ButtonRender
@testable import ButtonRenderModel
import Foundation
import XCTest
@testable import ButtonRenderSpecFiles

/// One renderer for the whole test process (building the font registry costs a few ms).
/// `nonisolated(unsafe)`: a `ButtonRenderer` is one thread's (its Pango context is not
/// thread-safe); XCTest runs the test methods one at a time on one thread, and tests that draw
/// on threads of their own make a renderer per thread.
nonisolated(unsafe) let sharedRenderer: ButtonRenderer = {
    do { return try ButtonRenderer() } catch { fatalError("cannot build the renderer: \(error)") }
}()

/// Loads the single spec of a JSON or YAML text.
func spec(_ text: String, file: String = "test.yaml") throws -> ButtonSpec {
    let loaded = try SpecLoader.load(text: text, file: file, defaultName: "test")
    XCTAssertEqual(loaded.count, 1)
    return loaded[0].spec
}

/// The `SpecError` a text fails with, or a test failure.
func specError(_ text: String, file: String = "bad.yaml", line: UInt = #line) -> SpecError? {
    do {
        _ = try SpecLoader.load(text: text, file: file, defaultName: "test")
        XCTFail("expected a spec error for: \(text)", line: line)
        return nil
    } catch let error as SpecError {
        return error
    } catch {
        XCTFail("expected a SpecError, got \(error)", line: line)
        return nil
    }
}

/// Rendered pixels with accessors.
struct Pixels {
    let width: Int, height: Int, rgba: [UInt8]
    let scale: Double

    /// The pixel holding the point (x, y) in canvas points.
    func at(_ x: Double, _ y: Double) -> RGBAColor {
        let px = min(width - 1, max(0, Int(x * scale))), py = min(height - 1, max(0, Int(y * scale)))
        let i = (py * width + px) * 4
        return RGBAColor(red: Double(rgba[i]) / 255, green: Double(rgba[i + 1]) / 255,
                         blue: Double(rgba[i + 2]) / 255, alpha: Double(rgba[i + 3]) / 255)
    }

    /// Raw bytes of the pixel at integer pixel coordinates.
    func bytes(px: Int, py: Int) -> [UInt8] {
        let i = (py * width + px) * 4
        return Array(rgba[i..<(i + 4)])
    }
}

/// Lays out and paints a spec, returning its layout and pixels.
func draw(_ spec: ButtonSpec, scale: Int = 1) throws -> (ButtonLayout, Pixels) {
    let layout = try sharedRenderer.layout(spec)
    let p = try sharedRenderer.pixels(layout, scale: scale)
    return (layout, Pixels(width: p.width, height: p.height, rgba: p.rgba, scale: Double(scale)))
}

/// Asserts two colours agree within `tolerance` per channel (0...1 units).
func assertColor(_ a: RGBAColor, _ b: RGBAColor, tolerance: Double = 1.5 / 255, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let ok = abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    XCTAssertTrue(ok, "\(a) is not \(b) \(message)", file: file, line: line)
}

/// The buttons of a spec text as run items, as if read from `s.yaml` in `folder`.
func specItems(_ yaml: String, in folder: URL) throws -> [SpecItem] {
    try SpecLoader.load(text: yaml, file: folder.appendingPathComponent("s.yaml").path, defaultName: "s").map { .button($0) }
}

/// `items` checked in process (`verify`'s library call, without the verification cache)
/// against the goldens of `suite` in `goldens`, failure artifacts in `artifacts`.
func verifyInProcess(_ items: [SpecItem], goldens: URL, suite: String = "suite", outputs: [BatchOutput], artifacts: URL,
                     mode: RecordMode = .never, tolerance: SnapshotTolerance = SnapshotTolerance()) throws -> VerificationResult {
    var verification = SnapshotVerification(store: SnapshotStore(root: goldens.path), suite: suite, mode: mode, tolerance: tolerance,
                                            artifacts: artifacts.path, outputs: outputs)
    verification.useCache = false
    return try verification.verify(.items { items }).result
}

/// Values that several threads write, one slot each, and the test reads after they are done.
final class LockedSlots<Value: Sendable>: Sendable {
    private let values: Locked<[Value]>

    /// `count` slots, each holding `initial`.
    init(count: Int, initial: Value) { values = Locked(Array(repeating: initial, count: count)) }

    /// Puts `value` in slot `index`.
    func set(_ index: Int, _ value: Value) { values.withLock { $0[index] = value } }

    /// The value in slot `index`.
    func get(_ index: Int) -> Value { values.withLock { $0[index] } }

    /// Every slot's value, in order.
    var all: [Value] { values.withLock { $0 } }
}
