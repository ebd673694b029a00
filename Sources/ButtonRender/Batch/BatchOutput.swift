/// One output every item of a batch is drawn to: a format at a pixel scale.
public struct BatchOutput: Equatable, Hashable, Sendable {
    /// PNG, SVG or PDF.
    public var format: OutputFormat
    /// Pixel scale 1, 2 or 3, or nil for each item's own (the `scale` of its spec or sheet).
    public var scale: Int?

    /// Creates an output; `scale` nil draws each item at its own scale.
    public init(format: OutputFormat, scale: Int? = nil) {
        self.format = format; self.scale = scale
    }

    /// Every format at every scale, format by format (`render --format png --format svg
    /// --scale 1 --scale 2` gives png@1, png@2, svg@1, svg@2); no scales draws each format at
    /// each item's own scale.
    public static func grid(formats: [OutputFormat], scales: [Int]) -> [BatchOutput] {
        formats.flatMap { format in scales.isEmpty ? [BatchOutput(format: format)] : scales.map { BatchOutput(format: format, scale: $0) } }
    }
}
