import Foundation
import ButtonRenderSupport

/// What a user asks for: one button, every field optional. An empty spec is a complete one;
/// each missing field takes the design system's themed default when the spec is resolved.
public struct ButtonSpec: Equatable, Hashable, Sendable, Codable {
    /// The output file's base name (`name.png`, `name@2x.png`).
    public var name: String?
    /// The design system (default `material`).
    public var system: ButtonSystem?
    /// The button type (default `contained`).
    public var style: ButtonStyle?
    /// One of the system's sizes, for a system read from a file that has sizes (default: the
    /// system's default size).
    public var size: String?
    /// The interaction state (default `normal`).
    public var state: ButtonState?
    /// The label (default "Button"; an empty string draws no label).
    public var title: String?
    /// A Material icon name, e.g. `add`, `favorite`, `shopping_cart`.
    public var icon: String?
    /// Which side of the label the icon sits on (default `leading`).
    public var iconPlacement: IconPlacement?
    /// Light or dark colour scheme (default `light`).
    public var appearance: Appearance?
    /// Width: points, `"fill"` (uses `containerWidth`) or `"hug"` (the default, except
    /// Anatomy's, which fills its parent).
    public var width: WidthValue?
    /// The parent's width for `width: fill`, in points (Anatomy: default 390).
    public var containerWidth: Double?
    /// Container height in points (default: the system's, 36 for Material).
    public var height: Double?
    /// Corner radii: a number, four numbers in CSS order, or `"capsule"`.
    public var cornerRadius: CornerRadiusValue?
    /// Container colour.
    public var fill: ColorValue?
    /// Label and icon colour.
    public var foreground: ColorValue?
    /// Stroke around the container.
    public var stroke: StrokeSpec?
    /// Shadows with CSS box-shadow meaning; replaces the elevation's shadows (giving
    /// `elevation` too is an error).
    public var shadows: [ShadowSpec]?
    /// Material elevation in dp, expanded to Material's shadows.
    public var elevation: Double?
    /// A still frame of a touch ripple.
    public var ripple: RippleSpec?
    /// Label font.
    public var font: FontSpec?
    /// Content insets (padding between the container's edge and its content).
    public var insets: InsetsValue?
    /// Space around the container on the canvas (default: just enough for shadows and strokes).
    package var canvasPadding: InsetsValue?
    /// Canvas colour behind the button (default transparent).
    public var background: ColorValue?
    /// Pixel scale 1, 2 or 3 (default 1).
    public var scale: Int?

