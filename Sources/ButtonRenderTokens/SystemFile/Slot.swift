/// One value a system file gives a button: a colour, a length, a font property, a switch.
/// Compound slots (`border`, `padding`, `focusRing`, …) are written as objects and kept as
/// their parts (`border.width`, `border.color`), so a later variant can change one part and
/// keep the others, as CSS longhands do; `border: none` turns the whole compound off.
package struct Slot: Hashable, Sendable, CustomStringConvertible {
    /// The slot's name as the file writes it, dotted for a part (`border.color`).
    package let name: String
    /// What its values are.
    package let kind: Kind
    /// What the slot does, for `render-cli help system` and the JSON Schema.
    package let summary: String

    /// What a slot's value is.
    package enum Kind: Hashable, Sendable {
        /// A colour: `#rrggbb[aa]`, `transparent`, a colour token, or `{color, opacity}`.
        case color
        /// A length in points: a number, a dimension token (px, rem; em where the token says
        /// what it is relative to), or `calc(...)`.
        case dimension
        /// A plain number (an opacity, a factor).
        case number
        /// A font family name (the first of a list token).
        case fontFamily
        /// A font weight: 1–1000 or a keyword such as `semi-bold`.
        case fontWeight
        /// Shadows: a shadow token (one or a list), shadows written out (`ShadowLiteral`), or
        /// `none`.
        case shadows
        /// One of a fixed set of words.
        case keyword([String])
        /// Free text (a title, an icon name).
        case text
        /// Whether a compound slot is drawn at all (set by writing the compound or `none`).
        case presence
    }

    package var description: String { name }

    /// The words of a `keyword` slot, or nil.
    package var keywords: [String]? {
        if case .keyword(let words) = kind { return words }
        return nil
    }

    /// The compound a part belongs to (`border` for `border.color`), or nil for a plain slot.
    package var compound: String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
}

