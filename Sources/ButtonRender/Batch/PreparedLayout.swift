/// A layout made while checking, kept for drawing (a value: any thread may draw it).
enum PreparedLayout: Sendable {
    /// A button's layout.
    case button(ButtonLayout)
    /// A sheet's layout.
    case sheet(SheetLayout)
}
