/// The five row filters of PNG's filter method 0 (PNG specification, section 9.2), undone in
/// place: each byte of a filtered row is a difference from a prediction made of the bytes to
/// its left (one pixel back), above (the previous row, already unfiltered) and above-left.
enum PNGRowFilter: UInt8 {
    case none = 0, sub, up, average, paeth

    /// Turns the `count` filtered bytes at `row` back into pixels, `previous` being the row
    /// above unfiltered (nil for the first row, whose row above counts as zeros).
    func unfilter(_ row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>?, count: Int, bytesPerPixel: Int) {
        switch self {
        case .none:
            return
        case .sub:
            guard count > bytesPerPixel else { return }
            for i in bytesPerPixel..<count { row[i] &+= row[i - bytesPerPixel] }
        case .up:
            guard let previous else { return }
            for i in 0..<count { row[i] &+= previous[i] }
        case .average:
            for i in 0..<count {
                let left = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
                let above = previous.map { Int($0[i]) } ?? 0
                row[i] &+= UInt8((left + above) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let left = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
                let above = previous.map { Int($0[i]) } ?? 0
                let aboveLeft = i >= bytesPerPixel ? previous.map { Int($0[i - bytesPerPixel]) } ?? 0 : 0
                row[i] &+= UInt8(Self.paethPredictor(left: left, above: above, aboveLeft: aboveLeft))
            }
        }
    }

    /// Paeth's predictor: of left, above and above-left, the one nearest to
    /// left + above - above-left, ties going in that order.
    @inline(__always)
    static func paethPredictor(left: Int, above: Int, aboveLeft: Int) -> Int {
        let estimate = left + above - aboveLeft
        let toLeft = abs(estimate - left), toAbove = abs(estimate - above), toAboveLeft = abs(estimate - aboveLeft)
        if toLeft <= toAbove && toLeft <= toAboveLeft { return left }
        return toAbove <= toAboveLeft ? above : aboveLeft
    }
}
