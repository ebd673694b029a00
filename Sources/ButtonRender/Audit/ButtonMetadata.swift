import Foundation

/// What is known about one rendered button, written as JSON beside its images: the spec it
/// came from, its sizes, the scales it was rendered at and its accessibility audit.
public struct ButtonMetadata: Codable, Equatable, Sendable {
    /// The button's name (its images' base name).
    public var name: String
    /// The design system.
    public var system: ButtonSystem
    /// The style, by its canonical name.
    public var style: ButtonStyle
    /// The state drawn.
    public var state: ButtonState
    /// Light or dark.
    public var appearance: Appearance
    /// The spec as given.
    public var spec: ButtonSpec
    /// Pixel scales of the images (1 for `name.png`, 2 for `name@2x.png`…).
    public var scales: [Int]
    /// Sizes and rectangles in points.
    public var sizes: ButtonSizes
    /// The accessibility audit.
    public var accessibility: AccessibilityMetadata

    /// Collects the metadata of a button laid out from `spec` and audited as `audit`.
    /// `scales` are the pixel scales its images are written at (default: the layout's own).
    public static func make(layout: ButtonLayout, spec: ButtonSpec, audit: AuditReport, scales: [Int]? = nil) -> ButtonMetadata {
        let button = layout.button
        return ButtonMetadata(name: button.name, system: button.system, style: button.style, state: button.state,
                              appearance: button.appearance, spec: spec,
                              scales: Array(Set(scales ?? [button.scale])).sorted(),
                              sizes: ButtonSizes(layout), accessibility: AccessibilityMetadata(audit))
    }

    /// The metadata as UTF-8 JSON: pretty-printed, keys sorted, ending in a newline, so the
    /// same button always gives the same bytes (`SortedJSONEncoder`: Foundation's layout, faster).
    public func jsonBytes() throws -> [UInt8] {
        try SortedJSONEncoder().encode(self) + [UInt8(ascii: "\n")]
    }
}
