import ButtonRender
import ButtonRenderTools

/// The manual of the system file format, printed by `render-cli help system`: every field, the
/// value grammar, every slot (from `Slot.all`) and an example.
enum SystemFileReference {
    static var text: String {
        """
        A design system is a file (acme.system.yaml, .yml or .json; strict JSON for .json). A spec \
        names it in 'system' (a path relative to the spec, under the same path rules as 'theme'), \
        and 'render-cli catalog --system FILE' draws its whole grid and gallery. Every field is \
        checked: an unknown field, a wrong value or a reference that resolves to nothing is an \
        error at its line and column ('render-cli system check FILE' lists them all and prints \
        every slot of every button with the tokens that gave it).

        FIELDS
          name            required: the name outputs and messages use (letters, digits,
                          - and _)
          displayName     the name as the team writes it (default: name)
          description     what the system is
          tokens          required: a DTCG tokens file or resolver document, relative
                          to this file
          modes           how the resolver's modifiers map to ButtonRender's modes:
                            appearance: {modifier: theme, light: light, dark: dark}
                              (default: a modifier 'appearance' with contexts light
                              and dark)
                            textSize: {modifier: size, contexts: {AX3: xl, ...}}
                              (a spec's contentSizeCategory picks the context;
                              default: a modifier 'contentSizeCategory' whose contexts
                              are the categories' names)
                            axes: every other mode, each an axis specs choose a value
                              of (modes: {theme: dark-hc}), variants test
                              (when: {theme: [g90, g100]}), sheets vary (field: modes)
                              and the catalog draws value by value:
                                theme: {modifier: theme, values: {light: light,
                                  light-hc: light, dark: dark, dark-hc: dark}}
                                theme: {values: {white: light, g10: light, g90: dark,
                                  g100: dark}, default: {light: white, dark: g100}}
                              (modifier: the resolver's modifier whose context the
                              value chooses; none: a mode the file sets by variants;
                              values: a list, or each value's appearance, light or
                              dark; default: the first value of the appearance, or the
                              appearance's own context on its modifier)
          fonts           font files drawn with, for this system only, never the
                          machine's (each family is checked against its file):
                            - {file: fonts/Acme-Medium.otf, family: Acme Sans}
          styles          required: the styles, in catalog order, as a list of names
                          or a mapping
                            primary: {aliases: [cta], tokens: accent, title: Buy now}
                          (tokens: what {style} stands for; title: the catalog grid's
                          title; usage: when to use the style, in Markdown, shown in
                          the gallery; the file's description heads its section)
          defaultStyle    the style of a spec that names none (default: the first)
          sizes           the sizes, as styles are given (tokens: what {size} stands
                          for)
          defaultSize     the size of a spec that names none (default: the first)
          states          required: your state names mapped to ButtonRender's
                          (\(ButtonState.allCases.filter { $0 != .pressed }.map(\.rawValue).joined(separator: ", "))):
                            rest: normal, hover: hovered, active: highlighted,
                            disabled: disabled
                          ({state} stands for your name; a spec names states by
                          ButtonRender's)
          slots           required: a value for each slot below, for every button
          variants        values laid over 'slots' when a condition holds, later ones
                          winning:
                            - when: {style: [primary, danger], state: disabled}
                              set: {containerColor: "{button.{style}.bg.disabled}"}
                          conditions: style, size, state (your names; a list matches
                          any), appearance, icon (true: the spec names an icon), width
                          (the spec's: fill, hug, points, unset), and each mode axis by
                          its name
          touchTargetMinimum
                          the smallest touch target, in points (default by platform: web 24,
                          WCAG 2.2's target size (minimum), 2.5.8, AA; ios 44; android 48)
          voiceOver       how a screen reader reads buttons: \(SystemFileReader.voiceOverWordings.joined(separator: ", ")) (default by
                          platform: web, a browser's button as NVDA reads it; web-voiceover as
                          VoiceOver in Safari reads it; uikit elsewhere)
          audit           {rules: [\(SystemFileReader.auditRuleNames.joined(separator: ", "))]}: extra audit rules
          groups          {primary, similarPriorities, iconOnly}: styles for the group
                          sheet's audit
          largeText       {scaleBy: dynamicType} (default): text scales by
                          <group>.<category> over <group>.large of the tokens; none:
                          it keeps its size
          sheetFonts      label families documentation sheets prefer (default [Inter,
                          Roboto])
          pressAnimation  ink: a pressed button plays its ripple as an APNG press;
                          none (default)
          platform        web (default), ios or android: web lays a button out as
                          CSS does and Chromium paints it (the label's line box
                          from the font's ascent, descent and lineHeight, widths
                          fractional, edges and baselines snapped to device
                          pixels); ios and android as UIKit does (the label's box
                          centred, widths rounded up to whole points). What the file
                          leaves unsaid follows it too: touchTargetMinimum and voiceOver
          extensions      vendor extensions of the token export to apply: alpha (a
                          colour token's sibling "alpha", and a shadow layer's, is
                          its opacity: GitHub Primer's), org.primer.overrides (a
                          token's $extensions."org.primer.overrides".<context>
                          replaces its value in the appearance modifier's context of
                          that name), studio.tokens (Tokens Studio's colour modifier,
                          $extensions."studio.tokens".modify: lighten, darken, mix or
                          alpha in srgb, hsl, lch or p3, as its sd-transforms compute
                          it). One the tokens carry but the file does not ask for is a
                          warning naming it and its tokens
          catalog         the catalog: iconRow (an icon: each grid button again with
                          it), margin (points around grid buttons without shadows, or
                          none; default 8), background (the page: a colour token's
                          name, #rrggbb, or none; or {light: ..., dark: ...}, with a
                          page per mode value where it differs, {g10: ...}; sheets
                          put dark buttons on its dark colour, and the audit measures
                          contrast over it; without it, over white), sizes (all or
                          default), modes (the values of the mode axis of light and
                          dark values the grid draws, each named by it; default:
                          every one), stateNames (system or buttonrender: the names in
                          file names), styles: {primary: {margin: 16, fields: {spec
                          fields}}} (fields that contradict a grid button, such as a
                          menu, are an error), and extras (a list of specs, each with
                          a name)

        VALUES
          A value is written out (#rrggbb, #rrggbbaa, transparent, a number of
          points, a word), a token reference in your token names
          ("{button.{style}.bgColor.{state}}"; {style}, {size}, {state} and
          {appearance} are filled in; "{elevation.level{{style}.elevation}}" also
          fills in another token's value), arithmetic
          ("calc(({button.height} - 20) / 2)"), a colour at an opacity
          ({color: "{color.onSurface}", opacity: 0.38}), none, or a list of these of
          which the first that resolves is used:
            containerColor: ["{button.{style}.bgColor.{state}}",
                             "{button.{style}.bgColor.rest}"]
          A part of a typography token reads as a token of its own when no token has
          the whole name: "{type.body.{size}.fontSize}" (also fontFamily, fontWeight,
          letterSpacing, and lineHeight in points). A group's own value is its $root
          token ("{color.background.default.$root}", and so in catalog.background).
          In YAML, quote values that start with { or #.
          shadows takes a shadow token (one or a list, outer or inset), or shadows
          written out with a shadow token's fields, one or a list drawn in order as
          CSS's box-shadow list (offsetX, offsetY and color required; blur and spread
          0 when left out; inset: true paints it inside the border, over the fill):
            shadows: [{offsetX: 0, offsetY: 1, blur: 3,
                       color: {color: "{base.color.neutral.13}", opacity: 0.06}},
                      {offsetX: 0, offsetY: 0, spread: 3, inset: true,
                       color: "{fgColor.onEmphasis}"}]

        SLOTS
        \(slotTable)

        A button is drawn from its slots, then the spec's own fields (fill, foreground, stroke,
        insets, font, width, ...) are laid over them, as for every system. The built-in
        Anatomy, Obsidian and Material 3 systems are system files (the package's
        Sources/ButtonRenderModel/Tokens/*.system.yaml): 'render-cli system check anatomy'
        shows one, and Examples/systems/ holds public design systems defined on their
        published tokens.

        Exit status: see each subcommand.
        """
    }

    /// One line per slot: name, kind, what it does (`ManualText` wraps a long one under its
    /// description).
    private static var slotTable: String {
        Slot.all.map { slot in "  " + TextPadding.padded(slot.name, to: 24) + slot.summary }.joined(separator: "\n")
    }
}
