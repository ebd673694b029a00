import ButtonRenderModel
/// How text is broken, truncated, aligned and styled.
public struct TextOptions: Equatable, Hashable, Sendable {
    /// Horizontal alignment of the lines.
    public enum Alignment: Hashable, Sendable { case leading, center }
    /// The width available, or nil for one unbounded line.
    package var maxWidth: Double?
    /// Wrap (word or character) or cut (ellipsis at the head, middle or tail, or clip).
    package var lineBreak: LineBreakMode
    /// Alignment of wrapped lines (leading follows the text's direction).
    package var alignment: Alignment
    /// At most this many lines when wrapping (the last ends in an ellipsis), nil for any.
    package var maxLines: Int?
    /// Bold, italic and coloured runs.
    public var runs: [TextRun]

    /// Creates options; the default is one line truncated at the tail.
    package init(maxWidth: Double? = nil, lineBreak: LineBreakMode = .truncateTail, alignment: Alignment = .center,
                maxLines: Int? = nil, runs: [TextRun] = []) {
        self.maxWidth = maxWidth; self.lineBreak = lineBreak; self.alignment = alignment
        self.maxLines = maxLines; self.runs = runs
    }
}
