import ButtonRenderModel
import ButtonRenderTokens
import ButtonRenderSupport

/// Every wrong slot of one button, in `Slot.all`'s order (at least one).
struct SlotErrorList: Error, Sendable {
    var errors: [SlotError]
}

/// Every slot of a system file read for one button (style, size, state, appearance), as
/// concrete values: what `SlotResolver` builds a `ResolvedButton` from, and what
/// `render-cli system check` prints. A slot the file leaves out keeps its default.
struct EvaluatedSlots: Sendable {
    var containerColor: RGBAColor = .clear
    var labelColor: RGBAColor = .black
    var iconColor: RGBAColor?
    var border: (width: Double, color: RGBAColor?, alignment: StrokeAlignment)?
    var cornerRadius: ResolvedCornerRadius = .all(0)
    var height: Double?
    var minWidth: Double = 0
    var minHeight: Double = 0
    var width: Width = .hug
    var parentWidth: Double?
    var margin: Double = 0
    var padding = EdgeInsets(all: 0)
    var iconSidePadding: Double?
    var icon: String?
    var iconSize: Double?
    var iconGap: Double?
    var iconPlacement: IconPlacement?
    /// nil: the spec's title, else "Button"; `.some(nil)`: no title is drawn.
    var title: String??
    var fontFamily: String = ""
    var fontWeight: Int = 400
    var fontSize: Double = 0
    var lineHeight: Double?
    var letterSpacing: Double = 0
    var textCase: String = "none"
    var shadows: [BoxShadow] = []
    var stateLayer: (color: RGBAColor?, opacity: Double)?
    var ripple: (color: RGBAColor?, opacity: Double)?
    var ink: (color: RGBAColor?, opacity: Double) = (nil, 0.12)
    var focusRing: (width: Double, gap: Double, color: RGBAColor)?
    var spinner: (size: Double, color: RGBAColor?, picture: String?)?
    var touchTarget: Double?
    var wrappedTitleAlignment: String = "center"

    /// A container width as a slot gives it.
    enum Width: Equatable, Sendable {
        /// Fit the content.
        case hug
        /// Fill the parent, less the margins.
        case fill
        /// A fixed width in points.
        case points(Double)
    }