    // Fields named as the platforms name them (UIKit's UIButton and its Configuration).
    /// A built-in theme name (`material`, `uikit`, `anatomy`, `obsidian`) or a token file whose
    /// tokens override the system's built-in ones.
    public var theme: String?
    /// UIKit button type; non-custom types draw a standard glyph.
    public var buttonType: UIKitButtonType?
    /// UIKit configuration size.
    package var buttonSize: UIKitButtonSize?
    /// UIKit corner style.
    package var cornerStyle: UIKitCornerStyle?
    /// UIKit role.
    package var role: UIKitRole?
    /// A second line under the title.
    package var subtitle: String?
    /// UIKit's name for `iconPlacement` (leading, trailing, top, bottom).
    public var imagePlacement: IconPlacement?
    /// Space between image and title, in points.
    package var imagePadding: Double?
    /// Space between title and subtitle, in points.
    package var titlePadding: Double?
    /// Show a spinner (in place of the image for UIKit).
    public var showsActivityIndicator: Bool?
    /// How a title that does not fit is wrapped or cut.
    package var lineBreakMode: LineBreakMode?
    /// UIKit tint colour (the accent the styles derive their colours from).
    package var tintColor: ColorValue?
    /// Dynamic Type size category; scales UIKit fonts.
    public var contentSizeCategory: ContentSizeCategory?
    /// The value of each mode axis its system file declares (`modes: axes:`), by the axis's
    /// name: `{theme: dark-hc}`, `{theme: g90}`. An axis not named takes its default (the first
    /// value of the button's appearance); a value that is light or dark sets the appearance.
    public var modes: [String: String]?
    /// Force left-to-right or right-to-left layout (default: from the title's script).
    public var layoutDirection: LayoutDirection?
    /// The icon of a selected Material toggle button.
    package var selectedIcon: String?
    /// Tint file icons with the label colour (default true).
    public var iconTint: Bool?
    /// A shadow under the title (UIKit's title shadow colour and offset), none by default.
    public var titleShadow: TitleShadowValue?
    /// In the highlighted state the title shadow's offset is reversed (UIKit's
    /// `reversesTitleShadowWhenHighlighted`, default false).
    public var reversesTitleShadowWhenHighlighted: Bool?
    /// A highlighted button shows a soft white glow over its middle (UIKit's
    /// `showsTouchWhenHighlighted`, default false).
    public var showsTouchWhenHighlighted: Bool?
    /// A highlighted button draws its image darker (UIKit's `adjustsImageWhenHighlighted`;
    /// default true on UIKit's legacy button, a `buttonType` with no `style`, false elsewhere;
    /// an error on a UIKit style, whose configuration ignores it).
    public var adjustsImageWhenHighlighted: Bool?
    /// A disabled button draws its image dimmed (UIKit's `adjustsImageWhenDisabled`; default
    /// true on UIKit's legacy button, false elsewhere; an error on a UIKit style).
    public var adjustsImageWhenDisabled: Bool?
    /// Legacy UIButton insets around the title and image together (`contentEdgeInsets`): the
    /// content insets, as `insets` sets them (give one of the two).
    public var contentEdgeInsets: InsetsValue?
    /// Legacy UIButton insets of the title's rectangle (`titleEdgeInsets`): they move the title
    /// without changing the button's size; a positive edge moves it toward the centre.
    public var titleEdgeInsets: InsetsValue?
    /// Legacy UIButton insets of the image's rectangle (`imageEdgeInsets`), as for the title.
    public var imageEdgeInsets: InsetsValue?
    /// The iPadOS pointer's highlight effect while `hovered` (UIKit's
    /// `isPointerInteractionEnabled`, default false).
    package var isPointerInteractionEnabled: Bool?
    /// Read the title as markup: <b>, <i>, <span color="#RRGGBB">.
    public var titleMarkup: Bool?
    /// What VoiceOver says for the button when it has no title (icon-only buttons).
    public var accessibilityLabel: String?
    /// The button's current value, read after its label ("Accept invite. Accepted, button").
    package var accessibilityValue: String?
    /// A sentence VoiceOver reads after a pause, used sparingly for what the label does not
    /// say ("Double tap to sort by file type.").
    public var accessibilityHint: String?
    /// Values per state, as UIKit's `setTitleColor(_:for:)` and friends: `{highlighted: {fill:
    /// …, foreground: …}, disabled: {title: …}}`. The button drawn in one of these states uses
    /// them over the spec's own fields; a spec with `states` renders every state it gives
    /// (`name-highlighted`, …) besides its own.
    public var states: PerStateValues?
    /// An SVG or PNG file drawn stretched to fill the container, over its fill and under the
    /// title and image (UIKit's `setBackgroundImage(_:for:)` for the normal state).
    public var backgroundImage: String?
    /// UIKit only: the button's menu (`UIButton.menu`): item titles and the selected one.
    public var menu: MenuSpec?
    /// UIKit only: a tap opens the menu (a pull-down button, drawn with a chevron after its title).
    package var showsMenuAsPrimaryAction: Bool?
    /// UIKit only: a pop-up button: its title is the selected item's and a tap picks another
    /// (drawn with an up-and-down chevron).
    public var changesSelectionAsPrimaryAction: Bool?
    /// How elevation becomes shadows: `ios` (MDC iOS's `MDCShadowLayer`, Material's default)
    /// or `web` (Material Components Web's three box-shadows, the default of a spec's
    /// `elevation` in the other systems).
    public var shadowModel: ShadowModel?
    /// In a right-to-left button, mirror the icon (iOS's `imageFlippedForRightToLeftLayoutDirection`,
    /// Android's `autoMirrored`): by default only the directional icons both platforms mirror
    /// (`arrow_back`, `send`…); true mirrors any icon, false none.
    public var flipsIconForRightToLeft: Bool?
    /// How the button's goldens are compared (`{ignore: [[x, y, width, height]]}`: regions in
    /// points whose differences do not count), for `render-cli verify` and `assertSnapshot`;
    /// never drawn.
    public var snapshot: SnapshotSettings?

