import ButtonRender
import ButtonRenderTools

/// The spec format, as `render-cli help render` prints it.
enum SpecReference {
    static let text = """
    SPEC FILES
      A spec file is JSON or YAML holding one button (a mapping) or a list of
      buttons. Every field is optional: {"style": "contained", "title": "Add to
      cart"} is a complete spec.

    FIELDS
      name            Output base name: name.png, name@2x.png, name.svg.
                      Letters, digits, - _ . and spaces; no leading dot.
                      Default: the spec file's name (name-N in a list).
    \(systemFields)
      theme           A built-in theme (one per system) or a
                      W3C design tokens file (relative to the spec file) whose
                      tokens override the system's.
      modes           The value of each mode axis the system file declares
                      (modes: axes:), by axis: {theme: dark-hc} (Primer's
                      four themes), {theme: g90} (Carbon's). A value that is
                      light or dark sets the appearance. Default: each axis's
                      default for the button's appearance.
      title           The label (default "Button"; "" for none). One line,
                      truncated with an ellipsis when a fixed width is too
                      narrow. Any script; right-to-left labels mirror the icon.
      icon            A Material icon name (add, favorite, shopping_cart) or an
                      .svg or .png file (relative to the spec file), tinted with
                      the label colour.
      iconTint        false draws a file icon in its own colours.
      flipsIconForRightToLeft
                      In a right-to-left button: default mirrors the directional
                      icons iOS and Android both mirror (arrow_back,
                      arrow_forward, arrow_back_ios, arrow_forward_ios,
                      navigate_before, navigate_next, send, reply); true
                      mirrors any icon (a file too); false none.
      titleShadow     {color (black 50%), x (0), y (-1)}: an unblurred copy of
                      the title under it (UIKit's title shadow).
      reversesTitleShadowWhenHighlighted
                      true flips the shadow's offset while highlighted (legacy
                      button only: with a style it is an error).
      showsTouchWhenHighlighted
                      true lays a soft white glow over a highlighted button's
                      middle (legacy button only).
      contentEdgeInsets, titleEdgeInsets, imageEdgeInsets
                      legacy UIButton insets, written as insets are:
                      content insets, and moves of the title and the image that
                      leave the button's size alone (a positive edge moves the
                      rectangle toward the centre). uikit: legacy button only.
      isPointerInteractionEnabled
                      uikit: true draws the iPadOS pointer's highlight platter
                      while hovered.
      adjustsImageWhenHighlighted, adjustsImageWhenDisabled
                      true draws the image 30% darker while highlighted, at
                      40% opacity while disabled (uikit: legacy button only,
                      where both default to true).
      backgroundImage An .svg or .png file stretched to fill the container, over
                      its fill and under the title and image (UIKit's
                      setBackgroundImage); also per state in states.
      selectedIcon    The icon of a selected material toggle (default favorite).
      iconPlacement   leading | trailing | top | bottom (default leading; in
                      reading order).
      imagePlacement  UIKit's name for iconPlacement.
      imagePadding    Space between image and title (uikit default 0).
      subtitle        A second line under the title (uikit).
      titlePadding    Space between title and subtitle (uikit default 1).
      titleMarkup     true reads the title as markup: <b>, <i>, <span
                      color="#RRGGBB">.
      lineBreakMode   wordWrap | charWrap | clip | truncateHead | truncateMiddle
                      | truncateTail.
      buttonType      uikit: system (default) | custom | detailDisclosure | info
                      | contactAdd | close (the last four draw their glyph, so
                      they take no icon). Given without a style: the legacy
                      button UIButton(type:) makes, with no configuration (no
                      insets, 15 pt title, tint text, white for custom), the
                      only one that draws the legacy properties below.
      buttonSize      uikit: mini | small | medium (default) | large.
      cornerStyle     uikit: fixed | dynamic (default) | small | medium | large
                      | capsule. Only fixed takes a cornerRadius; with the
                      others, cornerRadius is an error naming both.
      role            uikit: normal | primary (semibold) | cancel | destructive
                      (system red).
      tintColor       uikit: the accent colour the styles derive from (default
                      systemBlue).
      showsActivityIndicator
                      uikit: a spinner in place of the image.
      contentSizeCategory
                      uikit Dynamic Type: xSmall | small | medium | large
                      (default) | xLarge | xxLarge | xxxLarge | AX1 ... AX5;
                      scales the fonts.
      layoutDirection leftToRight | rightToLeft (default: from the title's
                      script).
      accessibilityLabel
                      What VoiceOver reads (required for icon-only buttons).
      accessibilityValue
                      The button's state, read after its label ("Accept invite.
                      Accepted, button").
      accessibilityHint
                      A sentence read after a pause, only when the label is not
                      enough ("Double tap to sort by file type.").
      menu            uikit: {items: [title, ...] (1 to 32, each at most 60
                      characters), selected: index (default 0)}: the button's
                      menu (UIButton.menu).
      showsMenuAsPrimaryAction
                      uikit, with menu: a pull-down button; a chevron follows
                      the title.
      changesSelectionAsPrimaryAction
                      uikit, with menu: a pop-up button; the title is the
                      selected item's, an up-and-down chevron follows it, and
                      VoiceOver reads the item as the value of a labelled button.
      states          Values per state, as UIKit's setTitleColor(_:for:):
                      {highlighted: {fill: …, foreground: …}, disabled:
                      {title: …}}; fields title, fill, foreground, stroke,
                      backgroundImage. The spec also renders each state it
                      gives, as name-<state>.
      appearance      light | dark (default light): Material's 2018 baseline
                      light or 2019 dark colour scheme (Material Components
                      for iOS).
      width           Points, "fill" (uses containerWidth) or "hug" (default; at
                      least 64). Anatomy fills its parent by default, as its
                      guidelines ask, keeping 16pt margins on the canvas; "hug"
                      fits the label.
      containerWidth  The parent's width in points, for width: fill (Anatomy:
                      default 390).
      height          Points (default: fits the content, at least 36).
      cornerRadius    A number, four numbers [top-left, top-right, bottom-right,
                      bottom-left], or "capsule" (default 4).
      fill            Container colour (default: the style's themed colour per
                      state).
      foreground      Label and icon colour (default: the style's themed colour
                      per state).
      stroke          {width, color, alignment: inside | center | outside}.
                      Outlined buttons have {width: 1, color: onSurface@12%,
                      alignment: inside} by default.
      shadows         A list of {x, y, blur, spread, color, inset} with CSS
                      box-shadow meaning (blur is twice the Gaussian's standard
                      deviation): outer shadows are drawn only outside the
                      container; inset: true ones inside the border, over the
                      fill. They replace the elevation's: give shadows or
                      elevation, not both.
      elevation       Material elevation in dp (0...24), expanded to shadows by
                      shadowModel, in the theme's color.shadow (black when it
                      has none). Default per state: contained 2,
                      hovered/focused 4, highlighted 8, disabled 0.
      shadowModel     ios | web: how elevation becomes shadows. ios: Material
                      Components for iOS's MDCShadowLayer, an ambient (8%) and
                      a key (26%) shadow (Material's default); web: Material Components Web's
                      three shadows (the default of elevation in the other
                      systems). Not with shadows; elsewhere than Material only
                      with elevation.
      ripple          {x, y, radius, color, bounded, progress}: a still frame of
                      the touch ripple. x, y: touch point from the container's
                      top-left (default its centre); radius (default: Material's
                      radius at progress); progress 0...1 along Material
                      Components for iOS's 333 ms
                      press (0: no ink yet; ink fades in from 83 ms and spreads
                      toward the centre until 333 ms; none: full ink at the
                      touch point); bounded (default true) clips to the
                      container.
                      A highlighted Material button without one shows the ink
                      settled over its whole shape.
      font            {family, weight, size, letterSpacing, uppercase}. Default
                      Roboto 500 14pt, letter spacing 0 (Material
                      Components for iOS; Web's is
                      1.25; never applied to Arabic or CJK), uppercase. Families:
                      Roboto, DejaVu Sans.
      insets          Content insets: a number, [vertical, horizontal], [top,
                      right, bottom, left] or {top, left, bottom, right}
                      (default 8, 16; 12 on an icon's side).
      canvasPadding   Space around the container, same forms as insets (default:
                      just enough for shadows, an outside stroke and an
                      unbounded ripple).
      background      Canvas colour (default transparent).
      scale           1 | 2 | 3 (default 1); --scale overrides it.
      snapshot        {ignore: [[x, y, width, height], ...]}: regions, in points of
                      the canvas from its top-left corner (scaled for @2x and @3x),
                      whose differences verify and assertSnapshot do not count,
                      beside --ignore. x, y 0...16384; width, height above 0, at
                      most 16384; at most 64 regions. Also perceptualPrecision
                      (0...1: a pixel matches when its CIE ΔE is at most
                      (1 - p) x 100), deltaE (cie94 | ciede2000) and minimumSSIM
                      (0...1), where the command line gives none. Never drawn.

    COLOURS
      #RRGGBB, #RRGGBBAA, #RGB, or a colour token of the button's theme, by its
      full name or without its "color." group: material primary, onSurface,
      background...; uikit systemBlue, label, tertiaryLabel...; anatomy brand,
      neutral.3...; obsidian obsidian.2, denim.3, slate.6... Append @NN% (or
      @0.NN) to scale the opacity: onSurface@38%.

    EXAMPLE (YAML)
      - name: add-to-cart
        style: contained
        title: Add to cart
        icon: shopping_cart
      - name: cancel
        style: outlined
        state: hovered
        appearance: dark
        cornerRadius: capsule
        stroke: {width: 2, color: primary, alignment: outside}
        shadows:
          - {x: 0, y: 2, blur: 4, spread: 0, color: "#00000033"}

    SHEETS
      A mapping with a "sheet" field is a documentation sheet: many buttons and
      their annotations on one canvas, written as name.png / .svg / .pdf. Sheets
      and buttons may share a file; see Examples/ for one file per kind.
      Every sheet: sheet, name, title, background, scale, spacing (24),
      padding (24).
      matrix      base (a button), rows / columns / panels: {field, values,
                  labels}; any button field varies along an axis; darkPanel
                  (default true) puts dark buttons on their theme's dark panel.
      strip       items: [{caption, button}], side by side.
      anatomy     button, zoom (3), callouts: label | container | icon |
                  stroke | shadow (default every part the button has):
                  numbered callouts with leader lines and a legend.
      redlines    button, zoom: height, insets, icon size and gap, corner
                  radius in points, read from the layout.
      touchTarget button, zoom: visual bounds, the touch target and the
                  platform minimum (48 Material, 44 the others).
      group       items: [{button}], arrangement: horizontal | vertical | auto
                  (default: side by side when the labels fit, else stacked),
                  containerWidth (390), margin (16), spacing (16 here),
                  directional: one button group in a view with its margins;
                  the audit adds the system's group rules (Anatomy's).
      menu        button (uikit, with a menu): the button with its menu open
                  below it, light and dark; a pop-up's selected item checked.
      EXAMPLE
        sheet: matrix
        base: {system: obsidian, title: Button}
        rows: {field: state, values: [normal, disabled, focused, pressed]}
        columns: {field: style, values: [secondary, text, primary],
                  labels: [Outline, Text, Solid]}
        panels: {field: appearance, values: [light, dark]}

    ERRORS
      A malformed spec names the file, line, column and field; unknown fields
      and values list the allowed ones. Nothing is written unless every spec is
      valid, and each file is written under a temporary name and renamed, so no
      partial file is ever left.
    """

