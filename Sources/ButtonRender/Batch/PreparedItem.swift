import ButtonRenderModel
import ButtonRenderPipeline

/// An item of a run with the layout made from it while checking, kept together for drawing
/// and for whatever describes the item afterwards: a button's spec with its button's layout, a
/// sheet with its sheet's, so a layout can never be paired with another item (a value: any
/// thread may draw it).
public indirect enum PreparedItem: Sendable {
    /// A button spec and its layout.
    case button(LoadedSpec, ButtonLayout)
    /// A sheet and its layout.
    case sheet(LoadedSheet, SheetLayout)

    /// The item as decoded.
    public var item: SpecItem {
        switch self {
        case .button(let loaded, _): return .button(loaded)
        case .sheet(let loaded, _): return .sheet(loaded)
        }
    }
}
