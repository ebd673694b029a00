import Foundation
import ButtonRenderSupport

/// `verify`'s use of the verification cache: items unchanged since they last passed are not
/// drawn again (see `VerificationCache` for what "unchanged" covers). Off with `--no-cache`,
/// with `--update all` (which must look at every image), and when there is no cache folder;
/// then every item is drawn, as before the cache existed.
final class VerifySkipping {
    private let cache: VerificationCache?
    private let keys: VerificationKeys?
    private let store: SnapshotStore
    private let suite: String

    /// Opens the cache of `store`'s `suite` in `folder` (the user's cache folder by default)
    /// for a run of `outputs` at `tolerance`, unless `enabled` is false, the record mode is
    /// `all` or there is no folder.
    init(enabled: Bool, mode: RecordMode, store: SnapshotStore, suite: String, outputs: [BatchOutput], tolerance: SnapshotTolerance,
                folder: URL? = CacheDirectory.url()) {
        self.store = store; self.suite = suite
        guard enabled, mode != .all, let folder else { cache = nil; keys = nil; return }
        let environment = VerificationEnvironment.digest()
        cache = VerificationCache(directory: folder, store: store, suite: suite, environment: environment)
        let images = outputs.map { "\($0.format.rawValue)@\($0.scale.map(String.init) ?? "own")" }.joined(separator: ",")
        keys = VerificationKeys(environment: environment,
                                context: "outputs \(images)\ntolerance \(tolerance)\nsnapshots \(store.root.path)\nsuite \(suite)",
                                systemFiles: { path in (try? SystemFiles.shared.load(path)).flatMap { _ in SystemFiles.shared.files(of: path) } })
    }

    /// The cache key of `item`, nil when the cache is off or the item is always drawn.
    func key(for item: SpecItem) -> ContentHash? { keys?.key(for: item) }

    /// The item's images when it is unchanged since all `outputs` of them passed.
    func unchanged(_ key: ContentHash?, outputs: Int) -> [VerifiedImage]? {
        guard let key, let images = cache?.unchanged(key, store: store, suite: suite), images.count == outputs else { return nil }
        return images
    }

    /// The images of every catalog item (of `system`, or all) when the catalog's item list is
    /// recorded and every item on it is unchanged; nil otherwise, and the catalog must be made.
    func unchangedCatalog(system: String?, outputs: Int) -> [[VerifiedImage]]? {
        guard let cache, let keys, let items = cache.items(ofRun: keys.runKey(Self.catalogLabel(system))) else { return nil }
        var all: [[VerifiedImage]] = []
        all.reserveCapacity(items.count)
        for item in items {
            guard let images = unchanged(item, outputs: outputs) else { return nil }
            all.append(images)
        }
        return all
    }

    /// Records the catalog's item keys (of `system`, or all), when every item has one.
    func recordCatalog(system: String?, items: [ContentHash?]) {
        guard let cache, let keys, items.allSatisfy({ $0 != nil }) else { return }
        cache.recordItems(items.compactMap { $0 }, ofRun: keys.runKey(Self.catalogLabel(system)))
    }

    /// What a catalog run's item list depends on besides the binary: the system picked, and
    /// for a system file the reading of its files (a changed file gives another list).
    private static func catalogLabel(_ system: String?) -> String {
        guard let system else { return "catalog " }
        guard DesignSystems.named(system) == nil else { return "catalog \(system)" }
        _ = try? SystemFiles.shared.load(system)
        return "catalog \(URL(fileURLWithPath: system).standardizedFileURL.path) \(SystemFiles.shared.version(of: system) ?? UUID().uuidString)"
    }

    /// Records an item all of whose images passed.
    func recordPass(_ key: ContentHash?, images: [VerifiedImage]) {
        guard let key else { return }
        cache?.recordPass(key, images: images)
    }

    /// Writes what the run learned.
    func save() { cache?.save() }

    /// What to remember of an image that passed against `golden`, or nil when it did not pass or
    /// its pass cannot be trusted later: `comparer` compared files that were not equal with a
    /// program the cache key does not cover (an SVG's rsvg-convert, a PDF's pdftoppm).
    static func pass(_ outcome: SnapshotOutcome, image: RenderedImage, golden: [UInt8], comparer: ImageComparer) -> VerifiedImage? {
        guard outcome.status == .passed else { return nil }
        let identical = outcome.verdict?.byteIdentical == true
        guard identical || comparer.passIsReproducible else { return nil }
        return VerifiedImage(fileName: image.fileName, golden: ContentHash(of: golden),
                             mismatchedPixels: outcome.verdict?.result?.mismatchedPixels ?? (identical ? 0 : nil),
                             ratio: outcome.verdict?.result?.ratio ?? (identical ? 0 : nil))
    }
}
