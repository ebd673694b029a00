import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// What is known about one rendered button, written as JSON beside its images: the spec it
/// came from, its sizes, the scales it was rendered at and its accessibility audit.
package struct ButtonMetadata: Codable, Equatable, Sendable {
    /// The button's name (its images' base name).
    package var name: String
    /// The design system.
    package var system: ButtonSystem
    /// The style, by its canonical name.
    package var style: ButtonStyle
    /// The state drawn.
    package var state: ButtonState
    /// The state's name in its system ("hover", "down"), when the system names its states.
    package var stateName: String?
    /// The system's display name ("Adobe Spectrum").
    package var systemName: String?
    /// Light or dark.
    package var appearance: Appearance
    /// The spec as given, its files by their names (`ButtonSpec.withFileNamesOnly`).
    package var spec: ButtonSpec
    /// Pixel scales of the images (1 for `name.png`, 2 for `name@2x.png`…).
    package var scales: [Int]
    /// Sizes and rectangles in points.
    package var sizes: ButtonSizes
    /// The accessibility audit.
    package var accessibility: AccessibilityMetadata

    /// Collects the metadata of a button laid out from `spec` and audited as `audit`.
    /// `scales` are the pixel scales its images are written at (default: the layout's own).
    package static func make(layout: ButtonLayout, spec: ButtonSpec, audit: AuditReport, scales: [Int]? = nil) -> ButtonMetadata {
        let button = layout.button
        return ButtonMetadata(name: button.name, system: button.system, style: button.style, state: button.state,
                              stateName: button.vocabulary?.stateName, systemName: button.vocabulary?.systemName,
                              appearance: button.appearance, spec: spec.withFileNamesOnly,
                              scales: Array(Set(scales ?? [button.scale])).sorted(),
                              sizes: ButtonSizes(layout), accessibility: AccessibilityMetadata(audit))
    }

    /// The metadata as UTF-8 JSON: pretty-printed, keys sorted, ending in a newline, so the
    /// same button always gives the same bytes (`SortedJSONEncoder`'s writer: Foundation's
    /// layout, faster; written member by member, `write(into:)`, as `Encodable` would give it).
    package func jsonBytes() throws -> [UInt8] {
        var writer = JSONTextWriter()
        try write(into: &writer)
        writer.lineBreak()
        return writer.bytes
    }
}
