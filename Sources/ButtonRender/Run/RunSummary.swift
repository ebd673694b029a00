/// What a run did, counted: what `RunSink.finish` receives and `Run.execute` returns.
public struct RunSummary: Sendable, Equatable {
    /// Buttons in the run.
    public var buttons = 0
    /// Sheets in the run.
    public var sheets = 0
    /// Buttons not drawn: invalid, each with its located error.
    public var invalidButtons = 0
    /// Sheets not drawn.
    package var invalidSheets = 0
    /// Images drawn.
    public var images = 0

    /// A summary of these counts.
    package init(buttons: Int = 0, sheets: Int = 0, invalidButtons: Int = 0, invalidSheets: Int = 0, images: Int = 0) {
        self.buttons = buttons; self.sheets = sheets; self.invalidButtons = invalidButtons
        self.invalidSheets = invalidSheets; self.images = images
    }

    /// Counts `item`.
    mutating func count(_ item: RunItem) {
        switch item.kind {
        case .button: buttons += 1; if item.error != nil { invalidButtons += 1 }
        case .sheet: sheets += 1; if item.error != nil { invalidSheets += 1 }
        }
        images += item.drawn?.images.count ?? 0
    }

    /// Whether any item could not be drawn.
    package var hasInvalidItems: Bool { invalidButtons + invalidSheets > 0 }
}
