/// Every bound the library puts on what a spec, sheet or tokens file can make it do, so that
/// any input (including a hostile one from a pull request) is answered in bounded time and
/// memory with a located error. Limits that belong to one type stay beside it
/// (`SpecLoader.maximumFileSize`, `ButtonSpec.maximumTitleLength`, `CanvasLimits`); this
/// enum holds the ones that guard against expansion and pathological cost.
public enum SpecLimits {
    /// The most YAML nodes that expanding the aliases of one spec, sheet or tokens file may add
    /// to the nodes written out in it (each use of an alias counts its target's whole size;
    /// written-out nodes are bounded by the file size limit). A spec that shares a few values
    /// through aliases stays far below; an alias bomb ("billion laughs") goes past it from a
    /// few hundred bytes and is refused, at its first alias, before anything expands it.
    public static let maximumNodeCount = 100_000

    /// The most Unicode scalars a title, subtitle or sheet title may hold. The grapheme-cluster
    /// limit (`ButtonSpec.maximumTitleLength`) alone lets one "character" carry any number of
    /// combining marks, which text shaping then pays for.
    public static let maximumTextScalars = 4_000

    /// The most UTF-8 bytes a title, subtitle or sheet title may hold.
    public static let maximumTextBytes = 16_000

    /// The most blur work the shadows of one button may ask for: the sum over its shadows of
    /// (mask width x mask height x kernel taps) in device pixels at the render scale. The
    /// built-in catalog's largest (a Material button with elevation, at scale 3) is about
    /// 50 million, 60 times less; one shadow of blur 64 at scale 3 is about 720 million;
    /// 16 shadows of blur 512 and spread 512 at scale 3 are thousands of times more.
    public static let maximumShadowBlurWork = 3_000_000_000.0
}
