/// How a UIKit button shows its menu (`menu`, `showsMenuAsPrimaryAction`,
/// `changesSelectionAsPrimaryAction`).
public enum MenuButtonKind: Equatable, Sendable {
    /// A tap opens the menu; the title stays, a chevron follows it.
    case pullDown
    /// A tap opens the menu and picks an item; the title is the selected item's.
    case popUp
}

extension ButtonSpec {
    /// The kind of menu button the spec asks for, or nil for a button whose tap does not open
    /// a menu (a pop-up wins over a pull-down, as UIKit's pop-up buttons set both flags).
    public var menuButtonKind: MenuButtonKind? {
        guard menu != nil else { return nil }
        if changesSelectionAsPrimaryAction == true { return .popUp }
        if showsMenuAsPrimaryAction == true { return .pullDown }
        return nil
    }

    /// The menu fields' problems a single spec shows: a menu for a system other than UIKit,
    /// a menu-button flag without a menu, or a bad menu built in code.
    var menuProblem: (field: CodingKeys, message: String)? {
        if menu != nil, let s = system, s != .uikit {
            return (.menu, "menu is a UIKit field; system '\(s.rawValue)' has no menu buttons (use system: uikit)")
        }
        if menu == nil, changesSelectionAsPrimaryAction == true {
            return (.changesSelectionAsPrimaryAction, "changesSelectionAsPrimaryAction needs a menu to select from; give menu: {items: [...]}")
        }
        if menu == nil, showsMenuAsPrimaryAction == true {
            return (.showsMenuAsPrimaryAction, "showsMenuAsPrimaryAction needs a menu to show; give menu: {items: [...]}")
        }
        if let m = menu, let (field, message) = m.problem { return (.menu, "menu.\(field.rawValue): " + message) }
        return nil
    }
}