    /// Reads every slot `table` gives with `evaluator`; slots it leaves out keep their
    /// defaults, except those a button cannot do without (`labelColor`, `fontFamily`,
    /// `fontSize`), which are errors at the table's own position.
    init(_ table: SlotTable, _ evaluator: SlotEvaluator, required: (String) -> SlotError) throws {
        var failures: [SlotError] = []
        /// Runs one slot's reading; a failure is kept and the next slot read, so every wrong
        /// slot is reported, not only the first.
        func attempt(_ body: () throws -> Void) throws {
            do { try body() } catch let error as SlotError { failures.append(error) }
        }
        func value(_ slot: String) -> SlotValue? { table[slot] }
        func present(_ compound: String) -> Bool {
            guard let marker = table[compound] else { return false }
            return marker.expression != .none
        }
        try attempt {
            if let v = value("containerColor") { containerColor = try evaluator.color("containerColor", v) }
        }
        try attempt {
            guard let label = value("labelColor") else { throw required("labelColor") }
            labelColor = try evaluator.color("labelColor", label)
        }
        try attempt {
            if let v = value("iconColor") { iconColor = try evaluator.color("iconColor", v, fallback: labelColor) }
        }
        try attempt {
            if present("border") {
                guard let w = value("border.width") else { throw required("border.width") }
                let color = try value("border.color").map { try evaluator.color("border.color", $0, fallback: labelColor) }
                let alignment = try value("border.alignment").map { StrokeAlignment(rawValue: try evaluator.keyword("border.alignment", $0)) ?? .inside } ?? .inside
                border = (try evaluator.length("border.width", w), color, alignment)
            }
        }
        try attempt {
            if let v = value("cornerRadius") {
                if case .text("capsule") = v.expression { cornerRadius = .halfHeight } else { cornerRadius = .all(try evaluator.length("cornerRadius", v)) }
            }
        }
        try attempt {
            if let v = value("height"), v.expression != .text("auto") { height = try evaluator.length("height", v) }
        }
        try attempt {
            if let v = value("minWidth") { minWidth = try evaluator.length("minWidth", v) }
        }
        try attempt {
            if let v = value("minHeight") { minHeight = try evaluator.length("minHeight", v) }
        }
        try attempt {
            if let v = value("width") {
                switch v.expression {
                case .text("hug"): width = .hug
                case .text("fill"): width = .fill
                default: width = .points(try evaluator.length("width", v))
                }
            }
        }
        try attempt {
            if let v = value("parentWidth") { parentWidth = try evaluator.length("parentWidth", v) }
        }
        try attempt {
            if let v = value("margin") { margin = try evaluator.length("margin", v) }
        }
        try attempt {
            if present("padding") {
                padding = EdgeInsets(top: try value("padding.top").map { try evaluator.length("padding.top", $0) } ?? 0,
                                     left: try value("padding.leading").map { try evaluator.length("padding.leading", $0) } ?? 0,
                                     bottom: try value("padding.bottom").map { try evaluator.length("padding.bottom", $0) } ?? 0,
                                     right: try value("padding.trailing").map { try evaluator.length("padding.trailing", $0) } ?? 0)
            }
        }
        try attempt {
            if let v = value("iconSidePadding"), v.expression != .none { iconSidePadding = try evaluator.length("iconSidePadding", v) }
        }
        try attempt {
            if let v = value("icon") { icon = try evaluator.text("icon", v) }
        }
        try attempt {
            if let v = value("iconSize") { iconSize = try evaluator.length("iconSize", v) }
        }
        try attempt {
            if let v = value("iconGap") { iconGap = try evaluator.length("iconGap", v) }
        }
        try attempt {
            if let v = value("iconPlacement") { iconPlacement = IconPlacement(rawValue: try evaluator.keyword("iconPlacement", v)) }
        }
        try attempt {
            if let v = value("title") { title = .some(try evaluator.text("title", v)) }
        }
        try attempt {
            guard let family = value("fontFamily") else { throw required("fontFamily") }
            fontFamily = try evaluator.fontFamily("fontFamily", family)
        }
        try attempt {
            if let v = value("fontWeight") { fontWeight = try evaluator.fontWeight("fontWeight", v) }
        }
        try attempt {
            guard let size = value("fontSize") else { throw required("fontSize") }
            fontSize = try evaluator.length("fontSize", size)
            if fontSize <= 0 { throw evaluator.error("fontSize", size, .outOfRange(value: fontSize, allowed: 0.5...8192)) }
        }
        try attempt {
            if let v = value("lineHeight"), v.expression != .none { lineHeight = try evaluator.length("lineHeight", v) }
        }
        try attempt {
            if let v = value("letterSpacing") { letterSpacing = try evaluator.length("letterSpacing", v) }
        }
        try attempt {
            if let v = value("textCase") { textCase = try evaluator.keyword("textCase", v) }
        }
        try attempt {
            if let v = value("shadows") { shadows = try evaluator.shadows("shadows", v) }
        }
        try attempt {
            if present("stateLayer") {
                stateLayer = (try value("stateLayer.color").map { try evaluator.color("stateLayer.color", $0, fallback: labelColor) },
                              try value("stateLayer.opacity").map { try evaluator.number("stateLayer.opacity", $0) } ?? 1)
            }
        }
        try attempt {
            if present("ripple") {
                ripple = (try value("ripple.color").map { try evaluator.color("ripple.color", $0, fallback: labelColor) },
                          try value("ripple.opacity").map { try evaluator.number("ripple.opacity", $0) } ?? 1)
            }
        }
        try attempt {
            if present("ink") {
                ink = (try value("ink.color").map { try evaluator.color("ink.color", $0, fallback: labelColor) },
                       try value("ink.opacity").map { try evaluator.number("ink.opacity", $0) } ?? 0.12)
            }
        }
        try attempt {
            if present("focusRing") {
                guard let w = value("focusRing.width") else { throw required("focusRing.width") }
                guard let c = value("focusRing.color") else { throw required("focusRing.color") }
                focusRing = (try evaluator.length("focusRing.width", w),
                             try value("focusRing.gap").map { try evaluator.length("focusRing.gap", $0) } ?? 0,
                             try evaluator.color("focusRing.color", c))
            }
        }
        try attempt {
            if present("spinner") {
                guard let s = value("spinner.size") else { throw required("spinner.size") }
                spinner = (try evaluator.length("spinner.size", s), try value("spinner.color").map { try evaluator.color("spinner.color", $0, fallback: labelColor) },
                           try value("spinner.icon").flatMap { try evaluator.text("spinner.icon", $0) })
            }
        }
        try attempt {
            if let v = value("touchTarget") { touchTarget = try evaluator.length("touchTarget", v) }
        }
        try attempt {
            if let v = value("wrappedTitleAlignment") { wrappedTitleAlignment = try evaluator.keyword("wrappedTitleAlignment", v) }
        }
        if !failures.isEmpty { throw SlotErrorList(errors: failures) }
    }
}

