/// What is wrong inside a spec's `menu`, with the counts it found.
public enum MenuProblem: Equatable, Sendable, CustomStringConvertible {
    /// No items.
    case noItems(limit: Int)
    /// More items than `limit`.
    case tooManyItems(count: Int, limit: Int)
    /// Item `index` has `count` characters, over `limit`.
    case itemTooLong(index: Int, count: Int, limit: Int)
    /// `selected` is not an index of the `count` items.
    case selectedOutOfRange(selected: Int, count: Int)

    /// The menu's field the problem is at (`items` or `selected`).
    public var field: String {
        if case .selectedOutOfRange = self { return "selected" }
        return "items"
    }

    /// The sentence users see after "menu.<field>: ".
    public var description: String {
        switch self {
        case .noItems(let limit): return "menu items are empty; give 1 to \(limit) titles"
        case .tooManyItems(let count, let limit): return "menu has \(count) items; at most \(limit) are accepted"
        case .itemTooLong(let index, let count, let limit): return "menu item \(index) has \(count) characters; at most \(limit) are accepted"
        case .selectedOutOfRange(let selected, let count):
            return "selected item \(selected) is out of range; the menu has items 0 to \(count - 1)"
        }
    }
}
