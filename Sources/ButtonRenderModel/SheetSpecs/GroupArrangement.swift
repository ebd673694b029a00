/// How a button group lays its buttons out.
public enum GroupArrangement: String, SpecEnum {
    /// Side by side, sharing the container's width (less its margins) equally.
    case horizontal
    /// Stacked, each full width.
    case vertical
    /// Side by side when every label fits its share of the width, else stacked: the seeds'
    /// full-width stacking on narrow containers (the default).
    case auto
}
