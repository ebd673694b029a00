import ButtonRenderModel
import Foundation

/// Small HTML helpers of the report: escaping, data URIs, PNG sizes.
enum Markup {
    /// `text` safe inside HTML text and quoted attributes (`MarkupText`).
    static func escape(_ text: String) -> String { MarkupText.escaped(text) }

    /// A `data:image/png;base64,` URI of `bytes`.
    static func pngDataURI(_ bytes: [UInt8]) -> String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// Width and height from a PNG's IHDR chunk, or nil when the bytes are not a PNG.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = u32(16), height = u32(20)
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20 else { return nil }
        return (width, height)
    }
}
