import ButtonRender
import Foundation

/// Renderers are per thread (Cairo and Pango objects are not shared across threads). Each
/// thread's renderer has drawing caches of its own (`RenderCaches()`, the renderer's default),
/// kept as long as the thread: the snapshots a test thread draws reuse each other's layers and
/// shadow blurs, and share them with no other renderer in the process.
enum SnapshotRenderers {
    private static let key = "ButtonRenderTesting.renderer"

    /// This thread's renderer.
    static func current() throws -> ButtonRenderer {
        if let renderer = Thread.current.threadDictionary[key] as? ButtonRenderer { return renderer }
        let renderer = try ButtonRenderer(caches: RenderCaches())
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }
}
