import ButtonRender
import Foundation

/// Checks a button against its golden, captured as `format` says, in the manner of
/// swift-snapshot-testing: `assertSnapshot(of: spec, as: .png(scale: 2))`. Reports a
/// mismatch (or a new recording) at the caller's line, from XCTest or Swift Testing.
///
/// The golden is `__Snapshots__/<TestFile>/<testFunction>.<N>.<ext>` beside the calling test
/// file, N counting this test function's snapshots from 1 (`testSaveButton.1.png`,
/// `testSaveButton.2@2x.png`, `testSaveButton.3.layout.json`). When the folder holds a
/// subfolder for the running platform (`linux`, `macos`), the goldens are there; a recording
/// also writes the folder's `buttonrender-environment.json` (`GoldenEnvironment`).
///
/// - Parameters:
///   - spec: the button.
///   - format: `.png`, `.png(scale:)`, `.svg`, `.pdf` or `.layout` (its layout and
///     accessibility audit as JSON, compared as text).
///   - name: the snapshot's name in place of `<testFunction>.<N>`.
///   - suite: use the folder-per-suite layout instead, `Snapshots/<suite>/` at the package
///     root, where the name defaults to the spec's `name`.
///   - record: the record mode; default from `BUTTONRENDER_RECORD`, else `never` on CI and
///     `missing` elsewhere.
///   - tolerance: per-pixel threshold and whole-image limits (images only); a button spec's
///     own ignored regions (`snapshot: {ignore: …}`) are added to its `ignoredRegions`.
///   - snapshotDirectory: the folder of goldens, in place of the defaults above.
///   - artifactsDirectory: where failure artifacts go; default `BUTTONRENDER_ARTIFACTS`, else
///     `.build/snapshot-artifacts` of the package holding the test.
///   - renderer: the renderer to use; default one per thread.
/// - Returns: the outcome, for callers that want the counts; nil when rendering failed (the
///   error is reported).
@discardableResult
public func assertSnapshot(
    of spec: ButtonSpec, as format: SnapshotFormat, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(), snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let destination = resolveDestination(named: name, ownName: spec.name, suite: suite, snapshotDirectory: snapshotDirectory,
                                               artifactsDirectory: artifactsDirectory, filePath: "\(filePath)", function: function,
                                               location: location) else { return nil }
    var tolerance = tolerance
    if case .image(let outputFormat, let scale) = format.kind {
        tolerance = tolerance.ignoringRegions(of: spec, format: outputFormat, scale: scale)
    }
    return check(destination, record: record, tolerance: tolerance, location: location).run {
        let renderer = try renderer ?? SnapshotRenderers.current()
        switch format.kind {
        case .image(let outputFormat, let scale):
            var image = try renderer.render(spec, format: outputFormat, scale: scale)
            image.name = destination.name
            return .image(image)
        case .layout:
            let layout = try renderer.layout(spec)
            let metadata = ButtonMetadata.make(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec))
            return .text(try metadata.jsonBytes(), fileName: format.fileName(for: destination.name))
        }
    }
}

/// Checks a documentation sheet against its golden, captured as `format` says, as
/// `assertSnapshot(of:as:)` does for a button. `.layout` is the sheet's `SheetMetadata`: every
/// button's place, sizes and audit, its callouts and measures. With `suite:` the name
/// defaults to the sheet's name (else its kind).
@discardableResult
public func assertSnapshot(
    of sheet: SheetSpec, as format: SnapshotFormat, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(), snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let destination = resolveDestination(named: name, ownName: sheet.outputName, suite: suite, snapshotDirectory: snapshotDirectory,
                                               artifactsDirectory: artifactsDirectory, filePath: "\(filePath)", function: function,
                                               location: location) else { return nil }
    return check(destination, record: record, tolerance: tolerance, location: location).run {
        let sheets = SheetRenderer(renderer: try renderer ?? SnapshotRenderers.current())
        switch format.kind {
        case .image(let outputFormat, let scale):
            var image = try sheets.render(sheet, format: outputFormat, scale: scale)
            image.name = destination.name
            return .image(image)
        case .layout:
            let metadata = SheetMetadata.make(layout: try sheets.layout(sheet), sheet: sheet)
            return .text(try metadata.jsonBytes(), fileName: format.fileName(for: destination.name))
        }
    }
}

/// The golden's place, or nil after reporting why there is none (a bad name or folder).
private func resolveDestination(named: String?, ownName: String?, suite: String?, snapshotDirectory: String?, artifactsDirectory: String?,
                                filePath: String, function: String, location: CallerLocation) -> SnapshotDestination? {
    do {
        return try SnapshotDestination.resolve(named: named, ownName: ownName, suite: suite, snapshotDirectory: snapshotDirectory,
                                               artifactsDirectory: artifactsDirectory, filePath: filePath, function: function)
    } catch {
        location.fail("snapshot of \(SnapshotNaming.sanitize(function)): \(error)")
        return nil
    }
}

/// The check of one snapshot at its destination.
private func check(_ destination: SnapshotDestination, record: RecordMode?, tolerance: SnapshotTolerance,
                   location: CallerLocation) -> SnapshotCheck {
    SnapshotCheck(label: "\(destination.suite)/\(destination.name)", store: destination.store, suite: destination.suite,
                  record: record, tolerance: tolerance, artifacts: destination.artifacts, location: location)
}
