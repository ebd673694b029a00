/// A button spec's `snapshot` field (its goldens' ignored regions) inside a sheet: the sheet's
/// cells have no goldens of their own, so the field would do nothing there, and is an error.
extension SheetSpec {
    /// Fails at the first `snapshot` given to a sheet's base, button or items, or varied by an
    /// axis, naming where it is.
    static func refuseSnapshotFields(codingPath: [CodingKey], base: ButtonSpec?, button: ButtonSpec?, items: [SheetStripItem]?,
                                     axes: [(CodingKeys, SheetAxis?)]) throws {
        var path: [CodingKey]?
        if base?.snapshot != nil { path = [CodingKeys.base, ButtonSpec.CodingKeys.snapshot] }
        if button?.snapshot != nil { path = [CodingKeys.button, ButtonSpec.CodingKeys.snapshot] }
        if let i = items?.firstIndex(where: { $0.button?.snapshot != nil }) {
            path = [CodingKeys.items, AnyCodingKey(intValue: i), AnyCodingKey("button"), ButtonSpec.CodingKeys.snapshot]
        }
        if let key = axes.first(where: { $0.1?.field == ButtonSpec.CodingKeys.snapshot.rawValue })?.0 {
            path = [key, SheetAxis.CodingKeys.field]
        }
        guard let path else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath + path,
            debugDescription: "snapshot sets a button spec's own goldens' ignored regions; a sheet's buttons have no goldens of their own: give the sheet's golden --ignore on verify's command line instead"))
    }
}
