

/// A run's buttons in input order, each given when asked for: buttons loaded whole (YAML
/// files, standard input, the catalog) are kept; a button of a JSON list file is decoded again
/// from its `LazySpecList` when it is drawn, so a long list is never held decoded. Entries are a
/// few bytes each. Safe to share between threads.
struct ButtonList: Sendable {
    /// Where one button comes from.
    private enum Entry: Sendable {
        /// `loaded[index]`.
        case loaded(Int32)
        /// Item `item` of element `element` of `lists[list]`.
        case lazy(list: Int32, element: Int32, item: Int32)
    }

    private var loaded: [LoadedSpec] = []
    private var lists: [LazySpecList] = []
    private var entries: [Entry] = []

    /// No buttons.
    init() {}

    /// The buttons `loaded`, all kept.
    init(_ loaded: [LoadedSpec]) {
        for item in loaded { append(item) }
    }

    /// How many buttons there are.
    var count: Int { entries.count }

    /// Adds a button that is kept.
    mutating func append(_ item: LoadedSpec) {
        entries.append(.loaded(Int32(loaded.count)))
        loaded.append(item)
    }

    /// Adds `list`, whose buttons are then added with `append(list:element:item:)`; returns its number.
    mutating func add(_ list: LazySpecList) -> Int {
        lists.append(list)
        return lists.count - 1
    }

    /// Adds item `item` (a button) of element `element` of list number `list`.
    mutating func append(list: Int, element: Int, item: Int) {
        entries.append(.lazy(list: Int32(list), element: Int32(element), item: Int32(item)))
    }

    /// The buttons at `indices` (in that order), sharing this list's storage.
    func subset(_ indices: [Int]) -> ButtonList {
        var list = self
        list.entries = indices.map { entries[$0] }
        return list
    }

    /// Button `index`, decoded again when it came from a list.
    func button(_ index: Int) throws -> LoadedSpec {
        switch entries[index] {
        case .loaded(let i):
            return loaded[Int(i)]
        case .lazy(let list, let element, let item):
            guard case .button(let button) = try lists[Int(list)].items(at: Int(element))[Int(item)] else {
                preconditionFailure("entry \(index) of a button list names a sheet")
            }
            return button
        }
    }
}
