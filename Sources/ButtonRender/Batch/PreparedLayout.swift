/// A layout made while checking, kept for drawing on the same thread.
enum PreparedLayout {
    /// A button's layout.
    case button(ButtonLayout)
    /// A sheet's layout.
    case sheet(SheetLayout)
}
