import Foundation

/// Makes Cairo's SVG output reproducible: Cairo names some elements after process-wide
/// counters (`surface5`, `glyph0-1`), so the same drawing gets different ids in a second
/// render. Renumbering every id in order of first appearance removes that.
package enum SVGNormalizer {
    /// The document with each `id="…"` and every reference to it (`#…`, `url(#…)`) renamed to
    /// its kind (the id's leading letters) and its order of appearance. Cairo's documents are
    /// ASCII and are rewritten byte by byte; a document with other bytes goes through
    /// `normalizeIDsAsText`, which applies the same rule to characters (Unicode letters and
    /// digits count as name characters there). Both give the same bytes on ASCII documents.
    static func normalizeIDs(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return normalizeIDsAsText(bytes) }
        return normalizeASCIIIDs(bytes)
    }

    /// `normalizeIDs` for an ASCII document, on its bytes.
    private static func normalizeASCIIIDs(_ text: [UInt8]) -> [UInt8] {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        let count = text.count
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        func isNameByte(_ b: UInt8) -> Bool {
            isLetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
        }
        /// Whether `id="` starts at `i`.
        func idAttribute(at i: Int) -> Bool {
            i + 3 < count && text[i] == UInt8(ascii: "i") && text[i + 1] == UInt8(ascii: "d")
                && text[i + 2] == UInt8(ascii: "=") && text[i + 3] == quote
        }
        var mapping: [ArraySlice<UInt8>: [UInt8]] = [:]
        var counters: [ArraySlice<UInt8>: Int] = [:]
        // First pass: every declared id, in order.
        var i = 0
        while i < count {
            guard idAttribute(at: i) else { i += 1; continue }
            let start = i + 4
            guard let end = (start..<count).first(where: { text[$0] == quote }) else { break }
            let id = text[start..<end]
            if mapping[id] == nil {
                let kind = id.prefix { isLetter($0) }
                let n = counters[kind, default: 0]
                counters[kind] = n + 1
                mapping[id] = Array((kind.isEmpty ? "id" : String(decoding: kind, as: UTF8.self)).utf8) + Array(String(n).utf8)
            }
            i = end
        }
        guard !mapping.isEmpty else { return text }
        // Second pass: rewrite declarations and references.
        var out: [UInt8] = []
        out.reserveCapacity(count)
        i = 0
        while i < count {
            let b = text[i]
            let start = b == hash ? i + 1 : (idAttribute(at: i) ? i + 4 : -1)
            if start >= 0 {
                var end = start
                while end < count, isNameByte(text[end]) { end += 1 }
                if end > start, let renamed = mapping[text[start..<end]] {
                    out.append(contentsOf: text[i..<start])
                    out.append(contentsOf: renamed)
                    i = end
                    continue
                }
            }
            out.append(b)
            i += 1
        }
        return out
    }

    /// `normalizeIDs` on the document's characters, for documents that are not ASCII.
    static func normalizeIDsAsText(_ bytes: [UInt8]) -> [UInt8] {
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
    package static func normalizeText(_ bytes: [UInt8]) -> String {
        let text = String(decoding: normalizeIDs(bytes), as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
