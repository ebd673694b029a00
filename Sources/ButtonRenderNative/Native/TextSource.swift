import ButtonRenderModel
import Foundation

/// What a text was shaped from and over which fonts: enough to shape it again, identically,
/// on any thread. Only a text with glyphs no font could draw keeps one (`ShapedText`), by
/// reference, so copying a layout copies no strings.
final class TextSource: Sendable {
    /// The characters and how they were shaped: every input of shaping but the fonts, so a
    /// text engine keys the texts it has shaped on it (`TextEngine.shaped(_:)`).
    enum Content: Hashable, Sendable {
        /// A label: its characters, font and options (`TextEngine.shape(_:font:options:)`).
        case text(String, font: ResolvedFont, options: TextOptions)
        /// An icon font's ligature (`TextEngine.shapeIcon(_:family:size:)`).
        case icon(String, family: String, size: Double)
    }

    /// The characters and how they were shaped.
    let content: Content
    /// The font files of the registry that shaped it.
    let fonts: [FontFile]

    /// Keeps `content`, shaped over `fonts`.
    init(content: Content, fonts: [FontFile]) {
        self.content = content; self.fonts = fonts
    }
}

extension TextEngine {
    /// A text engine of the calling thread over `fonts`, made on first use and kept for the
    /// thread's life (Pango objects must stay on the thread that made them); nil when the
    /// fonts cannot be loaded.
    static func ofCurrentThread(fonts: [FontFile]) -> TextEngine? {
        let key = "ButtonRender.TextEngine.ofCurrentThread"
        let dictionary = Thread.current.threadDictionary
        let engines = dictionary[key] as? ThreadTextEngines ?? {
            let made = ThreadTextEngines()
            dictionary[key] = made
            return made
        }()
        if let engine = engines.byFonts[fonts] { return engine }
        guard let registry = try? FontRegistry(fonts: fonts) else { return nil }
        let engine = TextEngine(registry: registry)
        engines.byFonts[fonts] = engine
        return engine
    }
}

/// The text engines one thread made to draw texts again, by font list.
private final class ThreadTextEngines {
    var byFonts: [[FontFile]: TextEngine] = [:]
}
