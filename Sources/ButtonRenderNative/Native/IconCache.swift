import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// The process-wide cache of loaded icons, keyed by absolute path and safe to use from any
/// thread. Each icon is kept with its file's identity (`FileIdentity`: device, inode, size,
/// modification and status-change times) when it was read, and served only while the file
/// still has it, so an edited icon is read again (`serve` redraws with the new one). It holds
/// at most `byteBudget` bytes of decoded pixels (an SVG document counts as 64 KiB); when a new
/// icon would exceed it, the oldest icons are dropped first.
final class IconCache: Sendable {
    /// The cache `ImageIcon.load(path:)` uses.
    static let shared = IconCache()

    /// Most bytes of icon data kept: 256 MiB, four icons of the largest size.
    let byteBudget: Int

    /// What the cache holds, reached only under its lock.
    private struct Contents: Sendable {
        var icons: [String: (identity: String, icon: ImageIcon)] = [:]
        /// Paths in insertion order, oldest first, for eviction.
        var order: [String] = []
        var bytes = 0
    }

    private let contents = Locked(Contents())

    /// An empty cache holding up to `byteBudget` bytes.
    init(byteBudget: Int = 256 << 20) {
        self.byteBudget = byteBudget
    }

    /// The icon cached for `path`, if its file still has `identity`.
    func icon(at path: String, identity: String) -> ImageIcon? {
        contents.withLock { contents in
            guard let entry = contents.icons[path], entry.identity == identity else { return nil }
            return entry.icon
        }
    }

    /// Caches `icon`, read from a file of `identity`, under its path and returns it, or
    /// returns the icon another thread cached for that path and identity first (so every
    /// caller shares one instance). An icon of the same path but another identity (an older
    /// version of the file) is replaced.
    func insert(_ icon: ImageIcon, identity: String) -> ImageIcon {
        let budget = byteBudget
        return contents.withLock { contents in
            if let existing = contents.icons[icon.path] {
                if existing.identity == identity { return existing.icon }
                contents.icons.removeValue(forKey: icon.path)
                contents.order.removeAll { $0 == icon.path }
                contents.bytes -= IconCache.cost(of: existing.icon)
            }
            let cost = IconCache.cost(of: icon)
            while contents.bytes + cost > budget, !contents.order.isEmpty {
                let oldest = contents.order.removeFirst()
                if let dropped = contents.icons.removeValue(forKey: oldest) { contents.bytes -= IconCache.cost(of: dropped.icon) }
            }
            contents.icons[icon.path] = (identity, icon)
            contents.order.append(icon.path)
            contents.bytes += cost
            return icon
        }
    }

    /// Forgets every icon.
    func removeAll() {
        contents.withLock { $0 = Contents() }
    }

    /// The number of cached icons.
    var count: Int { contents.withLock { $0.icons.count } }

    /// Bytes an icon is counted as: its pixels for a PNG, a nominal 64 KiB for an SVG document.
    private static func cost(of icon: ImageIcon) -> Int {
        switch icon.format {
        case .png: return Int(icon.intrinsicSize.width * icon.intrinsicSize.height) * 4
        case .svg: return 64 << 10
        }
    }
}
