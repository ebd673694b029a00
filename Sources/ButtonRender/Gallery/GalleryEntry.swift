extension Gallery {
    /// One asset of the gallery: a button (placed in its system's grid) or a sheet.
    public struct Entry: Sendable {
        /// The asset's name (its files' base name).
        public var name: String
        /// The section it is listed under (the design system, or "sheets").
        package var section: String
        /// A one-line description: style, state, appearance.
        public var summary: String
        /// PNG bytes shown as the thumbnail, at @1x.
        var thumbnail: [UInt8]?
        /// The asset's files with their sizes, formats and scales.
        public var outputs: [File]
        /// The asset's files with their sizes ("name@2x.png", "176 x 72 px").
        public var files: [(name: String, size: String)] {
            get { outputs.map { ($0.name, $0.size) } }
            set { outputs = newValue.map { File(name: $0.name, size: $0.size) } }
        }
        /// The spec as JSON.
        public var spec: String
        /// What VoiceOver reads.
        public var voiceOver: String?
        /// The audit's findings ("warning: …").
        package var findings: [String]
        /// A colour shown behind the thumbnail's transparent pixels (a dark button's theme
        /// canvas); nil shows a checkerboard.
        var backdrop: RGBAColor?
        /// Where a button sits in its system's grid; nil lists the entry by itself (sheets,
        /// assets that fit no grid).
        public var grid: GridPosition?
        /// The label text drawn (title, subtitle) or, without one, the accessibility label.
        package var label: String
        /// The image's size in points (the @1x image's size in pixels), when known.
        package var canvas: Size?
        /// The layout's rectangles in points, drawn over the image on demand.
        package var rectangles: [Rectangle]
        /// For a button of a system file: each slot, its value and the token chain behind it,
        /// as `system check` prints them (empty otherwise).
        package var tokens: [TokenRow] = []
        /// For a button of a system file: the file's description and its style's usage note,
        /// as safe HTML (`SafeMarkdown`); nil otherwise.
        package var notes: Notes?

        /// Creates an entry.
        package init(name: String, section: String, summary: String, thumbnail: [UInt8]?, files: [(name: String, size: String)],
                    spec: String, voiceOver: String?, findings: [String], backdrop: RGBAColor? = nil) {
            self.init(name: name, section: section, summary: summary, thumbnail: thumbnail,
                      outputs: files.map { File(name: $0.name, size: $0.size) }, spec: spec, voiceOver: voiceOver,
                      findings: findings, backdrop: backdrop)
        }

        /// Creates an entry with its files described in full, its place in a grid, label text,
        /// canvas size and layout rectangles.
        package init(name: String, section: String, summary: String, thumbnail: [UInt8]?, outputs: [File], spec: String,
                    voiceOver: String?, findings: [String], backdrop: RGBAColor? = nil, grid: GridPosition? = nil,
                    label: String = "", canvas: Size? = nil, rectangles: [Rectangle] = []) {
            self.name = name; self.section = section; self.summary = summary; self.thumbnail = thumbnail
            self.outputs = outputs; self.spec = spec; self.voiceOver = voiceOver; self.findings = findings; self.backdrop = backdrop
            self.grid = grid; self.label = label; self.canvas = canvas; self.rectangles = rectangles
        }
    }

    /// One slot of a button in its gallery detail view: the value drawn and where it came from.
    public struct TokenRow: Codable, Equatable, Sendable {
        /// The slot (`containerColor`, `padding`).
        public var slot: String
        /// The value drawn (`#1F883D`, `12pt`).
        public var value: String
        /// The token chain behind it (`{button.primary.bgColor.rest} → {bgColor.success.emphasis}`),
        /// empty for a literal.
        public var chain: String
        /// The line of the system file that gave it (`github-primer.system.yaml:85:18`), or `default`.
        public var from: String
    }

    /// What a system file says of a button, for its documentation page: the system's
    /// `description` and the style's `usage`, each Markdown made safe HTML (`SafeMarkdown`).
    public struct Notes: Codable, Equatable, Sendable {
        /// The system's description, as HTML.
        public var system: String?
        /// When to use the button's style, as HTML.
        public var usage: String?
    }
}
