import ButtonRenderModel

/// One kind of sheet's layout, in two steps: first every button is laid out (so the sheet's
/// default background can depend on them), then buttons and annotations are placed with the
/// sheet's style.
protocol SheetComposer {
    /// Every button's layout.
    var layouts: [ButtonLayout] { get }
    /// The spec whose theme the sheet's colour tokens and label font follow.
    var primarySpec: ButtonSpec { get }
    /// Places buttons and marks, in any coordinates (the sheet moves them into place).
    func place(style: SheetStyle, spacing: Double) throws -> SheetContent
}

/// Measures shared by the sheet layouts.
enum SheetGeometry {
    /// What a button visibly covers without its shadows: the container, stroke and focus ring.
    static func visualFrame(_ layout: ButtonLayout) -> Rect {
        var r = layout.container.rect
        if let s = layout.stroke { r = r.union(s.outer.rect) }
        if let f = layout.focusRing { r = r.union(f.outer.rect) }
        return r
    }

    /// The visual frame with the reach of every shadow (three standard deviations).
    static func shadowedFrame(_ layout: ButtonLayout) -> Rect {
        var r = visualFrame(layout)
        let c = layout.container.rect
        for s in layout.button.shadows {
            let e = s.extent
            r = r.union(Rect(x: c.minX - e.left, y: c.minY - e.top, width: c.width + e.horizontal, height: c.height + e.vertical))
        }
        return r
    }

    /// A measure as a sheet writes it: whole numbers without ".0", others to two decimals.
    static func format(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}

extension SheetRenderer {
    /// Resolves and lays out a sheet's button; field errors get `path` in front of theirs, so
    /// they point into the sheet (`button.style`, `items.2.button.icon`).
    func layoutButton(_ spec: ButtonSpec, path: [String]) throws -> ButtonLayout {
        do { return try renderer.layout(spec) } catch let error as FieldError {
            throw error.under(path)
        }
    }

    /// The page colour a system file gives the modes a spec chooses (`catalog: background:
    /// {g10: …}`), for panels behind light buttons of such a mode; nil when none of its modes
    /// has a page of its own.
    func modeBackground(of spec: ButtonSpec, system: SystemFacts, path: [String]) throws -> RGBAColor? {
        guard let modes = spec.modes, let page = system.definition?.catalog.ownBackground(modes: modes) else { return nil }
        do {
            return try ThemeContext(spec: spec, system: system.traits).color(page, field: ["system", "catalog", "background"], fallback: .clear)
        } catch let error as FieldError {
            throw error.under(path)
        }
    }

    /// The dark background of a spec's theme, for panels behind dark buttons: a system
    /// file's page colour in dark (`catalog.background`), else `color.background` in dark
    /// appearance; theme errors get `path` in front.
    func darkBackground(of spec: ButtonSpec, system: SystemFacts, path: [String]) throws -> RGBAColor {
        var dark = spec
        dark.appearance = .dark
        do {
            let theme = try ThemeContext(spec: dark, system: system.traits)
            if let page = system.definition?.catalog.background(for: .dark, modes: spec.modes) {
                return try theme.color(page, field: ["system", "catalog", "background"], fallback: .clear)
            }
            return try theme.color("color.background")
        } catch let error as FieldError {
            throw error.under(path)
        }
    }
}
