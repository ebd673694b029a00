import ButtonRenderModel
import CCairo

/// The two fontconfig rules every private configuration carries, so that emoji are drawn in
/// colour and at the label's size; nothing else of the machine's fontconfig setup is read.
///
/// - Pango asks for the family `emoji` when it itemises an emoji presentation sequence; the
///   alias points it at `FontRegistry.emojiFamily` (the machine's fontconfig says the same in
///   its `60-generic.conf`). Without it, fontconfig ranks Symbola's monochrome outlines first.
/// - Noto Color Emoji's glyphs are 109-pixel bitmaps (CBDT). As fontconfig's own
///   `conf.d/10-scale-bitmap-fonts.conf` does, a font without outlines gets a matrix scaling its
///   pixel size to the one asked for, which Cairo 1.16 applies when it draws the bitmaps, so an
///   emoji is as tall as the label around it at every size and scale.
enum FontRules {
    /// The rules as a fontconfig document.
    static let document = """
        <?xml version="1.0"?>
        <fontconfig>
          <alias binding="same">
            <family>emoji</family>
            <prefer><family>\(FontRegistry.emojiFamily)</family></prefer>
          </alias>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Loads the rules into `config`; false when fontconfig refused them.
    static func load(into config: OpaquePointer) -> Bool {
        document.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: document.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1) != 0
            }
        }
    }
}
