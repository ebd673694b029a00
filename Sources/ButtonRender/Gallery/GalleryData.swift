import Foundation

/// The gallery page's data: one JSON document the page's script builds its grids, lists and
/// detail views from. The static page inlines it; a server can serve it at a URL instead.
public struct GalleryData: Codable, Equatable, Sendable {
    /// One asset as the page sees it.
    public struct Item: Codable, Equatable, Sendable {
        /// The asset's name (its files' base name).
        public var name: String
        /// The section it is listed under (the design system, or "sheets").
        package var section: String
        /// "button" or "sheet".
        package var kind: String
        /// A one-line description.
        public var summary: String
        /// Where the button sits in its system's grid; nil lists it by itself.
        public var grid: Gallery.GridPosition?
        /// The label text, searched with the name, style and state.
        package var label: String
        /// The @1x thumbnail as a `data:image/png;base64,…` URI.
        var thumbnail: String?
        /// The colour behind the thumbnail's transparent pixels ("#1c1b1f"); nil for a checkerboard.
        var backdrop: String?
        /// The image's size in points.
        package var canvas: Size?
        /// Every file written, linked relative to the page.
        public var files: [Gallery.File]
        /// The spec as JSON text.
        public var spec: String
        /// What VoiceOver reads.
        public var voiceOver: String?
        /// The audit's findings ("warning: …").
        package var findings: [String]
        /// The layout's rectangles in points.
        package var rectangles: [Gallery.Rectangle]
        /// For a button of a system file, each slot's value and the tokens behind it.
        package var tokens: [Gallery.TokenRow]?
        /// How the image compares with its golden, on a served page with a snapshots folder;
        /// nil otherwise (the static page).
        public var golden: Golden?

        /// The item of `entry`.
        package init(_ entry: Gallery.Entry) {
            name = entry.name; section = entry.section; summary = entry.summary; grid = entry.grid; label = entry.label
            kind = entry.section == "sheets" && entry.grid == nil ? "sheet" : "button"
            thumbnail = entry.thumbnail.map { "data:image/png;base64," + Data($0).base64EncodedString() }
            backdrop = entry.backdrop.map { String($0.hexString.prefix(7)) }
            canvas = entry.canvas; files = entry.outputs; spec = entry.spec; voiceOver = entry.voiceOver
            findings = entry.findings; rectangles = entry.rectangles
            tokens = entry.tokens.isEmpty ? nil : entry.tokens
        }
    }

    /// The page's title.
    public var title: String
    /// The order of states across a grid (states not listed come after, in the order they
    /// first appear).
    var stateOrder: [String]
    /// The order of systems down the page (systems not listed come after).
    var systemOrder: [String]
    /// Every asset, in the order given.
    public var items: [Item]
    /// What each system file says of its buttons, once per system (by section): its
    /// description and each style's usage, as safe HTML; nil when no entry has any.
    package var systemNotes: [String: SystemNotes]?

    /// A system file's notes, as the page shows them: the description heads its section, a
    /// style's usage shows in the detail view of each of its buttons.
    package struct SystemNotes: Codable, Equatable, Sendable {
        /// The system's description, as HTML.
        var description: String?
        /// Each style's usage note, as HTML, by style.
        var usage: [String: String] = [:]
    }
    /// What a served page knows besides its items (version, errors, approve); nil on the
    /// static page.
    package var live: Live?

    /// The data of `entries`.
    package init(title: String, entries: [Gallery.Entry]) {
        self.title = title
        stateOrder = ButtonState.allCases.map(\.rawValue)
        systemOrder = DesignSystems.names
        items = entries.map(Item.init)
        var notes: [String: SystemNotes] = [:]
        for entry in entries {
            guard let note = entry.notes else { continue }
            notes[entry.section, default: SystemNotes()].description = notes[entry.section]?.description ?? note.system
            if let usage = note.usage, let style = entry.grid?.style { notes[entry.section, default: SystemNotes()].usage[style] = usage }
        }
        systemNotes = notes.isEmpty ? nil : notes
    }

    /// The document as compact JSON with keys sorted.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The JSON as text safe inside a `<script>` element: `<`, `>` and `&` are written as
    /// `\u003c`, `\u003e` and `\u0026` (a label's `</script>` cannot end the element), and
    /// U+2028 and U+2029 as escapes too. JSON.parse reads it back unchanged.
    func inlineJSON() throws -> String {
        var out = ""
        for scalar in String(decoding: try json(), as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
