/// A layout made while checking, kept for drawing and for whatever describes the item
/// afterwards (a value: any thread may draw it).
public indirect enum PreparedLayout: Sendable {
    /// A button's layout.
    case button(ButtonLayout)
    /// A sheet's layout.
    case sheet(SheetLayout)
}
