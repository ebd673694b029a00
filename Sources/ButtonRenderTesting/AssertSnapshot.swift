import ButtonRender
import Foundation
import Testing
import XCTest

/// Renders `spec` and checks it against its golden `Snapshots/<suite>/<name>[@Nx].png` (or
/// `.svg`), reporting a mismatch at the caller's line with the counts and the artifact paths.
/// Works from XCTest and from Swift Testing.
///
/// - Parameters:
///   - spec: the button; its `name` (or `named`) names the golden.
///   - format: PNG (compared as pixels) or SVG (compared as normalised text, then as pixels
///     rasterised by rsvg-convert).
///   - scale: pixel scale; default the spec's own.
///   - suite: the golden's folder under the snapshots root.
///   - record: the record mode; default from `BUTTONRENDER_RECORD`, else `never` on CI and
///     `missing` elsewhere.
///   - tolerance: per-pixel threshold and whole-image limits.
///   - snapshotsDirectory: the snapshots root; default `Snapshots/` of the package holding
///     the calling file.
///   - artifactsDirectory: where failure artifacts go; default `BUTTONRENDER_ARTIFACTS`, else
///     `.build/snapshot-artifacts` beside the snapshots root.
/// - Returns: the outcome, for callers that want the counts.
@discardableResult
public func assertSnapshot(
    of spec: ButtonSpec, format: OutputFormat = .png, scale: Int? = nil, suite: String,
    named name: String? = nil, record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(),
    snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil, renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var spec = spec
    if let name { spec.name = name }
    guard spec.name != nil else {
        location.fail("assertSnapshot needs a name: give the spec a name or pass named:")
        return nil
    }
    return verifyRendered(label: "\(suite)/\(spec.name ?? "?")", suite: suite, record: record, tolerance: tolerance,
                          snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory, location: location) {
        try (renderer ?? SnapshotRenderers.current()).render(spec, format: format, scale: scale)
    }
}

/// Renders a documentation sheet and checks it against its golden
/// `Snapshots/<suite>/<name>[@Nx].png` (or `.svg`, `.pdf`), as `assertSnapshot(of:)` does for
/// a button. The sheet's name (default its kind) names the golden.
@discardableResult
public func assertSnapshot(
    of sheet: SheetSpec, format: OutputFormat = .png, scale: Int? = nil, suite: String,
    record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(), snapshotsDirectory: String? = nil,
    artifactsDirectory: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return verifyRendered(label: "\(suite)/\(sheet.outputName)", suite: suite, record: record, tolerance: tolerance,
                          snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory, location: location) {
        try SheetRenderer(renderer: SnapshotRenderers.current()).render(sheet, format: format, scale: scale)
    }
}

/// Renders, verifies against the golden and reports a failure at `location`.
private func verifyRendered(label: String, suite: String, record: RecordMode?, tolerance: SnapshotTolerance,
                            snapshotsDirectory: String?, artifactsDirectory: String?, location: CallerLocation,
                            render: () throws -> RenderedImage) -> SnapshotOutcome? {
    do {
        let image = try render()
        let root = snapshotsDirectory ?? SnapshotRenderers.snapshotsRoot(from: "\(location.filePath)")
        let artifacts = artifactsDirectory ?? ProcessInfo.processInfo.environment["BUTTONRENDER_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let verifier = SnapshotVerifier(store: SnapshotStore(root: root), mode: try record ?? RecordMode.fromEnvironment(),
                                        tolerance: tolerance, artifacts: artifacts)
        let outcome = try verifier.verify(image, suite: suite)
        if outcome.isFailure { location.fail(outcome.message) }
        return outcome
    } catch {
        location.fail("snapshot \(label): \(error)")
        return nil
    }
}

/// Where an assertion was written, and how to report a failure there.
struct CallerLocation {
    let fileID: String, filePath: StaticString, line: UInt, column: UInt

    /// Records a failure with Swift Testing when a test of it is running, else with XCTest.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// Renderers are per thread (Cairo and Pango objects are not shared across threads).
enum SnapshotRenderers {
    private static let key = "ButtonRenderTesting.renderer"

    /// This thread's renderer.
    static func current() throws -> ButtonRenderer {
        if let renderer = Thread.current.threadDictionary[key] as? ButtonRenderer { return renderer }
        let renderer = try ButtonRenderer()
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }

    /// `Snapshots/` in the nearest folder above `file` that holds a `Package.swift`.
    static func snapshotsRoot(from file: String) -> String {
        var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return dir.appendingPathComponent("Snapshots").path
            }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Snapshots").path
    }
}
