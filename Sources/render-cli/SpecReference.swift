/// The spec format, as `render-cli help render` prints it.
enum SpecReference {
    static let text = """
    SPEC FILES
      A spec file is JSON or YAML holding one button (a mapping) or a list of buttons. Every \
    field is optional: {"style": "contained", "title": "Add to cart"} is a complete spec.

    FIELDS
      name            Output base name: name.png, name@2x.png, name.svg. Letters, digits, - _ . and
                      spaces; no leading dot. Default: the spec file's name (name-N in a list).
      system          material (default).
      style           text | outlined | contained (default contained).
      state           normal | highlighted | focused | hovered | selected | disabled (default normal).
      title           The label (default "Button"; "" for none). One line, truncated with an ellipsis
                      when a fixed width is too narrow. Any script; right-to-left labels mirror the icon.
      icon            A Material icon name from the icon font, e.g. add, favorite, shopping_cart.
      iconPlacement   leading | trailing (default leading; in reading order).
      appearance      light | dark (default light): the 201804 light or 201907 dark colour scheme.
      width           Points, "fill" (uses containerWidth) or "hug" (default; at least 64).
      containerWidth  The parent's width in points, for width: fill.
      height          Points (default: fits the content, at least 36).
      cornerRadius    A number, four numbers [top-left, top-right, bottom-right, bottom-left], or
                      "capsule" (default 4).
      fill            Container colour (default: the style's themed colour per state).
      foreground      Label and icon colour (default: the style's themed colour per state).
      stroke          {width, color, alignment: inside | center | outside}. Outlined buttons have
                      {width: 1, color: onSurface@12%, alignment: inside} by default.
      shadows         A list of {x, y, blur, spread, color} with CSS box-shadow meaning (blur is
                      twice the Gaussian's standard deviation); drawn only outside the container.
      elevation       Material elevation in dp (0...24), expanded to Material's three shadows.
                      Default per state: contained 2, hovered/focused 4, highlighted 8, disabled 0.
      ripple          {x, y, radius, color, bounded, progress}: a still frame of the touch ripple.
                      x, y: touch point from the container's top-left (default its centre); radius
                      (default: Material's radius at progress); progress 0...1 (default 0);
                      bounded (default true) clips to the container.
      font            {family, weight, size, letterSpacing, uppercase}. Default Roboto 500 14pt,
                      letter spacing 1.25, uppercase. Families: Roboto, DejaVu Sans.
      insets          Content insets: a number, [vertical, horizontal], [top, right, bottom, left]
                      or {top, left, bottom, right} (default 8, 16; 12 on an icon's side).
      canvasPadding   Space around the container, same forms as insets (default: just enough for
                      shadows, an outside stroke and an unbounded ripple).
      background      Canvas colour (default transparent).
      scale           1 | 2 | 3 (default 1); --scale overrides it.

    COLOURS
      #RRGGBB, #RRGGBBAA, #RGB, or a token of the colour scheme: primary, primaryVariant,
      secondary, error, surface, background, onPrimary, onSecondary, onSurface, onBackground,
      onError, shadow. Append @NN% (or @0.NN) to scale the opacity: onSurface@38%.

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

    ERRORS
      A malformed spec names the file, line, column and field; unknown fields and values list
      the allowed ones. Nothing is written unless every spec is valid, and each file is written
      under a temporary name and renamed, so no partial file is ever left.
    """
}
