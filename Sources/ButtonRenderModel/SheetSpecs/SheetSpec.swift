/// A documentation sheet as a spec file writes it: many buttons and annotations on one canvas
/// (a state matrix, a strip of button types, an anatomy diagram, redlines or a touch target).
/// Every field but `sheet` is optional; a field that belongs to another kind of sheet is an
/// error, as is any unknown field.
public struct SheetSpec: Equatable, Sendable, Codable {
    /// What the sheet shows.
    public var sheet: SheetKind
    /// The output file's base name (default: the kind, e.g. `matrix`).
    public var name: String?
    /// A heading drawn at the top (default none).
    public var title: String?
    /// The canvas colour (default white, or the theme's dark background when every button is
    /// dark). Scheme tokens are read from the first button's theme.
    public var background: ColorValue?
    /// Pixel scale 1, 2 or 3 (default 1).
    public var scale: Int?
    /// Points between cells, items and panels (default 24).
    public var spacing: Double?
    /// Points around the sheet's content (default 24).
    package var padding: Double?

    // matrix
    /// The button every cell starts from.
    public var base: ButtonSpec?
    /// The field varied down the rows.
    public var rows: SheetAxis?
    /// The field varied across the columns.
    public var columns: SheetAxis?
    /// The field varied across side-by-side panels (e.g. appearance light | dark).
    public var panels: SheetAxis?
    /// Dark buttons sit on a panel of their theme's dark background (default true).
    package var darkPanel: Bool?

    // strip
    /// The buttons, left to right.
    public var items: [SheetStripItem]?

    // anatomy, redlines, touchTarget, menu
    /// The button shown (a menu sheet's needs a `menu`).
    public var button: ButtonSpec?
    /// How much larger the button is drawn than its annotations (default 3).
    public var zoom: Double?
    /// The parts numbered (anatomy; default every part the button has, in the order label,
    /// container, icon, stroke, shadow).
    public var callouts: [CalloutPart]?

    // group
    /// Side by side, stacked, or side by side when the labels fit (default `auto`).
    public var arrangement: GroupArrangement?
    /// The width of the view the group sits in, in points (default 390, a phone's width).
    public var containerWidth: Double?
    /// Points between the view's edges and the buttons, on every side (default 16, the seeds'
    /// minimum margin).
    public var margin: Double?
    /// Whether the buttons are directional actions (Back, Next); default: true when one title
    /// reads as going back and another as going forward.
    public var directional: Bool?

    /// Default width of a group's view, in points: an iPhone's 390.
    package static let defaultContainerWidth = 390.0
    /// Default margin of a group's view, in points (seeds 002 and 004: "minimum 16pt margins").
    package static let defaultMargin = 16.0
    /// Default points between a group's buttons.
    package static let defaultGroupSpacing = 16.0

    /// Default points between cells.
    package static let defaultSpacing = 24.0
    /// Default points around the content.
    package static let defaultPadding = 24.0
    /// Default zoom of anatomy, redline and touch-target sheets.
    package static let defaultZoom = 3.0
    /// The most buttons one sheet may hold.
    public static let maximumButtonCount = 1024

    /// Creates a sheet of `kind`; every other field takes its default.
    public init(_ kind: SheetKind, name: String? = nil, title: String? = nil) {
        sheet = kind; self.name = name; self.title = title
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case sheet, name, title, background, scale, spacing, padding
        case base, rows, columns, panels, darkPanel
        case items
        case button, zoom, callouts
        case arrangement, containerWidth, margin, directional
    }

