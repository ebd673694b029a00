/// A UIKit button's menu (`UIButton.menu`): the titles of its actions, in order, and which one
/// is selected (a pop-up button shows the selected item's title and checks it in the menu).
public struct MenuSpec: Equatable, Hashable, Sendable, Codable {
    /// The items' titles, top to bottom (1 to `maximumItemCount`, each at most
    /// `maximumItemLength` characters).
    public var items: [String]
    /// The index of the selected item (default 0, the first).
    package var selected: Int?

    /// The most items one menu may have.
    static let maximumItemCount = 32
    /// The longest item title accepted, in characters.
    static let maximumItemLength = 60

    /// Creates a menu of `items` with item `selected` selected.
    package init(items: [String], selected: Int? = nil) {
        self.items = items; self.selected = selected
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case items, selected }

    /// Decodes a menu, failing at the offending field for an empty or too long list, a too long
    /// title, or a selected index outside the list.
    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        items = try c.decode([String].self, forKey: .items)
        selected = try c.decodeIfPresent(Int.self, forKey: .selected)
        if let problem {
            let field: CodingKeys = problem.field == "selected" ? .selected : .items
            var path = c.codingPath + [field]
            if field == .items, let index = longItemIndex { path.append(AnyCodingKey(intValue: index)) }
            let located = SpecProblem.menu(problem, located: true)
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: located.description, underlyingError: located))
        }
    }

    /// The index of the first title over `maximumItemLength` characters, if any.
    private var longItemIndex: Int? { items.firstIndex { $0.count > Self.maximumItemLength } }

    /// The first thing wrong with the menu and the field it is at, or nil.
    var problem: MenuProblem? {
        if items.isEmpty { return .noItems(limit: Self.maximumItemCount) }
        if items.count > Self.maximumItemCount {
            return .tooManyItems(count: items.count, limit: Self.maximumItemCount)
        }
        if let i = longItemIndex {
            return .itemTooLong(index: i, count: items[i].count, limit: Self.maximumItemLength)
        }
        if let s = selected, !items.indices.contains(s) {
            return .selectedOutOfRange(selected: s, count: items.count)
        }
        return nil
    }

    /// The selected item's index (0 when none is given).
    package var selectedIndex: Int { selected ?? 0 }
    /// The selected item's title.
    package var selectedTitle: String { items.indices.contains(selectedIndex) ? items[selectedIndex] : items.first ?? "" }
}
