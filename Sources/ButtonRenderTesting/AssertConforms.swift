import ButtonRender
import Foundation

/// Checks a picture of a shipped button against what its system file draws
/// (`Conformance.check`), reporting every drifting measure, with its slot and token chain, as
/// one failure at the caller's line. Works from XCTest and from Swift Testing.
///
/// - Parameters:
///   - spec: the button as the system file draws it (its system, style, size, state,
///     appearance and title).
///   - shipped: the path of a PNG of the shipped button (with or without a margin).
///   - shippedScale: the picture's device pixels per point.
///   - tolerance: how far a length or a colour may differ.
///   - renderer: the renderer to draw with; default one per thread.
///   - fileID: the calling file's `#fileID` (leave the default).
///   - filePath: the calling file's `#filePath` (leave the default).
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
/// - Returns: the result, nil when the button could not be checked (also reported).
@discardableResult
public func assertConforms(
    _ spec: ButtonSpec, shipped: String, shippedScale: Int = 1, tolerance: Conformance.Tolerance = .standard,
    renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Conformance.Result? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = spec.name ?? "button"
    do {
        let result = try Conformance.check(ConformanceItem(spec: spec, shipped: shipped, shippedScale: shippedScale),
                                           renderer: renderer ?? SnapshotRenderers.current(), tolerance: tolerance)
        if result.verdict != "conforms" {
            location.fail("\(name) drifts from its system file:\n" + result.drifts.map { drift in
                "  \(drift.measure): \(drift.drawn) drawn, \(drift.shipped) shipped (\(drift.difference))" + (drift.token.isEmpty ? "" : "  \(drift.token)")
            }.joined(separator: "\n"))
        }
        return result
    } catch {
        location.fail("\(name) cannot be checked: \(error)")
        return nil
    }
}