    /// The fields every kind of sheet takes.
    static let commonFields: [CodingKeys] = [.sheet, .name, .title, .background, .scale, .spacing, .padding]

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.contains(.sheet) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.sheet],
                debugDescription: "missing field 'sheet'; allowed: \(SheetKind.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        sheet = try c.decode(SheetKind.self, forKey: .sheet)
        let allowed = Self.commonFields + sheet.fields
        for key in CodingKeys.allCases where c.contains(key) && !allowed.contains(key) {
            let own = sheet.fields.map(\.stringValue).joined(separator: ", ")
            let names = SheetKind.allCases.filter { $0.fields.contains(key) }.map(\.rawValue)
            let owners = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key],
                debugDescription: "field '\(key.stringValue)' belongs to \(owners) sheets; a \(sheet.rawValue) sheet takes \(own)"))
        }
        name = try c.decodeIfPresent(String.self, forKey: .name)
        if let n = name { try ButtonSpec.validateName(n, codingPath: c.codingPath + [CodingKeys.name]) }
        title = try c.decodeIfPresent(String.self, forKey: .title)
        try c.checkTextLength(title, key: .title, field: "title")
        if let t = title, t.count > ButtonSpec.maximumTitleLength {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.title],
                debugDescription: "title has \(t.count) characters; at most \(ButtonSpec.maximumTitleLength) are accepted"))
        }
        background = try c.decodeIfPresent(ColorValue.self, forKey: .background)
        scale = try c.decodeIfPresent(Int.self, forKey: .scale)
        if let s = scale, !(1...3).contains(s) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.scale],
                debugDescription: "unknown value '\(s)'; allowed: 1, 2, 3"))
        }
        spacing = try c.decodeLength(.spacing, in: 0...512)
        padding = try c.decodeLength(.padding, in: 0...512)
        base = try c.decodeIfPresent(ButtonSpec.self, forKey: .base)
        rows = try c.decodeIfPresent(SheetAxis.self, forKey: .rows)
        columns = try c.decodeIfPresent(SheetAxis.self, forKey: .columns)
        panels = try c.decodeIfPresent(SheetAxis.self, forKey: .panels)
        let axes: [(CodingKeys, SheetAxis?)] = [(.rows, rows), (.columns, columns), (.panels, panels)]
        for (i, (key, axis)) in axes.enumerated() {
            guard let axis, let earlier = axes[..<i].first(where: { $0.1?.field == axis.field }) else { continue }
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key, SheetAxis.CodingKeys.field],
                debugDescription: "\(earlier.0.stringValue) already vary '\(axis.field)'; each axis needs its own field"))
        }
        let cells = [rows, columns, panels].reduce(1) { $0 * ($1?.values.count ?? 1) }
        if cells > Self.maximumButtonCount {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                debugDescription: "the matrix has \(cells) cells; at most \(Self.maximumButtonCount) are accepted"))
        }
        darkPanel = try c.decodeIfPresent(Bool.self, forKey: .darkPanel)
        items = try c.decodeIfPresent([SheetStripItem].self, forKey: .items)
        if let n = items?.count, !(1...Self.maximumButtonCount).contains(n) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.items],
                debugDescription: "give 1 to \(Self.maximumButtonCount) items, not \(n)"))
        }
        button = try c.decodeIfPresent(ButtonSpec.self, forKey: .button)
        arrangement = try c.decodeIfPresent(GroupArrangement.self, forKey: .arrangement)
        containerWidth = try c.decodeLength(.containerWidth, in: 32...4096)
        margin = try c.decodeLength(.margin, in: 0...256)
        directional = try c.decodeIfPresent(Bool.self, forKey: .directional)
        zoom = try c.decodeLength(.zoom, in: 1...8)
        callouts = try c.decodeIfPresent([CalloutPart].self, forKey: .callouts)
        if let parts = callouts {
            for (i, part) in parts.enumerated() where parts[..<i].contains(part) {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.callouts, AnyCodingKey(intValue: i)],
                    debugDescription: "'\(part.rawValue)' is listed twice"))
            }
        }
        try Self.refuseSnapshotFields(codingPath: c.codingPath, base: base, button: button, items: items, axes: axes)
    }

    /// The name output files are called by.
    public var outputName: String { name ?? sheet.rawValue }

    /// Makes file references in the sheet's buttons (icons, token files) absolute against
    /// `directory`, as `ButtonSpec.resolveRelativePaths(against:)` does for one button; axis
    /// values of the `icon`, `selectedIcon`, `backgroundImage` and `theme` fields too.
    package mutating func resolveRelativePaths(against directory: String) {
        base?.resolveRelativePaths(against: directory)
        button?.resolveRelativePaths(against: directory)
        if let list = items {
            items = list.map { item in
                var item = item
                item.button?.resolveRelativePaths(against: directory)
                return item
            }
        }
        func fix(_ axis: inout SheetAxis?) {
            guard var a = axis, ["icon", "selectedIcon", "theme", "backgroundImage", "system"].contains(a.field) else { return }
            a.values = a.values.map { value in
                guard case .string(let text) = value else { return value }
                var probe = ButtonSpec()
                switch a.field {
                case "icon": probe.icon = text
                case "selectedIcon": probe.selectedIcon = text
                case "backgroundImage": probe.backgroundImage = text
                case "system": probe.system = ButtonSystem(rawValue: text)
                default: probe.theme = text
                }
                probe.resolveRelativePaths(against: directory)
                return .string(probe.icon ?? probe.selectedIcon ?? probe.backgroundImage ?? probe.theme ?? probe.system?.rawValue ?? text)
            }
            axis = a
        }
        fix(&rows); fix(&columns); fix(&panels)
    }
}
