/// Hexadecimal digits read from bytes, for the readers that take them one at a time: a
/// colour's `#RRGGBB`, a JSON `\u` escape in specs and in token files.
package enum HexDigit {
    /// The value of the ASCII hexadecimal digit `byte` (`0`–`9`, `a`–`f`, `A`–`F`), or nil.
    @inline(__always)
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
