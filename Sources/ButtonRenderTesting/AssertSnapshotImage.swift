import ButtonRender
import Foundation

/// Checks an image already drawn (by a `Run`'s sink, say) against its golden
/// `Snapshots/<suite>/<file name>`, as `assertSnapshot(of:format:scale:suite:)` checks a spec
/// it draws itself: same comparison, record modes, artifacts and failure report at the
/// caller's line.
///
/// - Parameters:
///   - image: the encoded image; its file name (`name@2x.png`) names the golden.
///   - suite: the golden's folder under the snapshots root.
///   - record: the record mode; default the `withSnapshotTesting` scope's or
///     `.snapshots(record:)` trait's, else `BUTTONRENDER_RECORD`, else `never` on CI and
///     `missing` elsewhere.
///   - tolerance: per-pixel threshold and whole-image limits.
///   - snapshotsDirectory: the snapshots root; default `Snapshots/` of the package holding
///     the calling file.
///   - artifactsDirectory: where failure artifacts and the run's HTML report go; default
///     `BUTTONRENDER_ARTIFACTS`, else
///     `.build/snapshot-artifacts` beside the snapshots root.
///   - fileID: the calling file's `#fileID`, where a failure is reported (leave the default).
///   - filePath: the calling file's `#filePath`, which also finds its package's folders.
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
/// - Returns: the outcome, for callers that want the counts.
@discardableResult
public func assertSnapshot(
    of image: RenderedImage, suite: String, record: RecordMode? = nil, tolerance: SnapshotTolerance = .init(),
    snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let check = SnapshotCheck(label: "\(suite)/\(image.name)",
                              store: SnapshotStore(root: snapshotsDirectory ?? SnapshotNaming.snapshotsRoot(from: "\(filePath)")),
                              suite: suite, record: record, tolerance: tolerance,
                              artifacts: artifactsDirectory ?? SnapshotNaming.artifactsFromEnvironment, location: location)
    return check.run(image: { image })
}
