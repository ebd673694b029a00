import ButtonRender
import Foundation

/// Checks a button against its golden, captured as `strategy` says, in the manner of
/// swift-snapshot-testing: `assertSnapshot(of: spec, as: .png(scale: 2))`. Reports a
/// mismatch (or a new recording) at the caller's line, from XCTest or Swift Testing, with the
/// path of the HTML report of the run's snapshot failures (`swift-test-report.html` in the
/// artifacts folder), and opens `BUTTONRENDER_DIFF_TOOL` when set.
///
/// The golden is `__Snapshots__/<TestFile>/<testFunction>.<N>.<ext>` beside the calling test
/// file, N counting this test function's snapshots from 1 (`testSaveButton.1.png`,
/// `testSaveButton.2@2x.png`, `testSaveButton.3.layout.json`). When the folder holds a
/// subfolder for the running platform (`linux`, `macos`), the goldens are there; a recording
/// also writes the folder's `buttonrender-environment.json` (`GoldenEnvironment`).
///
/// - Parameters:
///   - spec: the button.
///   - strategy: `.png`, `.png(scale:)`, `.svg`, `.pdf`, `.apng`, `.layout` (its layout and
///     accessibility audit as JSON, compared as text), or a `SnapshotStrategy` of your own.
///   - name: the snapshot's name in place of `<testFunction>.<N>`.
///   - suite: use the folder-per-suite layout instead, `Snapshots/<suite>/` at the package
///     root, where the name defaults to the spec's `name`.
///   - record: the record mode; default the `withSnapshotTesting` scope's or
///     `.snapshots(record:)` trait's, else `BUTTONRENDER_RECORD`, else `never` on CI and
///     `missing` elsewhere.
///   - tolerance: per-pixel threshold and whole-image limits (images only); a button spec's
///     own ignored regions (`snapshot: {ignore: …}`) are added to its `ignoredRegions`.
///   - snapshotDirectory: the folder of goldens, in place of the defaults above.
///   - artifactsDirectory: where failure artifacts and the HTML report go; default
///     `BUTTONRENDER_ARTIFACTS`, else `.build/snapshot-artifacts` of the package holding the test.
///   - renderer: the renderer to use; default one per thread.
///   - fileID: the calling file's `#fileID`, where a failure is reported (leave the default).
///   - filePath: the calling file's `#filePath`, which also finds its package's folders.
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
///   - function: the calling test function's `#function`, which names the golden.
/// - Returns: the outcome, for callers that want the counts; nil when rendering failed (the
///   error is reported).
@discardableResult
public func assertSnapshot<Format>(
    of spec: ButtonSpec, as strategy: SnapshotStrategy<ButtonSpec, Format>, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(), snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    assertSnapshot(of: spec, ownName: spec.name, as: strategy, named: name, suite: suite, record: record, tolerance: tolerance,
                   snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, renderer: renderer,
                   location: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
}

/// Checks a documentation sheet against its golden, captured as `strategy` says, as
/// `assertSnapshot(of:as:)` does for a button. `.layout` is the sheet's `SheetMetadata`: every
/// button's place, sizes and audit, its callouts and measures. With `suite:` the name
/// defaults to the sheet's name (else its kind).
@discardableResult
public func assertSnapshot<Format>(
    of sheet: SheetSpec, as strategy: SnapshotStrategy<SheetSpec, Format>, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(), snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    assertSnapshot(of: sheet, ownName: sheet.outputName, as: strategy, named: name, suite: suite, record: record, tolerance: tolerance,
                   snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, renderer: renderer,
                   location: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
}

/// Checks any value against its golden, captured by a strategy of your own
/// (`SnapshotStrategy<Value, Format>`), with the naming, record modes, artifacts, report and
/// diff tool of `assertSnapshot(of:as:)` for a button. With `suite:`, give `named:`.
@discardableResult
public func assertSnapshot<Value, Format>(
    of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(), snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, renderer: ButtonRenderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    assertSnapshot(of: value, ownName: nil, as: strategy, named: name, suite: suite, record: record, tolerance: tolerance,
                   snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, renderer: renderer,
                   location: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
}

/// The check behind every `assertSnapshot(of:as:)`: only the strategy's closures know the format.
private func assertSnapshot<Value, Format>(
    of value: Value, ownName: String?, as strategy: SnapshotStrategy<Value, Format>, named name: String?, suite: String?,
    record: RecordMode?, tolerance: SnapshotTolerance, snapshotDirectory: String?, artifactsDirectory: String?,
    renderer: ButtonRenderer?, location: CallerLocation, function: String
) -> SnapshotOutcome? {
    guard let destination = resolveDestination(named: name, ownName: ownName, suite: suite, snapshotDirectory: snapshotDirectory,
                                               artifactsDirectory: artifactsDirectory, filePath: "\(location.filePath)", function: function,
                                               location: location) else { return nil }
    let check = SnapshotCheck(label: "\(destination.suite)/\(destination.name)", store: destination.store, suite: destination.suite,
                              record: record, tolerance: strategy.prepareTolerance(value, tolerance), artifacts: destination.artifacts,
                              location: location)
    return check.run(fileName: strategy.fileName(destination.name), pathExtension: strategy.pathExtension, diffing: strategy.diffing) {
        try strategy.render(value, try renderer ?? SnapshotRenderers.current())
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
