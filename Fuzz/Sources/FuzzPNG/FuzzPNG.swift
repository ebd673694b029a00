@testable import ButtonRender
@testable import ButtonRenderSpecFiles
@testable import ButtonRenderNative

/// libFuzzer's entry point: the bytes as a PNG file, decoded as they are and, when that fails,
/// once more with every chunk's CRC recomputed (`PNGChunkRepair`), since random mutations
/// almost never keep a CRC right and would otherwise never get past the chunk check. On
/// success every byte of the decoded RGBA is read (and the size checked against width x
/// height), so AddressSanitizer catches reads past the pixels. Thrown errors are the expected
/// answer to bad input; only crashes, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let image = try? PNGDecoder.decode(bytes) {
        touchEveryPixel(image)
        return 0
    }
    let repaired = PNGChunkRepair.withCorrectCRCs(bytes)
    if repaired != bytes, let image = try? PNGDecoder.decode(repaired) {
        touchEveryPixel(image)
    }
    return 0
}

/// Sums every RGBA byte of `image` through a raw pointer, so a buffer shorter than
/// width x height x 4 is an AddressSanitizer report rather than a silent success.
func touchEveryPixel(_ image: DecodedImage) {
    precondition(image.rgba.count == image.width * image.height * 4, "decoded RGBA does not match the image size")
    var sum = 0
    image.rgba.withUnsafeBufferPointer { pixels in
        let base = pixels.baseAddress
        for index in 0..<(image.width * image.height * 4) { sum &+= Int(base![index]) }
    }
    blackHole(sum)
}

/// Keeps the optimiser from dropping the pixel reads whose result nobody uses.
@inline(never)
func blackHole(_ value: Int) {
    if value == -1 { print(value) }
}
