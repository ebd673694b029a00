import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// One image of an item that passed: its golden's file name and the digest of the golden's
/// bytes it passed against, with the pixel counts that verdict reported.
public struct VerifiedImage: Equatable, Sendable {
    /// The golden's file name in its suite (`name@2x.png`).
    package var fileName: String
    /// The digest of the golden's bytes the image passed against.
    public var golden: ContentHash
    /// Differing pixels the passing comparison counted, when it compared pixels.
    public var mismatchedPixels: Int?
    /// Their share of the image.
    public var ratio: Double?

    /// An image that passed against a golden with digest `golden`.
    package init(fileName: String, golden: ContentHash, mismatchedPixels: Int?, ratio: Double?) {
        self.fileName = fileName; self.golden = golden; self.mismatchedPixels = mismatchedPixels; self.ratio = ratio
    }
}

/// What `verify` knows passed, so that an unchanged item is not drawn again: for each item key
/// (`VerificationKeys`) the goldens its images passed against. An item is skipped only when its
/// key is recorded and every one of those goldens still has the digest it passed against; a
/// changed golden, spec, referenced file, binary, library, font, theme or option draws it
/// again. Only passes are recorded, never failures.
///
/// One file per snapshots folder and suite in `<cache>/verify/`, read once and rewritten (to a
/// temporary file, then renamed over it) only when the run learned something. A file that is
/// missing, unreadable, too large, of another version or environment, or whose checksum does
/// not match is ignored as if empty, never an error. Bounded: at most `maximumEntries` items a
/// file (those of the latest run first), `maximumLists` run lists and `maximumFiles` files
/// (the least recently written are removed).
///
/// A run's list of item keys can be recorded too (`recordItems`): the built-in catalog is made
/// by the binary from its bundled themes alone, both part of the environment digest, so a
/// catalog run whose list is recorded and whose items are all unchanged need not make the
/// catalog's specs at all.
package final class VerificationCache {
    /// The most items one file keeps.
    static let maximumEntries = 50_000
    /// A file larger than this is ignored (and replaced by the next save).
    static let maximumFileBytes = 16 << 20
    /// The most files `verify/` keeps.
    static let maximumFiles = 64
    /// The first line of a cache file.
    static let header = "buttonrender-verification-cache 1"

    /// The cache file.
    let file: URL
    private let environment: ContentHash
    private var known: [ContentHash: [VerifiedImage]]
    private var knownOrder: [ContentHash]
    /// Items confirmed or recorded this run, in order.
    private var used: [ContentHash: [VerifiedImage]] = [:]
    private var usedOrder: [ContentHash] = []
    private var learned = false
    /// Item lists of whole runs (the catalog's), by run key: loaded, and recorded this run.
    private var knownLists: [ContentHash: [ContentHash]] = [:]
    private var knownListOrder: [ContentHash] = []
    private var usedLists: [(ContentHash, [ContentHash])] = []
    /// The most item lists one file keeps.
    static let maximumLists = 16

    /// The cache of the goldens in `suite` of `store`, under `directory` (usually
    /// `CacheDirectory.url()`), for runs whose environment digest is `environment`. Reads the
    /// file now; anything wrong with it leaves the cache empty.
    /// The largest cache file read, in bytes (a line per image: a run of many thousands of
    /// buttons needs a few megabytes); a larger one is an empty cache.
    package static let maximumFileSize = 64 << 20

    package init(directory: URL, store: SnapshotStore, suite: String, environment: ContentHash) {
        let scope = ContentHash(of: store.root.path + "\n" + suite)
        file = directory.appendingPathComponent("verify", isDirectory: true).appendingPathComponent("\(scope).cache")
        self.environment = environment
        let parsed = (try? InputFile.readBytes(file.path, maximumSize: Self.maximumFileSize, kind: "verification cache"))
            .flatMap { Self.parse($0, environment: environment) }
        let entries = parsed?.entries ?? []
        known = Dictionary(entries.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        knownOrder = entries.map(\.0)
        for (run, items) in parsed?.lists ?? [] where knownLists[run] == nil {
            knownLists[run] = items; knownListOrder.append(run)
        }
    }

    /// The item keys recorded for the run `run` (see `VerificationKeys.runKey`), in order.
    package func items(ofRun run: ContentHash) -> [ContentHash]? {
        knownLists[run]
    }

    /// Records the item keys of the run `run`, in order, so that a later identical run can
    /// check its items without making them.
    package func recordItems(_ items: [ContentHash], ofRun run: ContentHash) {
        guard !items.isEmpty else { return }
        usedLists.removeAll { $0.0 == run }
        usedLists.append((run, items))
        if knownLists[run] != items { learned = true }
    }

    /// The item's images when `key` is recorded and every golden it passed against still has
    /// the same bytes (read now through `store`); nil otherwise, and the item must be drawn.
    package func unchanged(_ key: ContentHash, store: SnapshotStore, suite: String) -> [VerifiedImage]? {
        guard let images = known[key], !images.isEmpty else { return nil }
        let folder = store.root.path + "/" + suite + "/"
        for image in images {
            // The store's rule for golden names: a plain name (no folder, not hidden).
            guard !image.fileName.utf8.contains(UInt8(ascii: "/")), !image.fileName.hasPrefix("."),
                  // Bounded as a golden's read is: a golden swapped for a 3 GB file is a miss,
                  // and the check that draws the item refuses it by its size.
                  let bytes = try? InputFile.readBytes(folder + image.fileName, maximumSize: SnapshotStore.maximumFileSize, kind: "golden"),
                  ContentHash(of: bytes) == image.golden else { return nil }
        }
        if used[key] == nil { usedOrder.append(key) }
        used[key] = images
        return images
    }

    /// Records that every image of the item with `key` passed against goldens with these
    /// digests. Call it only for an item all of whose images passed.
    package func recordPass(_ key: ContentHash, images: [VerifiedImage]) {
        guard !images.isEmpty, images.allSatisfy({ !$0.fileName.utf8.contains(UInt8(ascii: "\n")) }) else { return }
        if used[key] == nil { usedOrder.append(key) }
        used[key] = images
        if known[key] != images { learned = true }
    }

    /// Writes the file when this run recorded anything new: this run's items first, then the
    /// others the file held, up to `maximumEntries`; then removes the least recently written
    /// files over `maximumFiles`. Failing to write is not an error: the next run draws again.
    package func save() {
        guard learned else { return }
        var lines = [String]()
        var written = 0
        var seen = Set<ContentHash>()
        func emit(_ key: ContentHash, _ images: [VerifiedImage]) {
            guard written < Self.maximumEntries, seen.insert(key).inserted else { return }
            lines.append("\(key) \(images.count)")
            for image in images {
                let pixels = image.mismatchedPixels.map(String.init) ?? "-"
                let ratio = image.ratio.map { "\($0)" } ?? "-"
                lines.append("\(image.golden) \(pixels) \(ratio) \(image.fileName)")
            }
            written += 1
        }
        for key in usedOrder { if let images = used[key] { emit(key, images) } }
        for key in knownOrder { if let images = known[key] { emit(key, images) } }
        var lists = usedLists
        for run in knownListOrder where !lists.contains(where: { $0.0 == run }) { lists.append((run, knownLists[run]!)) }
        for (run, items) in lists.prefix(Self.maximumLists) {
            lines.append("run \(run) \(items.count)")
            lines += items.map(\.description)
        }
        let body = lines.joined(separator: "\n") + "\n"
        let text = "\(Self.header)\nenvironment \(environment)\nchecksum \(ContentHash(of: body))\n" + body
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            return
        }
        Self.prune(folder)
    }

    /// The entries of a cache file's bytes, or nil when it is not one this version wrote for
    /// `environment`, or is damaged in any way. Reads the bytes directly (a catalog's file is
    /// a few thousand lines, read on every run).
    static func parse(_ bytes: [UInt8], environment: ContentHash) -> (entries: [(ContentHash, [VerifiedImage])], lists: [(ContentHash, [ContentHash])])? {
        guard bytes.count <= maximumFileBytes, bytes.last == UInt8(ascii: "\n") else { return nil }
        var lines: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<i); start = i + 1
        }
        func text(_ line: Range<Int>) -> ArraySlice<UInt8> { bytes[line] }
        func field(_ line: Range<Int>, after prefix: String) -> ArraySlice<UInt8>? {
            let p = Array(prefix.utf8)
            guard line.count > p.count, bytes[line.lowerBound..<(line.lowerBound + p.count)].elementsEqual(p) else { return nil }
            return bytes[(line.lowerBound + p.count)..<line.upperBound]
        }
        guard lines.count >= 3, text(lines[0]).elementsEqual(header.utf8),
              let recorded = field(lines[1], after: "environment ").flatMap(ContentHash.init(hexDigits:)), recorded == environment,
              let checksum = field(lines[2], after: "checksum ").flatMap(ContentHash.init(hexDigits:)) else { return nil }
        let body = lines[2].upperBound + 1
        guard bytes[body...].withUnsafeBytes({ ContentHash(of: $0) }) == checksum else { return nil }
        var entries: [(ContentHash, [VerifiedImage])] = []
        var lists: [(ContentHash, [ContentHash])] = []
        var index = 3
        while index < lines.count {
            // "run <key> <count>", then one item key a line.
            if let rest = field(lines[index], after: "run ") {
                guard rest.count > 33, rest[rest.startIndex + 32] == UInt8(ascii: " "), let run = ContentHash(hexDigits: rest.prefix(32)),
                      let count = Self.decimal(rest.dropFirst(33)), count > 0, index + count < lines.count,
                      lists.count < maximumLists else { return nil }
                var items: [ContentHash] = []
                for line in lines[(index + 1)...(index + count)] {
                    guard let item = ContentHash(hexDigits: text(line)) else { return nil }
                    items.append(item)
                }
                lists.append((run, items))
                index += count + 1
                continue
            }
            // "<key> <count>", then per image "<golden> <pixels or -> <ratio or -> <file name>".
            let head = text(lines[index])
            guard head.count > 33, head[head.startIndex + 32] == UInt8(ascii: " "),
                  let key = ContentHash(hexDigits: head.prefix(32)),
                  let count = Self.decimal(head.dropFirst(33)), count > 0, index + count < lines.count else { return nil }
            var images: [VerifiedImage] = []
            images.reserveCapacity(count)
            for line in lines[(index + 1)...(index + count)] {
                guard let image = Self.image(bytes[line]) else { return nil }
                images.append(image)
            }
            entries.append((key, images))
            index += count + 1
            guard entries.count <= maximumEntries else { return nil }
        }
        return (entries, lists)
    }

    /// One image line, "<golden> <pixels or -> <ratio or -> <file name>", or nil.
    private static func image(_ line: ArraySlice<UInt8>) -> VerifiedImage? {
        let space = UInt8(ascii: " "), dash = UInt8(ascii: "-")
        guard line.count > 33, line[line.startIndex + 32] == space, let golden = ContentHash(hexDigits: line.prefix(32)) else { return nil }
        let rest = line.dropFirst(33)
        guard let firstSpace = rest.firstIndex(of: space) else { return nil }
        let pixelsField = rest[..<firstSpace]
        let afterPixels = rest[(firstSpace + 1)...]
        guard let secondSpace = afterPixels.firstIndex(of: space) else { return nil }
        let ratioField = afterPixels[..<secondSpace]
        let nameField = afterPixels[(secondSpace + 1)...]
        guard !nameField.isEmpty, let name = String(validating: nameField, as: UTF8.self) else { return nil }
        var pixels: Int?
        if !pixelsField.elementsEqual([dash]) { guard let value = decimal(pixelsField) else { return nil }; pixels = value }
        var ratio: Double?
        if !ratioField.elementsEqual([dash]) {
            guard let value = Double(String(decoding: ratioField, as: UTF8.self)) else { return nil }
            ratio = value
        }
        return VerifiedImage(fileName: name, golden: golden, mismatchedPixels: pixels, ratio: ratio)
    }

    /// A non-negative decimal number of at most 18 digits, or nil.
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for c in digits {
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(c - UInt8(ascii: "0"))
        }
        return value
    }

    /// Removes the least recently written `*.cache` files of `folder` beyond `maximumFiles`.
    static func prune(_ folder: URL) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
        let caches = names.filter { $0.hasSuffix(".cache") }
        guard caches.count > maximumFiles else { return }
        let dated = caches.map { name -> (String, Date) in
            let attributes = try? fm.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
        }
        for (name, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(maximumFiles) {
            try? fm.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
