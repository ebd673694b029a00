import ButtonRenderModel
/// Reads the frames of an animated PNG (APNG) back as still PNG files, each the whole canvas,
/// as `AnimatedPNGEncoder` writes them (every frame covers the canvas at the origin, replacing
/// it). A plain PNG is one frame. Used to compare animations frame by frame.
package enum AnimatedPNGFrames {
    /// The frames of `apng`, in order, each a PNG file with the animation's IHDR.
    package static func frames(of apng: [UInt8]) throws -> [[UInt8]] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard apng.count >= 8, Array(apng[0..<8]) == signature else { throw PNGDecodingError.notPNG }
        var header: [UInt8]?
        var frames: [[[UInt8]]] = []       // per frame, its image data chunks
        var sawControl = false, animated = false
        var offset = 8
        while offset + 12 <= apng.count {
            let length = Int(apng[offset]) << 24 | Int(apng[offset + 1]) << 16 | Int(apng[offset + 2]) << 8 | Int(apng[offset + 3])
            let type = String(decoding: apng[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8, end = start + length
            guard end + 4 <= apng.count else { throw PNGDecodingError.chunkPastEnd(type: type) }
            switch type {
            case "IHDR": header = Array(apng[start..<end])
            case "acTL": animated = true
            case "fcTL": frames.append([]); sawControl = true
            case "IDAT":
                // In an APNG, IDAT before any fcTL is a default image outside the animation; in
                // a plain PNG it is the one frame.
                if !sawControl && animated { break }
                if frames.isEmpty { frames.append([]) }
                frames[frames.count - 1].append(Array(apng[start..<end]))
            case "fdAT":
                guard length >= 4, !frames.isEmpty else { throw PNGDecodingError.frameDataWithoutFrame }
                frames[frames.count - 1].append(Array(apng[(start + 4)..<end]))
            default: break
            }
            offset = end + 4
            if type == "IEND" { break }
        }
        guard let header else { throw PNGDecodingError.missingHeader }
        return frames.filter { !$0.isEmpty }.map { data in
            var png = signature
            PNGEncoder.appendChunk("IHDR", header, to: &png)
            for chunk in data { PNGEncoder.appendChunk("IDAT", chunk, to: &png) }
            PNGEncoder.appendChunk("IEND", [], to: &png)
            return png
        }
    }
}
