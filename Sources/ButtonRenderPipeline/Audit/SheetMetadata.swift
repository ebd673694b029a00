import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// What is known about one rendered sheet, written as JSON beside its images: its size, every
/// button's place, sizes and accessibility audit (what VoiceOver reads in that state), and the
/// callouts and measures drawn on it.
public struct SheetMetadata: Codable, Equatable, Sendable {
    /// One button of the sheet.
    public struct Button: Codable, Equatable, Sendable {
        /// The button's place in the sheet ("states: Light / Enabled / Outline").
        public var name: String
        /// Its container on the sheet, in sheet points.
        package var frame: Rect
        /// How many sheet points one of its points takes (anatomy, redlines, touch targets).
        public var zoom: Double
        /// Its sizes and rectangles in its own points.
        package var sizes: ButtonSizes
        /// Its accessibility audit.
        package var accessibility: AccessibilityMetadata
    }

    /// The sheet's name (its images' base name).
    public var name: String
    /// What the sheet shows.
    package var kind: SheetKind
    /// The canvas in points.
    public var size: Size
    /// Pixel scales of the images.
    public var scales: [Int]
    /// Every button, in drawing order.
    public var buttons: [Button]
    /// Numbered callouts (anatomy sheets), in sheet points.
    public var callouts: [SheetCallout]
    /// Dimensions shown (redlines, touch targets), in the button's points.
    package var measures: [SheetMeasure]

    /// Collects the metadata of a laid-out sheet; `reports` are its buttons' audits
    /// (`SheetAuditor.audit`), made here when not given.
    public static func make(layout: SheetLayout, sheet: SheetSpec, reports: [AuditReport]? = nil, scales: [Int]? = nil) -> SheetMetadata {
        let reports = reports ?? SheetAuditor.audit(layout, sheet: sheet)
        let buttons = zip(layout.buttons, reports).map { button, report in
            Button(name: report.name, frame: button.containerFrame, zoom: button.zoom,
                   sizes: ButtonSizes(button.layout), accessibility: AccessibilityMetadata(report))
        }
        return SheetMetadata(name: layout.name, kind: layout.kind, size: layout.size,
                             scales: Array(Set(scales ?? [layout.scale])).sorted(), buttons: buttons,
                             callouts: layout.callouts, measures: layout.measures)
    }

    /// The metadata as UTF-8 JSON: pretty-printed, keys sorted, ending in a newline.
    package func jsonBytes() throws -> [UInt8] {
        try SortedJSONEncoder().encode(self) + [UInt8(ascii: "\n")]
    }
}