    /// The `system`, `style` and `state` fields, from the registry of design systems.
    static var systemFields: String {
        let systems = DesignSystems.all
        var style = "Per system."
        for system in systems {
            let styles: [String] = system.styles.map { $0 == system.defaultStyle ? $0.rawValue + " (default)" : $0.rawValue }
            style += " \(system.id.rawValue): " + styles.joined(separator: " | ")
            if !system.styleAliases.isEmpty { style += ", or " + system.styleAliases.map { $0.alias }.joined(separator: " | ") }
            style += "."
        }
        let perSystem: [String] = systems.map { (system: DesignSystem) -> String in
            system.id.rawValue + " " + system.states.map { (state: ButtonState) -> String in state.rawValue }.joined(separator: ", ")
        }
        let states = "normal | highlighted (= pressed) | focused | hovered | selected | disabled | loading, as the system has them: "
            + perSystem.joined(separator: "; ") + "."
        let names: [String] = systems.map { (system: DesignSystem) -> String in
            system.id == ButtonSystem.defaultSystem ? system.id.rawValue + " (default)" : system.id.rawValue
        }
        let system = names.joined(separator: " | ") + ", or a system file (acme.system.yaml, relative to the spec, under the same path rules as theme): your own design system (render-cli help system)."
        let size = "A size of a system file that has sizes (default: its default size)."
        return [field("system", system), field("style", style + " A system file: its own styles and aliases."), field("size", size),
                field("state", states + " A system file: the states it maps.")].joined(separator: "\n")
    }

    /// A field's name and its text wrapped at 76 columns, continuation lines under the text.
    private static func field(_ name: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 18)
        var lines: [String] = [], line = "  " + TextPadding.padded(name, to: 16)
        var lineHasWords = false
        for word in text.split(separator: " ") {
            if lineHasWords, line.count + 1 + word.count > 76 { lines.append(line); line = indent; lineHasWords = false }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
