import ButtonRenderModel
/// Builds an animated PNG (APNG) from still PNGs of one size, as `PNGEncoder` writes them:
/// the first frame's image data stays in IDAT (so a viewer without APNG support shows the
/// first frame), every later frame goes into fdAT chunks, each frame replaces the whole canvas
/// (no disposal, no blending) and shows for its own delay. Nothing else is written (no
/// timestamps, no text), so equal frames and delays give equal bytes.
package enum AnimatedPNGEncoder {
    /// One frame: a complete PNG file and how long it shows.
    package struct Frame: Sendable {
        /// The frame as a PNG file (8-bit RGBA, as `PNGEncoder` writes it).
        package var png: [UInt8]
        /// How long the frame shows: `numerator / denominator` seconds (each 1...65535), so
        /// a frame rate such as 30 per second is exact (1/30).
        package var numerator: Int
        /// The denominator of the frame's duration in seconds.
        package var denominator: Int

        /// A frame shown for `numerator / denominator` seconds.
        package init(png: [UInt8], numerator: Int, denominator: Int) {
            self.png = png
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    /// What is wrong with the frames handed to `encode`.
    package enum Failure: Error, Equatable, CustomStringConvertible, Sendable {
        case noFrames
        case notAPNG(frame: Int)
        case sizeMismatch(frame: Int)
        case badDelay(frame: Int)

        /// A one-line explanation.
        package var description: String {
            switch self {
            case .noFrames: return "an animation needs at least one frame"
            case .notAPNG(let frame): return "frame \(frame) is not a PNG file"
            case .sizeMismatch(let frame): return "frame \(frame) differs in size or pixel format from frame 0"
            case .badDelay(let frame): return "frame \(frame): a delay's numerator and denominator must be in 1...65535"
            }
        }
    }

    /// The APNG of `frames`, played `loops` times (0: forever).
    package static func encode(_ frames: [Frame], loops: Int = 0) throws -> [UInt8] {
        guard let first = frames.first else { throw Failure.noFrames }
        let header = try chunks(of: first.png, frame: 0).header
        var apng: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGEncoder.appendChunk("IHDR", header, to: &apng)
        var control = [UInt8]()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(UInt32(max(0, loops)))
        PNGEncoder.appendChunk("acTL", control, to: &apng)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            guard (1...65535).contains(frame.numerator), (1...65535).contains(frame.denominator) else {
                throw Failure.badDelay(frame: index)
            }
            let parts = try chunks(of: frame.png, frame: index)
            guard parts.header == header else { throw Failure.sizeMismatch(frame: index) }
            var fcTL = [UInt8]()
            fcTL.appendBigEndian(sequence); sequence += 1
            fcTL += header[0..<8]                       // width and height: the whole canvas
            fcTL.appendBigEndian(0); fcTL.appendBigEndian(0)  // at the origin
            fcTL += [UInt8(frame.numerator >> 8), UInt8(frame.numerator & 0xFF),
                     UInt8(frame.denominator >> 8), UInt8(frame.denominator & 0xFF)]
            fcTL += [0, 0]                              // dispose: none; blend: source
            PNGEncoder.appendChunk("fcTL", fcTL, to: &apng)
            for data in parts.imageData {
                if index == 0 {
                    PNGEncoder.appendChunk("IDAT", data, to: &apng)
                } else {
                    var fdAT = [UInt8]()
                    fdAT.appendBigEndian(sequence); sequence += 1
                    fdAT += data
                    PNGEncoder.appendChunk("fdAT", fdAT, to: &apng)
                }
            }
        }
        PNGEncoder.appendChunk("IEND", [], to: &apng)
        return apng
    }

    /// The IHDR body and the IDAT bodies of a PNG file.
    private static func chunks(of png: [UInt8], frame: Int) throws -> (header: [UInt8], imageData: [[UInt8]]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw Failure.notAPNG(frame: frame) }
        var header: [UInt8]?, imageData: [[UInt8]] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8, end = start + length
            guard length >= 0, end + 4 <= png.count else { throw Failure.notAPNG(frame: frame) }
            switch type {
            case "IHDR": header = Array(png[start..<end])
            case "IDAT": imageData.append(Array(png[start..<end]))
            default: break
            }
            offset = end + 4
            if type == "IEND" { break }
        }
        guard let header, header.count == 13, !imageData.isEmpty else { throw Failure.notAPNG(frame: frame) }
        return (header, imageData)
    }
}