    /// How the theme's token files are read (strictness, and which files a resolver document
    /// may name), set by the spec loaders from their `PathPolicy` and the spec file's folder.
    /// Not something the spec says: never encoded, compared or hashed. A spec built in code
    /// reads leniently, and its resolver may name files inside the resolver's own folder tree.
    public var themeReading: ThemeReading {
        get { _themeReading.value }
        set { _themeReading.value = newValue }
    }
    private var _themeReading = Uncompared(value: ThemeReading())

    /// Creates a spec from any of its fields, in declaration order; every field left out
    /// (nil) takes the system's themed default when the spec is resolved. Values take
    /// literals: `width: 120`, `cornerRadius: 6`, `insets: 8`, `fill: "#6200EE"`.
    public init(name: String? = nil, system: ButtonSystem? = nil, style: ButtonStyle? = nil, size: String? = nil,
                state: ButtonState? = nil, title: String? = nil, icon: String? = nil,
                iconPlacement: IconPlacement? = nil, appearance: Appearance? = nil,
                width: WidthValue? = nil, containerWidth: Double? = nil, height: Double? = nil,
                cornerRadius: CornerRadiusValue? = nil, fill: ColorValue? = nil, foreground: ColorValue? = nil,
                stroke: StrokeSpec? = nil, shadows: [ShadowSpec]? = nil, elevation: Double? = nil,
                ripple: RippleSpec? = nil, font: FontSpec? = nil, insets: InsetsValue? = nil,
                canvasPadding: InsetsValue? = nil, background: ColorValue? = nil, scale: Int? = nil,
                theme: String? = nil, buttonType: UIKitButtonType? = nil, buttonSize: UIKitButtonSize? = nil,
                cornerStyle: UIKitCornerStyle? = nil, role: UIKitRole? = nil, subtitle: String? = nil,
                imagePlacement: IconPlacement? = nil, imagePadding: Double? = nil, titlePadding: Double? = nil,
                showsActivityIndicator: Bool? = nil, lineBreakMode: LineBreakMode? = nil, tintColor: ColorValue? = nil,
                contentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
                selectedIcon: String? = nil, iconTint: Bool? = nil, titleMarkup: Bool? = nil,
                accessibilityLabel: String? = nil, accessibilityValue: String? = nil, accessibilityHint: String? = nil,
                states: PerStateValues? = nil, titleShadow: TitleShadowValue? = nil,
                reversesTitleShadowWhenHighlighted: Bool? = nil, showsTouchWhenHighlighted: Bool? = nil,
                adjustsImageWhenHighlighted: Bool? = nil, adjustsImageWhenDisabled: Bool? = nil,
                contentEdgeInsets: InsetsValue? = nil, titleEdgeInsets: InsetsValue? = nil, imageEdgeInsets: InsetsValue? = nil,
                isPointerInteractionEnabled: Bool? = nil, backgroundImage: String? = nil,
                menu: MenuSpec? = nil, showsMenuAsPrimaryAction: Bool? = nil, changesSelectionAsPrimaryAction: Bool? = nil,
                shadowModel: ShadowModel? = nil, flipsIconForRightToLeft: Bool? = nil, snapshot: SnapshotSettings? = nil,
                modes: [String: String]? = nil) {
        self.modes = modes
        self.name = name; self.system = system; self.style = style; self.size = size; self.state = state
        self.title = title; self.icon = icon; self.iconPlacement = iconPlacement
        self.appearance = appearance; self.width = width; self.containerWidth = containerWidth
        self.height = height; self.cornerRadius = cornerRadius; self.fill = fill
        self.foreground = foreground; self.stroke = stroke; self.shadows = shadows
        self.elevation = elevation; self.ripple = ripple; self.font = font; self.insets = insets
        self.canvasPadding = canvasPadding; self.background = background; self.scale = scale
        self.theme = theme; self.buttonType = buttonType; self.buttonSize = buttonSize
        self.cornerStyle = cornerStyle; self.role = role; self.subtitle = subtitle
        self.imagePlacement = imagePlacement; self.imagePadding = imagePadding; self.titlePadding = titlePadding
        self.showsActivityIndicator = showsActivityIndicator; self.lineBreakMode = lineBreakMode
        self.tintColor = tintColor; self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection; self.selectedIcon = selectedIcon; self.iconTint = iconTint
        self.titleMarkup = titleMarkup; self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue; self.accessibilityHint = accessibilityHint
        self.states = states; self.titleShadow = titleShadow
        self.reversesTitleShadowWhenHighlighted = reversesTitleShadowWhenHighlighted
        self.showsTouchWhenHighlighted = showsTouchWhenHighlighted
        self.adjustsImageWhenHighlighted = adjustsImageWhenHighlighted; self.adjustsImageWhenDisabled = adjustsImageWhenDisabled
        self.contentEdgeInsets = contentEdgeInsets; self.titleEdgeInsets = titleEdgeInsets; self.imageEdgeInsets = imageEdgeInsets
        self.isPointerInteractionEnabled = isPointerInteractionEnabled
        self.backgroundImage = backgroundImage
        self.menu = menu; self.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
        self.changesSelectionAsPrimaryAction = changesSelectionAsPrimaryAction
        self.shadowModel = shadowModel
        self.flipsIconForRightToLeft = flipsIconForRightToLeft
        self.snapshot = snapshot
    }

