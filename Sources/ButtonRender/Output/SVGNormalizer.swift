import Foundation

/// Makes Cairo's SVG output reproducible: Cairo names some elements after process-wide
/// counters (`surface5`, `glyph0-1`), so the same drawing gets different ids in a second
/// render. Renumbering every id in order of first appearance removes that.
public enum SVGNormalizer {
    /// The document with each `id="…"` and every reference to it (`#…`, `url(#…)`) renamed to
    /// its kind (the id's leading letters) and its order of appearance.
    public static func normalizeIDs(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        var mapping: [Substring: String] = [:]
        var counters: [Substring: Int] = [:]
        // First pass: every declared id, in order.
        var searchStart = text.startIndex
        while let range = text.range(of: "id=\"", range: searchStart..<text.endIndex) {
            guard let end = text[range.upperBound...].firstIndex(of: "\"") else { break }
            let id = text[range.upperBound..<end]
            if mapping[id] == nil {
                let kind = id.prefix { $0.isLetter }
                let n = counters[kind, default: 0]
                counters[kind] = n + 1
                mapping[id] = "\(kind.isEmpty ? "id" : String(kind))\(n)"
            }
            searchStart = end
        }
        guard !mapping.isEmpty else { return bytes }
        // Second pass: rewrite declarations and references.
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            var prefixEnd: String.Index?
            if c == "#" { prefixEnd = text.index(after: i) }
            else if text[i...].hasPrefix("id=\"") { prefixEnd = text.index(i, offsetBy: 4) }
            if let start = prefixEnd {
                var end = start
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "-" || text[end] == "_" {
                    end = text.index(after: end)
                }
                if end > start, let renamed = mapping[text[start..<end]] {
                    out += text[i..<start]
                    out += renamed
                    i = end
                    continue
                }
            }
            out.append(c)
            i = text.index(after: i)
        }
        return Array(out.utf8)
    }
}

extension SVGNormalizer {
    /// The document with ids renumbered, line endings unified and the whitespace between
    /// tags removed: the form SVG goldens are compared in.
    public static func normalizeText(_ bytes: [UInt8]) -> String {
        let text = String(decoding: normalizeIDs(bytes), as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
