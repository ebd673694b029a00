import Foundation

extension Gallery.Entry {
    /// The entry of a sheet laid out as `layout` from `sheet`: its kind and button count, its
    /// files (`outputs`), its spec as JSON, and `thumbnail` (PNG @1x) when there is one.
    public static func sheet(layout: SheetLayout, sheet: SheetSpec, outputs: [Gallery.File], thumbnail: [UInt8]?) throws -> Gallery.Entry {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Gallery.Entry(
            name: layout.name, section: "sheets",
            summary: "\(sheet.sheet.rawValue) sheet, \(layout.buttons.count) button\(layout.buttons.count == 1 ? "" : "s")",
            thumbnail: thumbnail, outputs: outputs, spec: String(decoding: try encoder.encode(sheet), as: UTF8.self),
            voiceOver: nil, findings: [], canvas: layout.size)
    }
}