extension EvaluatedSlots {
    /// Every slot's value in words, in `Slot.all`'s order: colours as sRGB `#RRGGBBAA`,
    /// lengths in points, `none` for a compound that is off.
    func display() -> [(slot: String, text: String)] {
        func color(_ c: RGBAColor?) -> String { c.map(\.hexString) ?? "(labelColor)" }
        func length(_ value: Double?) -> String { value.map { formatNumber($0) + "pt" } ?? "none" }
        var rows: [(String, String)] = [
            ("containerColor", color(containerColor)), ("labelColor", color(labelColor)), ("iconColor", color(iconColor)),
            ("border", border == nil ? "none" : "on"),
        ]
        if let border {
            rows += [("border.width", length(border.width)), ("border.color", color(border.color)), ("border.alignment", border.alignment.rawValue)]
        }
        let radius: String
        switch cornerRadius {
        case .halfHeight: radius = "capsule"
        case .points(let r): radius = r.topLeft == r.topRight && r.topLeft == r.bottomRight && r.topLeft == r.bottomLeft ? length(r.topLeft)
            : [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map { length($0) }.joined(separator: " ")
        }
        // The spinner's picture by its file name (the page a team publishes shows no machine's paths).
        let spinnerText = spinner.map { s -> String in
            let picture = s.picture.map { " " + LexicalPath.lastComponent(of: $0) } ?? ""
            return "\(length(s.size)) \(color(s.color))" + picture
        } ?? "none"
        let widthText: String
        switch width {
        case .hug: widthText = "hug"
        case .fill: widthText = "fill"
        case .points(let p): widthText = length(p)
        }
        rows += [("cornerRadius", radius), ("height", height.map { length($0) } ?? "auto"), ("minWidth", length(minWidth)),
                 ("minHeight", length(minHeight)), ("width", widthText), ("parentWidth", length(parentWidth)), ("margin", length(margin)),
                 ("padding.top", length(padding.top)), ("padding.bottom", length(padding.bottom)),
                 ("padding.leading", length(padding.left)), ("padding.trailing", length(padding.right)),
                 ("iconSidePadding", length(iconSidePadding)), ("icon", icon ?? "none"), ("iconSize", length(iconSize)),
                 ("iconGap", length(iconGap)), ("iconPlacement", iconPlacement?.rawValue ?? "leading")]
        let titleText: String
        switch title {
        case .none: titleText = "(the spec's, else \"Button\")"
        case .some(.none): titleText = "none"
        case .some(.some(let text)): titleText = "\"\(text)\""
        }
        rows += [("title", titleText), ("fontFamily", fontFamily), ("fontWeight", String(fontWeight)), ("fontSize", length(fontSize)),
                 ("lineHeight", lineHeight.map { length($0) } ?? "(the font's)"), ("letterSpacing", length(letterSpacing)),
                 ("textCase", textCase),
                 ("shadows", shadows.isEmpty ? "none" : shadows.map { ($0.inset ? "inset " : "") + "\(formatNumber($0.x)) \(formatNumber($0.y)) \(formatNumber($0.blur)) \(formatNumber($0.spread)) \($0.color.hexString)" }.joined(separator: ", ")),
                 ("stateLayer", stateLayer.map { "\(color($0.color)) × \(formatNumber($0.opacity))" } ?? "none"),
                 ("ripple", ripple.map { "\(color($0.color)) × \(formatNumber($0.opacity))" } ?? "none"),
                 ("ink", "\(color(ink.color)) × \(formatNumber(ink.opacity))"),
                 ("focusRing", focusRing.map { "\(length($0.width)) gap \(length($0.gap)) \(color($0.color))" } ?? "none"),
                 ("spinner", spinnerText),
                 ("touchTarget", touchTarget.map { length($0) } ?? "(touchTargetMinimum)"),
                 ("wrappedTitleAlignment", wrappedTitleAlignment)]
        return rows.map { (slot: $0.0, text: $0.1) }
    }
}