    /// The names of every field a spec has, as a spec file writes them.
    package static var fieldNames: [String] { CodingKeys.allCases.map(\.stringValue) }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case name, system, style, size, state, title, icon, iconPlacement, appearance, width, containerWidth
        case height, cornerRadius, fill, foreground, stroke, shadows, elevation, ripple, font, insets
        case canvasPadding, background, scale
        case theme, buttonType, buttonSize, cornerStyle, role, subtitle, imagePlacement, imagePadding, titlePadding
        case showsActivityIndicator, lineBreakMode, tintColor, contentSizeCategory, layoutDirection
        case selectedIcon, iconTint, titleMarkup, accessibilityLabel, accessibilityValue, accessibilityHint
        case titleShadow, reversesTitleShadowWhenHighlighted, showsTouchWhenHighlighted
        case adjustsImageWhenHighlighted, adjustsImageWhenDisabled
        case contentEdgeInsets, titleEdgeInsets, imageEdgeInsets, isPointerInteractionEnabled
        case states
        case backgroundImage
        case menu, showsMenuAsPrimaryAction, changesSelectionAsPrimaryAction
        case shadowModel, flipsIconForRightToLeft
        case snapshot
        case modes

        /// The key named `stringValue`, looked up in a table: the synthesised initialiser
        /// compares the name with each of the sixty-odd keys in turn (about 3,000 instructions,
        /// for every field of every button a spec file names).
        package init?(stringValue: String) {
            guard let key = Self.byName[stringValue] else { return nil }
            self = key
        }

        private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    /// The most mode axes a spec may choose values of.
    package static let maximumModeCount = 16
    /// The longest title accepted, in characters.
    public static let maximumTitleLength = 2000
    /// The most shadows one button may have.
    package static let maximumShadowCount = 16
    /// The elevations accepted (`elevation`), in dp; the decoder and `ButtonSpecTreeReader`
    /// both check against it.
    package static var elevationRange: ClosedRange<Double> { 0...24 }
    /// The container widths and heights accepted (`containerWidth`, `height`), in points.
    package static var containerLengthRange: ClosedRange<Double> { 1...16384 }

