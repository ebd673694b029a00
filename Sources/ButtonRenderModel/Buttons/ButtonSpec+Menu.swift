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
    package var menuButtonKind: MenuButtonKind? {
        guard menu != nil else { return nil }
        if changesSelectionAsPrimaryAction == true { return .popUp }
        if showsMenuAsPrimaryAction == true { return .pullDown }
        return nil
    }

    /// The menu fields' problems a single spec shows: a menu for a system other than UIKit,
    /// a menu-button flag without a menu, or a bad menu built in code.
    var menuProblem: (field: CodingKeys, problem: SpecProblem)? {
        if menu != nil, let s = system, s != .uikit {
            return (.menu, .contradiction(.menuOnSystem(s.rawValue)))
        }
        if menu == nil, changesSelectionAsPrimaryAction == true {
            return (.changesSelectionAsPrimaryAction, .contradiction(.selectionWithoutMenu))
        }
        if menu == nil, showsMenuAsPrimaryAction == true {
            return (.showsMenuAsPrimaryAction, .contradiction(.menuActionWithoutMenu))
        }
        if let m = menu, let problem = m.problem { return (.menu, .menu(problem, located: false)) }
        return nil
    }
}
