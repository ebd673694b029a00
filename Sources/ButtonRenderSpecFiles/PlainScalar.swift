import Yams
import ButtonRenderModel

/// The common scalars of a spec (`12`, `-0.5`, `1e3`, `true`) read without Yams' general
/// constructors, which lower-case the text and strip `_` through Foundation for every number,
/// and give the same value they give: only a plain, untagged scalar whose text has none of the
/// forms those constructors treat specially (`_` separators, `:` sexagesimals, `0x`/`0o`/`0b`
/// and leading-zero octal integers, `.inf`, `.nan`, `+` signs, `yes`/`on`) is read here;
/// everything else returns nil and goes through Yams as before.
package enum PlainScalar {
    /// `scalar` as a `T` (Double, Int or Bool), or nil when it is not one of the forms read here.
    static func value<T>(of scalar: Node.Scalar, as type: T.Type) -> T? {
        guard scalar.style == .plain || scalar.style == .any, scalar.tag.rawValue == Tag.Name.implicit.rawValue else { return nil }
        return value(ofPlain: scalar.string, as: type)
    }

    /// The text of a plain, untagged scalar as a `T` (Double, Int or Bool), or nil when it is
    /// not one of the forms read here.
    static func value<T>(ofPlain text: String, as type: T.Type) -> T? {
        // `T` is checked to be the type converted to, so the bit casts are identities (a
        // dynamic cast costs more than reading the number).
        if type == Double.self {
            guard isDecimal(text, fraction: true), let value = Double(text) else { return nil }
            return unsafeBitCast(value, to: T.self)
        }
        if type == Int.self {
            guard isDecimal(text, fraction: false), let value = Int(text) else { return nil }
            return unsafeBitCast(value, to: T.self)
        }
        if type == Bool.self {
            switch text {
            case "true": return unsafeBitCast(true, to: T.self)
            case "false": return unsafeBitCast(false, to: T.self)
            default: return nil
            }
        }
        return nil
    }

    /// True when `text` is an optional `-`, then `0` or digits not starting with `0`, then
    /// (when `fraction`) an optional `.digits` and an optional exponent: JSON's number grammar
    /// (less the integer `-0`),
    /// which Yams' constructors read exactly as Swift's `Double(_:)` and `Int(_:)` do.
    package static func isDecimal(_ text: String, fraction: Bool) -> Bool {
        var bytes = text.utf8.makeIterator()
        var byte = bytes.next()
        if byte == UInt8(ascii: "-") { byte = bytes.next() }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        guard isDigit(byte) else { return false }
        if byte == UInt8(ascii: "0") {
            // Yams reads an integer `-0` as octal with no digits (nil); leave it to Yams.
            if !fraction && text.utf8.first == UInt8(ascii: "-") { return false }
            byte = bytes.next()
        } else {
            while isDigit(byte) { byte = bytes.next() }
        }
        guard fraction else { return byte == nil }
        if byte == UInt8(ascii: ".") {
            byte = bytes.next()
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = bytes.next() }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = bytes.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = bytes.next() }
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = bytes.next() }
        }
        return byte == nil
    }
}
