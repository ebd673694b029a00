import Foundation

/// What a `SnapshotVerification` found: every image's check and the report entries, per item
/// in input order, and the counts `verify` prints, with the HTML report, JUnit XML and JSON
/// document made from them.
public struct VerificationResult: Sendable {
    /// Each item's checks, in input order.
    public var checks: [[ImageCheck]]
    /// Each item's report entries (the images that did not pass).
    package var entries: [[HTMLReport.Entry]]

    /// Every check, in input order.
    package var allChecks: [ImageCheck] { checks.flatMap { $0 } }

    /// How many checks ended as `status`.
    package func count(_ status: ImageCheck.Status) -> Int { allChecks.filter { $0.status == status }.count }

    /// Passed without being drawn (the verification cache).
    public var unchanged: Int { allChecks.filter { $0.unchanged == true }.count }

    /// Images that failed: differ, have no golden, or could not be checked.
    public var failures: Int { count(.failed) + count(.new) + count(.error) }

    /// The self-contained HTML review report of the images that did not pass.
    package var htmlReport: String {
        HTMLReport.render(entries: entries.flatMap { $0 }, passed: count(.passed) + count(.recorded))
    }

    /// JUnit XML: one test case per image.
    package var junitXML: String { JUnitReport.xml(allChecks.map(\.junitCase)) }

    /// The JSON document `verify --json` prints: the counts and every image's check.
    package func jsonDocument() throws -> String {
        struct Document: Encodable {
            var passed, failed, new, recorded, errors, unchanged: Int
            var images: [ImageCheck]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(passed: count(.passed), failed: count(.failed), new: count(.new), recorded: count(.recorded),
                                errors: count(.error), unchanged: unchanged, images: allChecks)
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
