import Foundation

/// How a mask shrinks before `GaussianBlur` without changing a single blurred pixel, and how
/// the blurred small mask grows back: the nine-patch of a shadow.
///
/// A blurred pixel is a fixed function of the input window of `2 * radius + 1` rows and
/// columns around it (pixels beyond the mask count as zero). In a run of more than
/// `2 * radius + 1` identical rows (the straight sides of a button's shape, the padding), every
/// output row whose window lies inside the run is the same; so the run can keep its first
/// `radius` rows, one middle row and its last `radius` rows, and the middle row's blurred
/// result is repeated as many times as the run had rows to spare. Columns likewise (a column
/// "equals" its neighbour when it does in every row). What is left is the corners and the
/// edges' cross-sections at their full resolution: small, and independent of how long the
/// shape's straight sides are, so one blur serves every width and height of a shape with the
/// same corners, sub-pixel placement and blur.
struct MaskCompaction {
    /// One kept row or column: where it is in the full mask, and how many full rows or
    /// columns its blurred result fills (more than one only for a run's middle).
    struct Kept: Equatable {
        var source: Int
        var count: Int
    }

    /// The full mask's size.
    let width: Int, height: Int
    /// The kept columns and rows, in order.
    let columns: [Kept], rows: [Kept]

    /// The compact mask's size.
    var compactWidth: Int { columns.count }
    var compactHeight: Int { rows.count }

    /// Plans the compaction of `mask` (`height` rows of `stride` bytes, `width` used) for a
    /// blur whose kernel reaches `radius` pixels each side.
    init(mask: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        self.width = width
        self.height = height
        // Rows equal to the one before, and columns that differ from the one before in some row
        // (checking only the first row of each run of identical rows).
        var rowEqualsPrevious = [Bool](repeating: false, count: height)
        var columnDiffers = [Bool](repeating: false, count: width)
        if width > 0 { columnDiffers[0] = true }
        for y in 0..<height {
            let row = mask + y * stride
            if y > 0, memcmp(row, row - stride, width) == 0 {
                rowEqualsPrevious[y] = true
                continue
            }
            var x = 1
            while x < width {
                if row[x] != row[x &- 1] { columnDiffers[x] = true }
                x &+= 1
            }
        }
        rows = MaskCompaction.kept(count: height, startsRun: { !rowEqualsPrevious[$0] }, radius: radius)
        columns = MaskCompaction.kept(count: width, startsRun: { columnDiffers[$0] }, radius: radius)
    }

    /// The kept indices of `count` rows (or columns) split into runs of identical ones: runs
    /// longer than `2 * radius + 1` keep their ends and one middle that stands for the rest.
    private static func kept(count: Int, startsRun: (Int) -> Bool, radius: Int) -> [Kept] {
        var result: [Kept] = []
        result.reserveCapacity(min(count, 64))
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && !startsRun(end) { end += 1 }
            let length = end - start
            if length > 2 * radius + 1 {
                for i in start..<(start + radius) { result.append(Kept(source: i, count: 1)) }
                result.append(Kept(source: start + radius, count: length - 2 * radius))
                for i in (end - radius)..<end { result.append(Kept(source: i, count: 1)) }
            } else {
                for i in start..<end { result.append(Kept(source: i, count: 1)) }
            }
            start = end
        }
        return result
    }

    /// The kept rows and columns of `mask`, packed (`compactWidth` bytes a row).
    func compact(_ mask: UnsafePointer<UInt8>, stride: Int) -> [UInt8] {
        let w = compactWidth
        return [UInt8](unsafeUninitializedCapacity: w * compactHeight) { buffer, initialized in
            let out = buffer.baseAddress!
            for (j, row) in rows.enumerated() {
                let source = mask + row.source * stride, target = out + j * w
                for (i, column) in columns.enumerated() { target[i] = source[column.source] }
            }
            initialized = w * compactHeight
        }
    }

    /// Writes the full mask from a compact one (`compactWidth` bytes a row): every kept row and
    /// column fills its `count` rows and columns.
    func expand(_ compact: UnsafePointer<UInt8>, into mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        let w = compactWidth
        var y = 0
        for (j, row) in rows.enumerated() {
            let source = compact + j * w
            let first = mask + y * stride
            var x = 0
            for (i, column) in columns.enumerated() {
                if column.count == 1 { first[x] = source[i] } else { memset(first + x, Int32(source[i]), column.count) }
                x += column.count
            }
            for k in 1..<max(1, row.count) { (first + k * stride).update(from: first, count: width) }
            y += row.count
        }
    }
}