    public init(from decoder: Decoder) throws {
        // The fields the spec names, read once: a missing field is not asked for.
        let present = try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name, among: present)
        system = try c.decodeIfPresent(ButtonSystem.self, forKey: .system, among: present)
        style = try c.decodeIfPresent(ButtonStyle.self, forKey: .style, among: present)
        size = try c.decodeIfPresent(String.self, forKey: .size, among: present)
        if let size, !Self.isPlainName(size) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.size],
                debugDescription: "'\(size.prefix(40))' is not a size name: use letters, digits, '-' and '_'"))
        }
        state = try c.decodeIfPresent(ButtonState.self, forKey: .state, among: present)
        title = try c.decodeIfPresent(String.self, forKey: .title, among: present)
        try c.checkTextLength(title, key: .title, field: "title")
        if let t = title, t.count > Self.maximumTitleLength {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.title],
                debugDescription: "title has \(t.count) characters; at most \(Self.maximumTitleLength) are accepted"))
        }
        icon = try c.decodeIfPresent(String.self, forKey: .icon, among: present)
        iconPlacement = try c.decodeIfPresent(IconPlacement.self, forKey: .iconPlacement, among: present)
        appearance = try c.decodeIfPresent(Appearance.self, forKey: .appearance, among: present)
        width = try c.decodeIfPresent(WidthValue.self, forKey: .width, among: present)
        containerWidth = try c.decodeLength(.containerWidth, in: Self.containerLengthRange, among: present)
        height = try c.decodeLength(.height, in: Self.containerLengthRange, among: present)
        cornerRadius = try c.decodeIfPresent(CornerRadiusValue.self, forKey: .cornerRadius, among: present)
        fill = try c.decodeIfPresent(ColorValue.self, forKey: .fill, among: present)
        foreground = try c.decodeIfPresent(ColorValue.self, forKey: .foreground, among: present)
        stroke = try c.decodeIfPresent(StrokeSpec.self, forKey: .stroke, among: present)
        shadows = try c.decodeIfPresent([ShadowSpec].self, forKey: .shadows, among: present)
        if let s = shadows, s.count > Self.maximumShadowCount {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.shadows],
                debugDescription: "\(s.count) shadows; at most \(Self.maximumShadowCount) are accepted"))
        }
        elevation = try c.decodeLength(.elevation, in: Self.elevationRange, among: present)
        ripple = try c.decodeIfPresent(RippleSpec.self, forKey: .ripple, among: present)
        font = try c.decodeIfPresent(FontSpec.self, forKey: .font, among: present)
        insets = try c.decodeIfPresent(InsetsValue.self, forKey: .insets, among: present)
        canvasPadding = try c.decodeIfPresent(InsetsValue.self, forKey: .canvasPadding, among: present)
        background = try c.decodeIfPresent(ColorValue.self, forKey: .background, among: present)
        scale = try c.decodeIfPresent(Int.self, forKey: .scale, among: present)
        if let s = scale, !(1...3).contains(s) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.scale],
                debugDescription: "unknown value '\(s)'; allowed: 1, 2, 3"))
        }
        if let n = name { try Self.validateName(n, codingPath: c.codingPath + [CodingKeys.name]) }
        theme = try c.decodeIfPresent(String.self, forKey: .theme, among: present)
        buttonType = try c.decodeIfPresent(UIKitButtonType.self, forKey: .buttonType, among: present)
        buttonSize = try c.decodeIfPresent(UIKitButtonSize.self, forKey: .buttonSize, among: present)
        cornerStyle = try c.decodeIfPresent(UIKitCornerStyle.self, forKey: .cornerStyle, among: present)
        role = try c.decodeIfPresent(UIKitRole.self, forKey: .role, among: present)
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle, among: present)
        try c.checkTextLength(subtitle, key: .subtitle, field: "subtitle")
        if let t = subtitle, t.count > Self.maximumTitleLength {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.subtitle],
                debugDescription: "subtitle has \(t.count) characters; at most \(Self.maximumTitleLength) are accepted"))
        }
        imagePlacement = try c.decodeIfPresent(IconPlacement.self, forKey: .imagePlacement, among: present)
        imagePadding = try c.decodeLength(.imagePadding, in: 0...512, among: present)
        titlePadding = try c.decodeLength(.titlePadding, in: 0...512, among: present)
        showsActivityIndicator = try c.decodeIfPresent(Bool.self, forKey: .showsActivityIndicator, among: present)
        lineBreakMode = try c.decodeIfPresent(LineBreakMode.self, forKey: .lineBreakMode, among: present)
        tintColor = try c.decodeIfPresent(ColorValue.self, forKey: .tintColor, among: present)
        contentSizeCategory = try c.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSizeCategory, among: present)
        layoutDirection = try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection, among: present)
        selectedIcon = try c.decodeIfPresent(String.self, forKey: .selectedIcon, among: present)
        iconTint = try c.decodeIfPresent(Bool.self, forKey: .iconTint, among: present)
        titleShadow = try c.decodeIfPresent(TitleShadowValue.self, forKey: .titleShadow, among: present)
        reversesTitleShadowWhenHighlighted = try c.decodeIfPresent(Bool.self, forKey: .reversesTitleShadowWhenHighlighted, among: present)
        showsTouchWhenHighlighted = try c.decodeIfPresent(Bool.self, forKey: .showsTouchWhenHighlighted, among: present)
        adjustsImageWhenHighlighted = try c.decodeIfPresent(Bool.self, forKey: .adjustsImageWhenHighlighted, among: present)
        adjustsImageWhenDisabled = try c.decodeIfPresent(Bool.self, forKey: .adjustsImageWhenDisabled, among: present)
        contentEdgeInsets = try c.decodeIfPresent(InsetsValue.self, forKey: .contentEdgeInsets, among: present)
        titleEdgeInsets = try c.decodeIfPresent(InsetsValue.self, forKey: .titleEdgeInsets, among: present)
        imageEdgeInsets = try c.decodeIfPresent(InsetsValue.self, forKey: .imageEdgeInsets, among: present)
        isPointerInteractionEnabled = try c.decodeIfPresent(Bool.self, forKey: .isPointerInteractionEnabled, among: present)
        titleMarkup = try c.decodeIfPresent(Bool.self, forKey: .titleMarkup, among: present)
        accessibilityLabel = try c.decodeIfPresent(String.self, forKey: .accessibilityLabel, among: present)
        accessibilityValue = try c.decodeIfPresent(String.self, forKey: .accessibilityValue, among: present)
        accessibilityHint = try c.decodeIfPresent(String.self, forKey: .accessibilityHint, among: present)
        states = try c.decodeIfPresent(PerStateValues.self, forKey: .states, among: present)
        backgroundImage = try c.decodeIfPresent(String.self, forKey: .backgroundImage, among: present)
        try Self.checkBackgroundImage(backgroundImage, codingPath: c.codingPath + [CodingKeys.backgroundImage])
        menu = try c.decodeIfPresent(MenuSpec.self, forKey: .menu, among: present)
        showsMenuAsPrimaryAction = try c.decodeIfPresent(Bool.self, forKey: .showsMenuAsPrimaryAction, among: present)
        changesSelectionAsPrimaryAction = try c.decodeIfPresent(Bool.self, forKey: .changesSelectionAsPrimaryAction, among: present)
        shadowModel = try c.decodeIfPresent(ShadowModel.self, forKey: .shadowModel, among: present)
        flipsIconForRightToLeft = try c.decodeIfPresent(Bool.self, forKey: .flipsIconForRightToLeft, among: present)
        snapshot = try c.decodeIfPresent(SnapshotSettings.self, forKey: .snapshot, among: present)
        modes = try c.decodeIfPresent([String: String].self, forKey: .modes, among: present)
        if let modes {
            let path = c.codingPath + [CodingKeys.modes]
            if modes.count > Self.maximumModeCount {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(modes.count) modes; at most \(Self.maximumModeCount) are accepted"))
            }
            if let long = modes.first(where: { $0.key.isEmpty || $0.value.isEmpty || $0.key.count > 100 || $0.value.count > 100 }) {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "mode '\(long.key.prefix(100))': names and values are 1 to 100 characters"))
            }
        }
        if let (field, problem) = contradiction {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [field], debugDescription: problem.description,
                                                    underlyingError: problem))
        }
    }

    /// Makes file references (SVG and PNG icons, token files) relative to `directory`
    /// absolute, as a spec file's references are relative to the file.
    package mutating func resolveRelativePaths(against directory: String) {
        func absolute(_ path: String) -> String { LexicalPath.absolute(path, in: directory) }
        func isFile(_ value: String) -> Bool { ImageFileReference.names(value) }
        if let i = icon, isFile(i) { icon = absolute(i) }
        if let i = selectedIcon, isFile(i) { selectedIcon = absolute(i) }
        if let t = theme, !BuiltInThemeNames.contains(t) { theme = absolute(t) }
        if let s = system, s.isFile { system = ButtonSystem(registering: absolute(s.rawValue)) }
        if let b = backgroundImage { backgroundImage = absolute(b) }
        states = states.map { $0.resolvingBackgroundImages { absolute($0) } }
    }

    /// The icon's placement, whichever name the spec used.
    package var placement: IconPlacement? { imagePlacement ?? iconPlacement }

    /// Whether `name` is a plain name (a style or size): 1 to 64 ASCII letters, digits, `-`, `_`.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_"
        }
    }

    /// Fails unless `name` is a plain file name: it may never place a file outside the output
    /// folder. Letters, digits, `-`, `_`, `.` and spaces; no leading dot; 1 to 128 characters.
    static func validateName(_ name: String, codingPath: [CodingKey]) throws {
        if let problem = OutputNaming.problem(withName: name) {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: problem))
        }
    }
}