extension Slot {
    /// Every slot a button has, in the order `render-cli system check` prints them.
    package static let all: [Slot] = [
        Slot(name: "containerColor", kind: .color, summary: "the container's fill"),
        Slot(name: "labelColor", kind: .color, summary: "the title's colour"),
        Slot(name: "iconColor", kind: .color, summary: "the icon's tint (default: labelColor)"),
        Slot(name: "border", kind: .presence, summary: "a border around the container ({width, color, alignment} or none)"),
        Slot(name: "border.width", kind: .dimension, summary: "the border's width"),
        Slot(name: "border.color", kind: .color, summary: "the border's colour (default: labelColor)"),
        Slot(name: "border.alignment", kind: .keyword(["inside", "center", "outside"]), summary: "where the border lies on the edge (default inside)"),
        Slot(name: "cornerRadius", kind: .dimension, summary: "the corners' radius, or capsule (half the height)"),
        Slot(name: "height", kind: .dimension, summary: "a fixed container height, or auto to fit the content (default)"),
        Slot(name: "minWidth", kind: .dimension, summary: "the smallest container width (default 0)"),
        Slot(name: "minHeight", kind: .dimension, summary: "the smallest container height (default 0)"),
        Slot(name: "width", kind: .dimension, summary: "hug (fit the content, default), fill (the parent's width less margin) or points"),
        Slot(name: "parentWidth", kind: .dimension, summary: "the parent's width a filling button assumes when the spec gives no containerWidth"),
        Slot(name: "margin", kind: .dimension, summary: "the side margin a button keeps inside its parent (default 0)"),
        Slot(name: "padding", kind: .presence, summary: "space between the container's edge and the content: a length, or {top, bottom, leading, trailing, vertical, horizontal}"),
        Slot(name: "padding.top", kind: .dimension, summary: "space above the content"),
        Slot(name: "padding.bottom", kind: .dimension, summary: "space below the content"),
        Slot(name: "padding.leading", kind: .dimension, summary: "space before the content, in reading order"),
        Slot(name: "padding.trailing", kind: .dimension, summary: "space after the content, in reading order"),
        Slot(name: "iconSidePadding", kind: .dimension, summary: "replaces the padding on the icon's side when there is an icon (none by default)"),
        Slot(name: "icon", kind: .text, summary: "the icon drawn when the spec names none (an icon name, or none)"),
        Slot(name: "iconSize", kind: .dimension, summary: "the icon's square side"),
        Slot(name: "iconGap", kind: .dimension, summary: "space between icon and title"),
        Slot(name: "iconPlacement", kind: .keyword(["leading", "trailing", "top", "bottom"]), summary: "the icon's side when the spec gives none (default leading)"),
        Slot(name: "title", kind: .text, summary: "the title when the spec gives none (default \"Button\"), or none for an icon-only button"),
        Slot(name: "fontFamily", kind: .fontFamily, summary: "the title's font family (a built-in family or one of the file's fonts)"),
        Slot(name: "fontWeight", kind: .fontWeight, summary: "the title's weight"),
        Slot(name: "fontSize", kind: .dimension, summary: "the title's size"),
        Slot(name: "lineHeight", kind: .dimension, summary: "the height of each title line, the extra split above and below as CSS does (default: the font's own)"),
        Slot(name: "letterSpacing", kind: .dimension, summary: "extra space between letters (em is relative to fontSize; default 0)"),
        Slot(name: "textCase", kind: .keyword(["none", "uppercase", "lowercase"]), summary: "how the title's letters are cased (default none)"),
        Slot(name: "shadows", kind: .shadows, summary: "the container's shadows, outer and inset, in CSS's order (a shadow token, shadows written out as {offsetX, offsetY, blur, spread, color, inset} or a list of them, or none)"),
        Slot(name: "stateLayer", kind: .presence, summary: "a layer over the container in this state ({color, opacity} or none)"),
        Slot(name: "stateLayer.color", kind: .color, summary: "the state layer's colour (default: the label colour as drawn)"),
        Slot(name: "stateLayer.opacity", kind: .number, summary: "the state layer's opacity (default 1)"),
        Slot(name: "ripple", kind: .presence, summary: "the settled ink of a press drawn in this state ({color, opacity} or none)"),
        Slot(name: "ripple.color", kind: .color, summary: "the ink's colour (default labelColor)"),
        Slot(name: "ripple.opacity", kind: .number, summary: "the ink's opacity (default 1)"),
        Slot(name: "ink", kind: .presence, summary: "the colour of a spec's own ripple ({color, opacity})"),
        Slot(name: "ink.color", kind: .color, summary: "the ink's colour (default labelColor)"),
        Slot(name: "ink.opacity", kind: .number, summary: "the ink's opacity (default 0.12)"),
        Slot(name: "focusRing", kind: .presence, summary: "a ring around the container ({width, gap, color} or none); given in slots, drawn in the focused state only (a variant draws it in the states it names)"),
        Slot(name: "focusRing.width", kind: .dimension, summary: "the ring's width"),
        Slot(name: "focusRing.gap", kind: .dimension, summary: "space between the container and the ring (default 0); negative draws it inside the edge, as CSS's outline-offset"),
        Slot(name: "focusRing.color", kind: .color, summary: "the ring's colour"),
        Slot(name: "spinner", kind: .presence, summary: "a spinner drawn in place of the title and icon ({size, color} or none)"),
        Slot(name: "spinner.size", kind: .dimension, summary: "the spinner's side"),
        Slot(name: "spinner.color", kind: .color, summary: "the spinner's colour (default labelColor)"),
        Slot(name: "spinner.icon", kind: .text, summary: "an SVG or PNG file (relative to the system file) drawn as the spinner's still frame in its colour; default UIKit's 8 spokes"),
        Slot(name: "touchTarget", kind: .dimension, summary: "the edge the hit area is extended to (default: the system's touchTargetMinimum)"),
        Slot(name: "wrappedTitleAlignment", kind: .keyword(["center", "leading"]), summary: "how a title wrapped onto several lines aligns (default center)"),
    ]

    private static let byName: [String: Slot] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The slot named `name`, or nil.
    package static func named(_ name: String) -> Slot? { byName[name] }

    /// The names of every slot, for "did you mean" and error messages.
    package static var names: [String] { all.map(\.name) }

    /// The parts of a compound slot (`border` → `border.width`, …), empty for a plain one.
    package static func parts(of compound: String) -> [Slot] { partsByCompound[compound] ?? [] }

    private static let partsByCompound: [String: [Slot]] = Dictionary(grouping: all.filter { $0.compound != nil }) { $0.compound! }

    /// Shorthand parts a compound accepts besides its own: `padding`'s `vertical` sets top
    /// and bottom, `horizontal` leading and trailing.
    static let shorthands: [String: [String]] = [
        "padding.vertical": ["padding.top", "padding.bottom"],
        "padding.horizontal": ["padding.leading", "padding.trailing"],
    ]

    /// Keyword values a dimension slot also takes, besides lengths.
    static let dimensionKeywords: [String: [String]] = [
        "cornerRadius": ["capsule"],
        "height": ["auto"],
        "width": ["hug", "fill"],
    ]
}
