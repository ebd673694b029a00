/// JSON's single-character string escapes (RFC 8259, section 7), shared by the two JSON
/// readers (`JSONNodeComposer` for spec, sheet and token files; `TokenJSONReader` for token
/// files libyaml refuses), so both read the same text the same way.
package enum JSONEscape {
    /// The byte that `\` followed by `escape` stands for, or nil when `escape` is not one of
    /// JSON's single-character escapes (`\u` is read by the caller; anything else is not JSON).
    @inline(__always)
    package static func byte(for escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }
}
