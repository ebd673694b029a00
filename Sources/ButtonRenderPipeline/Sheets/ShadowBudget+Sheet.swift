import ButtonRenderModel

extension ShadowBudget {
    /// Fails when painting the shadows of any button of `sheet` at `scale` (times the
    /// button's zoom) would take more than `SpecLimits.maximumShadowBlurWork`; the field error
    /// names the button, and is on the sheet's `zoom` when the zoom is what makes it too much.
    package static func check(_ sheet: SheetLayout, scale: Double) throws(FieldError) {
        for button in sheet.buttons {
            do { try check(button.layout, scale: scale * button.zoom) } catch {
                let name = button.layout.button.name
                let zoomed = button.zoom > 1 && (try? check(button.layout, scale: scale)) != nil
                throw FieldError(zoomed ? ["zoom"] : [], .inSheetButton(name: name, problem: error.problem))
            }
        }
    }
}
