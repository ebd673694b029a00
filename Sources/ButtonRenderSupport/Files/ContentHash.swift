/// A 128-bit digest of bytes, for telling whether a file or a value is the same as when it was
/// last seen (the verification cache's keys and golden digests).
///
/// It resists accidental collisions only, not attackers: two lanes of 64-bit multiply-rotate
/// rounds over the input's 8-byte words, each lane finished with an avalanche and mixed with
/// the other and the length, so two different inputs share a digest with a chance of about
/// 2⁻¹²⁸. Someone who wants two files with the same digest can make them; nothing here
/// relies on that being hard (a cache keyed by it only skips work that its owner's own files
/// would otherwise repeat). Stable across processes, machines and versions of Swift: the
/// bytes are read as little-endian words and nothing depends on `Hasher`'s per-process seed.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The first 64 bits.
    package var high: UInt64
    /// The last 64 bits.
    package var low: UInt64

    /// A digest from its two halves.
    package init(high: UInt64, low: UInt64) { self.high = high; self.low = low }

    /// The digest of `bytes`.
    package init(of bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentHash(of: $0) }
    }

    /// The digest of the bytes in `buffer`.
    package init(of buffer: UnsafeRawBufferPointer) {
        self = Self.digest(buffer, seed: 0)
    }

    /// The digest of the UTF-8 bytes of `text`.
    package init(of text: String) {
        var text = text
        self = text.withUTF8 { ContentHash(of: UnsafeRawBufferPointer($0)) }
    }

    /// 32 lowercase hexadecimal digits.
    public var description: String { Self.hex(high) + Self.hex(low) }

    /// A digest from the 32 hexadecimal digits `description` writes, or nil.
    package init?(hex: Substring) {
        guard hex.utf8.count == 32, let h = UInt64(hex.prefix(16), radix: 16), let l = UInt64(hex.suffix(16), radix: 16) else { return nil }
        high = h; low = l
    }

    /// A digest from 32 hexadecimal digits as bytes (lowercase, as `description` writes
    /// them), or nil.
    package init?(hexDigits digits: ArraySlice<UInt8>) {
        guard digits.count == 32 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        var index = digits.startIndex
        for half in 0..<2 {
            var value: UInt64 = 0
            for _ in 0..<16 {
                let c = digits[index]
                let nibble: UInt8
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = c - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = c - UInt8(ascii: "a") + 10
                default: return nil
                }
                value = value << 4 | UInt64(nibble)
                index += 1
            }
            if half == 0 { words.0 = value } else { words.1 = value }
        }
        high = words.0; low = words.1
    }

    /// `value` as 16 hexadecimal digits, zero-padded.
    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    // Odd 64-bit constants with well-spread bits (from the fractional parts of irrational
    // numbers); any such constants would do.
    private static let prime1: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0xD6E8_FEB8_6659_FD93

    /// One lane's step: the word spread by a multiply, added, rotated, multiplied again.
    @inline(__always)
    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane &+ word &* prime2
        return ((mixed << 31) | (mixed >> 33)) &* prime1
    }

    /// Every input bit reaches every output bit (xor-shift-multiply twice).
    @inline(__always)
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 32; x = x &* prime4
        x ^= x >> 29; x = x &* prime3
        x ^= x >> 32
        return x
    }

    /// The two-lane digest of `buffer` from `seed`.
    static func digest(_ buffer: UnsafeRawBufferPointer, seed: UInt64) -> ContentHash {
        var a = seed ^ prime1, b = (seed &+ prime3) ^ prime4
        let count = buffer.count
        var offset = 0
        while offset + 16 <= count {
            a = round(a, UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            b = round(b, UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
            offset += 16
        }
        // The last 0 to 15 bytes: a whole word into the first lane, the rest zero-padded into
        // the second (the length, mixed in below, tells padding from zero bytes).
        if offset + 8 <= count {
            a = round(a, UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8; offset += 1
        }
        b = round(b, tail ^ prime2)
        let length = UInt64(count)
        let high = avalanche(a ^ ((b << 27) | (b >> 37)) ^ (length &* prime3))
        let low = avalanche(b &+ ((a << 41) | (a >> 23)) &+ (length &* prime1))
        return ContentHash(high: high, low: low ^ high)
    }
}

/// Builds one `ContentHash` from a sequence of parts (strings, numbers, byte buffers, other
/// digests), each part framed by its length, so `("ab", "c")` and `("a", "bc")` differ.
package struct ContentHasher: Sendable {
    private var state = ContentHash(high: 0, low: 0)
    private var parts: UInt64 = 0

    /// An empty hasher.
    package init() {}

    /// Adds the bytes in `buffer` as one part.
    package mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        parts &+= 1
        let part = ContentHash.digest(buffer, seed: parts)
        var words = (state.high.littleEndian, state.low.littleEndian, part.high.littleEndian, part.low.littleEndian)
        state = withUnsafeBytes(of: &words) { ContentHash.digest($0, seed: 0) }
    }

    /// Adds `bytes` as one part.
    package mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Adds the UTF-8 bytes of `text` as one part.
    package mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Adds an integer (as 8 little-endian bytes) as one part.
    package mutating func combine(_ value: Int) {
        var word = UInt64(bitPattern: Int64(value)).littleEndian
        withUnsafeBytes(of: &word) { combine($0) }
    }

    /// Adds another digest as one part.
    package mutating func combine(_ digest: ContentHash) {
        var words = (digest.high.littleEndian, digest.low.littleEndian)
        withUnsafeBytes(of: &words) { combine($0) }
    }

    /// The digest of every part added, in order.
    package func finalize() -> ContentHash {
        var words = (state.high.littleEndian, state.low.littleEndian, parts.littleEndian)
        return withUnsafeBytes(of: &words) { ContentHash.digest($0, seed: 0x5bd1_e995) }
    }
}
