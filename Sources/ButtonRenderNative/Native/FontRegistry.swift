import ButtonRenderModel
import CCairo
import Foundation

/// A font file the registry loads, with the Debian package that provides it.
public struct FontFile: Equatable, Hashable, Sendable {
    /// The family name the file declares.
    package var family: String
    /// Absolute path of the file.
    public var path: String
    /// The Debian package that installs it.
    public var package: String

    /// Creates a font file entry.
    package init(family: String, path: String, package: String) {
        self.family = family; self.path = path; self.package = package
    }
}

/// The fonts ButtonRender draws with: a private fontconfig configuration holding only named
/// files, so the machine's other fonts never change an image. Built once, then shared by the
/// text engines of one thread.
public final class FontRegistry {
    /// Debian's Roboto (Material labels), Inter (UIKit and the product systems, standing in for
    /// SF Pro), Material Icons (icons), and fallbacks for scripts the label fonts lack: Noto Sans
    /// Arabic, Hebrew, Devanagari and Thai, WenQuanYi Micro Hei (CJK), Noto Color Emoji (emoji),
    /// Symbola (other symbols) and DejaVu Sans.
    package static let defaultFonts: [FontFile] = {
        let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"
        let robotoFiles = ["Roboto-Thin", "Roboto-Light", "Roboto-Regular", "Roboto-Medium", "Roboto-Bold", "Roboto-Black",
                           "Roboto-Italic", "Roboto-MediumItalic", "Roboto-BoldItalic"]
        let inter = "/usr/share/fonts/opentype/inter/"
        let interFiles = ["Inter-Light", "Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold", "Inter-Black",
                          "Inter-Italic", "Inter-MediumItalic", "Inter-SemiBoldItalic", "Inter-BoldItalic"]
        let noto = "/usr/share/fonts/truetype/noto/"
        var fonts = robotoFiles.map { FontFile(family: "Roboto", path: roboto + $0 + ".ttf", package: "fonts-roboto-unhinted") }
        fonts += interFiles.map { FontFile(family: "Inter", path: inter + $0 + ".otf", package: "fonts-inter") }
        fonts.append(FontFile(family: "Material Icons",
                              path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                              package: "fonts-material-design-icons-iconfont"))
        for script in ["Arabic", "Hebrew", "Devanagari", "Thai"] {
            for weight in ["Regular", "Bold"] {
                fonts.append(FontFile(family: "Noto Sans \(script)", path: noto + "NotoSans\(script)-\(weight).ttf", package: "fonts-noto-core"))
            }
        }
        fonts.append(FontFile(family: "WenQuanYi Micro Hei", path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"))
        // Emoji in colour: Noto Color Emoji's bitmaps (CBDT), which Cairo 1.16 scales to the
        // label's size; Symbola's outlines for the symbols it lacks.
        fonts.append(FontFile(family: emojiFamily, path: noto + "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
        fonts.append(FontFile(family: "Symbola", path: "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf", package: "fonts-symbola"))
        fonts.append(FontFile(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"))
        fonts.append(FontFile(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"))
        return fonts
    }()

    /// The colour emoji font's family: labels fall back to it before any other font.
    static let emojiFamily = "Noto Color Emoji"

    /// The files this registry loaded.
    public let fonts: [FontFile]
    /// Family names available to specs.
    package let families: [String]
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// Loads the given files into a private fontconfig configuration. A missing file is an
    /// error naming it and its package; nothing falls back to the machine's fonts. The files
    /// are scanned once per process (`FontConfigurations`); each registry has its own Pango
    /// font map over that configuration.
    package convenience init(fonts: [FontFile] = FontRegistry.defaultFonts) throws {
        try self.init(fonts: fonts, configuration: try FontConfigurations.shared.configuration(for: fonts))
    }

    /// A registry over `config`, a configuration holding exactly `fonts` whose reference it
    /// takes over (released when the registry goes, or here when the font map fails).
    init(fonts: [FontFile], configuration config: OpaquePointer) throws {
        guard let map = br_font_map_new_with_config(config) else {
            FcConfigDestroy(config)
            throw NativeError.cairo(operation: "pango_cairo_font_map_new_for_font_type", status: "no FreeType font map")
        }
        self.config = config
        self.fontMap = map
        self.fonts = fonts
        var seen: [String] = []
        for font in fonts where !seen.contains(font.family) { seen.append(font.family) }
        self.families = seen
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// Gives fontconfig an empty process-wide default configuration (no fonts, no rules), so
    /// that Pango, which initialises fontconfig's default on a thread of its own when the first
    /// font map is made, does not load the machine's configuration files and font caches:
    /// registries draw only with their own configurations and never read the default, so images
    /// are the same bytes either way. For programs whose only text is ButtonRender's (the
    /// command-line tool calls it first thing); a program that draws other text through
    /// fontconfig's default configuration must not call it. Returns false (changing nothing
    /// else) when fontconfig refused.
    @discardableResult
    public static func leaveMachineFontsUnloaded() -> Bool {
        FontConfigurations.installEmptyDefault()
    }

    /// Throws unless `family` is registered.
    public func check(family: String) throws {
        // CSS and fontconfig match family names without regard to case, so a token's "inter"
        // is Inter (Pango draws the same file for either spelling). The exact spelling, which
        // is nearly always the one given, is looked for first: Foundation's comparison costs
        // about 4,000 instructions a button.
        guard families.contains(family) || families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
            throw NativeError.unknownFontFamily(family, available: families)
        }
    }
}
