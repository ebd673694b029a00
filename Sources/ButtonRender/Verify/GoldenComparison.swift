import Foundation

/// Compares one drawn item's images with their goldens (any thread: the verifier writes each
/// image's own artifacts), giving each image's check, the report entries of those that did not
/// pass, and what the verification cache may remember of those that passed.
struct GoldenComparison: Sendable {
    /// Where the goldens are.
    var store: SnapshotStore
    /// The suite (folder) under the store's root.
    var suite: String
    /// Record mode, tolerance and artifacts.
    var verifier: SnapshotVerifier

    /// A comparison against `store`'s `suite` with `verifier`.
    init(store: SnapshotStore, suite: String, verifier: SnapshotVerifier) {
        self.store = store; self.suite = suite; self.verifier = verifier
    }

    /// What comparing one item gave.
    struct ItemResult: Sendable {
        /// One check per image (per output for an item that could not be drawn).
        var checks: [ImageCheck] = []
        /// The report entries of the images that did not pass.
        var entries: [HTMLReport.Entry] = []
        /// What the cache may remember, when every image passed in a way it can trust.
        var passes: [VerifiedImage] = []
    }

    /// Compares `item` with its goldens (each check's `seconds` is its comparison's); an
    /// invalid item is an error for each of its `outputs` images.
    func compare(_ item: RunItem, outputs: Int) -> ItemResult {
        var result = ItemResult()
        guard let drawn = item.drawn else {
            let message = item.error.map { "\($0)" } ?? "not drawn"
            for _ in 0..<outputs {
                let check = ImageCheck(error: "\(suite)/\(item.name)", message: message, seconds: 0)
                result.checks.append(check)
                result.entries.append(HTMLReport.Entry(snapshot: check.name, message: check.message, status: .error, expected: nil, actual: nil, diff: nil))
            }
            return result
        }
        for image in drawn.images {
            let start = Date()
            do {
                let golden = try store.read(suite: suite, fileName: image.fileName)
                let verifier = verifier(for: drawn.item, image: image)
                let outcome = try verifier.verify(image, suite: suite, golden: golden)
                let check = ImageCheck(outcome: outcome, seconds: Date().timeIntervalSince(start))
                result.checks.append(check)
                if let golden, let pass = VerifySkipping.pass(outcome, image: image, golden: golden, comparer: verifier.comparers[image.format]) {
                    result.passes.append(pass)
                }
                if check.status == .failed || check.status == .new {
                    var entry = HTMLReport.Entry(outcome: outcome)
                    entry.status = check.status == .new ? .new : .failed
                    if entry.actual == nil, image.format == .png { entry.actual = image.bytes }
                    if entry.expected == nil, image.format == .png, let golden { entry.expected = golden }
                    result.entries.append(entry)
                }
            } catch {
                let check = ImageCheck(error: "\(suite)/\(item.name)", message: "\(error)", seconds: Date().timeIntervalSince(start))
                result.checks.append(check)
                result.entries.append(HTMLReport.Entry(snapshot: check.name, message: check.message, status: .error, expected: nil, actual: nil, diff: nil))
            }
        }
        return result
    }

    /// The verifier of one image: a button spec's own ignored regions (`snapshot: {ignore: …}`,
    /// in points) in the image's pixels added to the tolerance's.
    private func verifier(for item: SpecItem, image: RenderedImage) -> SnapshotVerifier {
        guard case .button(let loaded) = item, let settings = loaded.spec.snapshot else { return verifier }
        var verifier = verifier
        verifier.tolerance = verifier.tolerance.ignoring(settings, scale: image.format == .png || image.format == .apng ? image.scale : 1)
        return verifier
    }
}
