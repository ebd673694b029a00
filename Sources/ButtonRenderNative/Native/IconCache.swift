import ButtonRenderModel
import Foundation

/// The process-wide cache of loaded icons, keyed by absolute path and safe to use from any
/// thread. Each icon is kept with its file's identity (`FileIdentity`: device, inode, size,
/// modification and status-change times) when it was read, and served only while the file
/// still has it, so an edited icon is read again (`serve` redraws with the new one). It holds
/// at most `byteBudget` bytes of decoded pixels (an SVG document counts as 64 KiB); when a new
/// icon would exceed it, the oldest icons are dropped first.
/// `@unchecked Sendable`: its mutable state (`icons`, `order`, `bytes`) is private and only
/// touched under `lock`; `byteBudget` is immutable after init, and the icons are `Sendable`.
final class IconCache: @unchecked Sendable {
    /// The cache `ImageIcon.load(path:)` uses.
    static let shared = IconCache()

    /// Most bytes of icon data kept: 256 MiB, four icons of the largest size.
    let byteBudget: Int

    private let lock = NSLock()
    private var icons: [String: (identity: String, icon: ImageIcon)] = [:]
    /// Paths in insertion order, oldest first, for eviction.
    private var order: [String] = []
    private var bytes = 0

    /// An empty cache holding up to `byteBudget` bytes.
    init(byteBudget: Int = 256 << 20) {
        self.byteBudget = byteBudget
    }

    /// The icon cached for `path`, if its file still has `identity`.
    func icon(at path: String, identity: String) -> ImageIcon? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = icons[path], entry.identity == identity else { return nil }
        return entry.icon
    }

    /// Caches `icon`, read from a file of `identity`, under its path and returns it, or
    /// returns the icon another thread cached for that path and identity first (so every
    /// caller shares one instance). An icon of the same path but another identity (an older
    /// version of the file) is replaced.
    func insert(_ icon: ImageIcon, identity: String) -> ImageIcon {
        lock.lock()
        defer { lock.unlock() }
        if let existing = icons[icon.path] {
            if existing.identity == identity { return existing.icon }
            icons.removeValue(forKey: icon.path)
            order.removeAll { $0 == icon.path }
            bytes -= IconCache.cost(of: existing.icon)
        }
        let cost = IconCache.cost(of: icon)
        while bytes + cost > byteBudget, !order.isEmpty {
            let oldest = order.removeFirst()
            if let dropped = icons.removeValue(forKey: oldest) { bytes -= IconCache.cost(of: dropped.icon) }
        }
        icons[icon.path] = (identity, icon)
        order.append(icon.path)
        bytes += cost
        return icon
    }

    /// Forgets every icon.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        icons.removeAll()
        order.removeAll()
        bytes = 0
    }

    /// The number of cached icons.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return icons.count
    }

    /// Bytes an icon is counted as: its pixels for a PNG, a nominal 64 KiB for an SVG document.
    private static func cost(of icon: ImageIcon) -> Int {
        switch icon.format {
        case .png: return Int(icon.intrinsicSize.width * icon.intrinsicSize.height) * 4
        case .svg: return 64 << 10
        }
    }
}
