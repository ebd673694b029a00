import Foundation

/// A run of a title with its own weight, slant or colour.
public struct TextRun: Equatable, Hashable, Sendable {
    /// The UTF-8 byte offset of the run's start in the plain text (the run is half open).
    package var start: Int
    /// The UTF-8 byte offset just past the run.
    public var end: Int
    /// Drawn bold.
    package var bold: Bool
    /// Drawn italic.
    package var italic: Bool
    /// Its own colour; nil keeps the label's.
    public var color: RGBAColor?

    /// Creates a run.
    package init(start: Int, end: Int, bold: Bool = false, italic: Bool = false, color: RGBAColor? = nil) {
        self.start = start; self.end = end; self.bold = bold; self.italic = italic; self.color = color
    }
}

/// The small markup subset titles may use when `titleMarkup` is on: `<b>bold</b>`,
/// `<i>italic</i>`, `<span color="#RRGGBB">colour</span>`, nested freely, and the entities
/// `&lt;` `&gt;` `&amp;` `&quot;`. Anything else is an error, so a title can never smuggle
/// other formatting (sizes, fonts) into the renderer.
package enum TitleMarkup {
    /// The plain text and its styled runs.
    package static func parse(_ markup: String) throws -> (text: String, runs: [TextRun]) {
        var text = ""
        var runs: [TextRun] = []
        var stack: [(tag: String, start: Int, color: RGBAColor?)] = []
        var i = markup.startIndex
        func fail(_ problem: TitleMarkupProblem) -> FieldError { FieldError(["title"], .markup(problem)) }
        while i < markup.endIndex {
            let c = markup[i]
            if c == "<" {
                guard let close = markup[i...].firstIndex(of: ">") else { throw fail(.unclosedAngleBracket) }
                let tag = String(markup[markup.index(after: i)..<close])
                i = markup.index(after: close)
                if tag.hasPrefix("/") {
                    let name = String(tag.dropFirst())
                    guard let open = stack.popLast() else { throw fail(.closesNothing(tag: name)) }
                    guard open.tag == name else { throw fail(.closesOther(tag: name, open: open.tag)) }
                    let end = text.utf8.count
                    if end > open.start {
                        runs.append(TextRun(start: open.start, end: end, bold: name == "b", italic: name == "i", color: open.color))
                    }
                    continue
                }
                if tag == "b" || tag == "i" {
                    stack.append((tag, text.utf8.count, nil))
                } else if tag.hasPrefix("span ") {
                    let attribute = tag.dropFirst(5).trimmingCharacters(in: .whitespaces)
                    guard attribute.hasPrefix("color=\""), attribute.hasSuffix("\""), attribute.count > 8 else {
                        throw fail(.unsupportedSpan(tag: tag))
                    }
                    let value = String(attribute.dropFirst(7).dropLast())
                    guard let color = RGBAColor(hex: value) else { throw fail(.notAColour(value)) }
                    stack.append(("span", text.utf8.count, color))
                } else {
                    throw fail(.unsupportedTag(tag))
                }
                continue
            }
            if c == "&" {
                let entities = ["&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": "\""]
                if let (entity, value) = entities.first(where: { markup[i...].hasPrefix($0.key) }) {
                    text += value
                    i = markup.index(i, offsetBy: entity.count)
                    continue
                }
                throw fail(.unknownEntity)
            }
            text.append(c)
            i = markup.index(after: i)
        }
        if let open = stack.last { throw fail(.neverClosed(tag: open.tag)) }
        return (text, runs)
    }
}
