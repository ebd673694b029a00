import ButtonRender
import Foundation

/// Renderers are per thread (Cairo and Pango objects are not shared across threads).
enum SnapshotRenderers {
    private static let key = "ButtonRenderTesting.renderer"

    /// This thread's renderer.
    static func current() throws -> ButtonRenderer {
        if let renderer = Thread.current.threadDictionary[key] as? ButtonRenderer { return renderer }
        let renderer = try ButtonRenderer()
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }
}
