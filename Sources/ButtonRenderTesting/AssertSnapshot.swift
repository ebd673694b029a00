import ButtonRender
import Foundation

/// Renders `spec` and checks it against its golden `Snapshots/<suite>/<name>[@Nx].png` (or
/// `.svg`), reporting a mismatch at the caller's line with the counts and the artifact paths.
/// Works from XCTest and from Swift Testing. (The folder-per-suite form; see
/// `assertSnapshot(of:as:)` for goldens beside the test file.)
///
/// - Parameters:
///   - spec: the button; its `name` (or `named`) names the golden.
///   - format: PNG (compared as pixels) or SVG (compared as normalised text, then as pixels
///     rasterised by rsvg-convert).
///   - scale: pixel scale; default the spec's own.
///   - suite: the golden's folder under the snapshots root.
///   - record: the record mode; default the `withSnapshotTesting` scope's or
///     `.snapshots(record:)` trait's, else `BUTTONRENDER_RECORD`, else `never` on CI and
///     `missing` elsewhere.
///   - tolerance: per-pixel threshold and whole-image limits; the spec's own ignored regions
///     (`snapshot: {ignore: …}`) are added to its `ignoredRegions`.
///   - snapshotsDirectory: the snapshots root; default `Snapshots/` of the package holding
///     the calling file.
///   - artifactsDirectory: where failure artifacts and the run's HTML report go; default
///     `BUTTONRENDER_ARTIFACTS`, else
///     `.build/snapshot-artifacts` beside the snapshots root.
///   - name: the golden's name, in place of the spec's `name`.
///   - renderer: the renderer to use; default one per thread.
///   - fileID: the calling file's `#fileID`, where a failure is reported (leave the default).
///   - filePath: the calling file's `#filePath`, which also finds its package's folders.
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
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
    let check = SnapshotCheck(label: "\(suite)/\(spec.name ?? "?")",
                              store: SnapshotStore(root: snapshotsDirectory ?? SnapshotNaming.snapshotsRoot(from: "\(filePath)")),
                              suite: suite, record: record, tolerance: tolerance.ignoringRegions(of: spec, format: format, scale: scale),
                              artifacts: artifactsDirectory ?? SnapshotNaming.artifactsFromEnvironment, location: location)
    return check.run(image: { try (renderer ?? SnapshotRenderers.current()).render(spec, format: format, scale: scale) })
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
    let check = SnapshotCheck(label: "\(suite)/\(sheet.outputName)",
                              store: SnapshotStore(root: snapshotsDirectory ?? SnapshotNaming.snapshotsRoot(from: "\(filePath)")),
                              suite: suite, record: record, tolerance: tolerance,
                              artifacts: artifactsDirectory ?? SnapshotNaming.artifactsFromEnvironment, location: location)
    return check.run(image: { try SheetRenderer(renderer: SnapshotRenderers.current()).render(sheet, format: format, scale: scale) })
}
