import ButtonRenderModel
import CCairo
import Foundation

/// A truncated label is as wide as what it draws, and its ellipsis never sits next to a space.
/// Pango 1.50 cuts a line at the characters that fit, puts the ellipsis where it cut, and
/// widens the ellipsis glyph's advance until the line fills the whole width it was given; so
/// "Add everything to the shopping cart" becomes "Add everything to t…" followed by empty
/// advance, or "Add everything to the …" when the cut falls after a space, and the visible
/// text sits left of the centre layout puts the line at (iOS writes "Add everything to the…",
/// centred). The kept characters are joined to a plain ellipsis, without the white space
/// beside it (before it at the tail, after it at the head, either side in the middle), and
/// shaped again as one line, which fits: it is narrower than Pango's.
enum EllipsisTrimming {
    /// The ellipsis character Pango draws (U+2026).
    static let ellipsis = "\u{2026}"

    /// The content to shape instead of `content`, whose `layout` Pango ellipsized; nil when it
    /// was not cut or is not a one-line truncating label.
    static func trimmed(_ content: TextSource.Content, laidOut layout: OpaquePointer) -> TextSource.Content? {
        guard case .text(_, let font, let options) = content, options.maxWidth != nil, options.maxLines == nil,
              [.truncateHead, .truncateMiddle, .truncateTail].contains(options.lineBreak),
              pango_layout_is_ellipsized(layout) != 0, pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_line_readonly(layout, 0), let textPointer = pango_layout_get_text(layout) else { return nil }
        // The run Pango drew the ellipsis in covers the characters it removed.
        var removed: Range<Int>?
        var node = line.pointee.runs
        while let link = node {
            node = link.pointee.next
            guard let item = link.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item else { continue }
            if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                removed = Int(item.pointee.offset)..<Int(item.pointee.offset + item.pointee.length)
            }
        }
        guard let removed else { return nil }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(textPointer).assumingMemoryBound(to: UInt8.self),
                                              count: strlen(textPointer)))
        guard removed.upperBound <= bytes.count,
              let before = String(bytes: bytes[..<removed.lowerBound], encoding: .utf8),
              let after = String(bytes: bytes[removed.upperBound...], encoding: .utf8) else { return nil }
        let keptBefore = String(before.reversed().drop(while: \.isWhitespace).reversed())
        let keptAfter = String(after.drop(while: \.isWhitespace))
        let text = keptBefore + ellipsis + keptAfter
        // Styled runs keep their characters: those before the cut as they were, those after it
        // moved by what the cut, the ellipsis and the trimmed spaces changed; the ellipsis takes
        // the style of the first character removed, as Pango's did.
        let afterStart = keptBefore.utf8.count + ellipsis.utf8.count
        let shift = afterStart - (removed.upperBound + (after.utf8.count - keptAfter.utf8.count))
        let ellipsisRange = keptBefore.utf8.count..<afterStart
        let runs = options.runs.flatMap { run -> [TextRun] in
            var pieces: [TextRun] = []
            func piece(_ range: Range<Int>) {
                guard !range.isEmpty else { return }
                var copy = run
                copy.start = range.lowerBound; copy.end = range.upperBound
                pieces.append(copy)
            }
            let range = run.start..<run.end
            piece(range.clamped(to: 0..<keptBefore.utf8.count))
            if range.contains(removed.lowerBound) { piece(ellipsisRange) }
            let tail = range.clamped(to: (removed.upperBound + after.utf8.count - keptAfter.utf8.count)..<bytes.count)
            piece((tail.lowerBound + shift)..<(tail.upperBound + shift))
            return pieces
        }
        var single = options
        single.maxWidth = nil
        single.runs = runs
        return .text(text, font: font, options: single)
    }
}
