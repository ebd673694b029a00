import ButtonRenderModel
/// A position in JSON text with the line and column libyaml's marks give there: line breaks
/// are LF, CR LF, CR, NEL, LS and PS (inside strings too), and columns count characters, not
/// bytes. The fast JSON readers (`JSONListIndex`, the tokens reader) move through text with it,
/// so their positions are the located YAML path's.
package struct JSONCursor {
    /// The text, as UTF-8.
    package let bytes: [UInt8]
    /// The next byte's offset.
    package var i = 0
    /// The 1-based line of the next byte.
    package var line = 1
    /// The 1-based column of the next byte, in characters.
    package var column = 1

    /// A cursor at the start of `bytes`.
    package init(bytes: [UInt8]) { self.bytes = bytes }

    /// The next byte, or nil at the end.
    @inlinable package var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    /// Consumes one character (all its bytes), counting breaks as libyaml does.
    @inlinable package mutating func advance() {
        // Inlined into the readers' loops for the common case: a printable ASCII byte that no
        // stray continuation byte follows.
        let b = bytes[i]
        if b >= 0x20, b < 0x80, i + 1 == bytes.count || bytes[i + 1] & 0xC0 != 0x80 {
            i += 1
            column += 1
            return
        }
        advanceAnyCharacter()
    }

    /// `advance()` for any character: line breaks, multi-byte characters, control bytes.
    @usableFromInline package mutating func advanceAnyCharacter() {
        let b = bytes[i]
        if b == 0x0A { i += 1; line += 1; column = 1; return }
        if b == 0x0D {
            i += 1
            if peek == 0x0A { i += 1 }
            line += 1; column = 1
            return
        }
        if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 { i += 2; line += 1; column = 1; return }
        if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
            i += 3; line += 1; column = 1; return
        }
        i += 1
        while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
        column += 1
    }

    /// Consumes JSON's whitespace (space, tab, LF, CR).
    @inlinable package mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() }
    }
}
