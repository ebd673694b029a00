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
/// equals its neighbour when it does in every row). What is left, the compact mask, is the
/// corners and the edges' cross-sections at full resolution: small, and independent of how
/// long the shape's straight sides are.
///
/// The compact mask is itself described by its runs: the length of each run of identical
/// rows and of identical columns (capped at `2 * radius + 1`) and one pixel per pair of runs
/// (`cells`). That description is what `ShadowBlurCache` keys its blurs by: equal descriptions
/// are equal compact masks, so equal blurs.
struct MaskCompaction {
    /// A run of identical rows or columns in the full mask.
    struct RepeatRun: Equatable {
        var start: Int
        var length: Int
    }

    /// The full mask's size.
    let width: Int, height: Int
    /// The kernel's reach each side, in pixels.
    let radius: Int
    /// Runs of identical rows and of identical columns, in order.
    let rowRuns: [RepeatRun], columnRuns: [RepeatRun]
    /// One pixel per row run and column run, row-run by row-run.
    let cells: [UInt8]

    /// The longest a run stays in the compact mask.
    var longestKept: Int { 2 * radius + 1 }
    /// The compact mask's size.
    var compactWidth: Int { columnRuns.reduce(0) { $0 + min($1.length, longestKept) } }
    var compactHeight: Int { rowRuns.reduce(0) { $0 + min($1.length, longestKept) } }

    /// Finds the runs of `mask` (`height` rows of `stride` bytes, `width` used) for a blur
    /// whose kernel reaches `radius` pixels each side.
    init(mask: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        self.width = width
        self.height = height
        self.radius = radius
        // Rows equal to the one before; and, over the first row of each run of rows, whether a
        // column differs from the one before in any row (OR of neighbour differences).
        var rowStarts: [Int] = []
        var differences = [UInt8](repeating: 0, count: width)
        differences.withUnsafeMutableBufferPointer { d in
            let diff = d.baseAddress!
            for y in 0..<height {
                let row = mask + y * stride
                if y > 0, memcmp(row, row - stride, width) == 0 { continue }
                rowStarts.append(y)
                var x = 1
                while x < width {
                    diff[x] |= row[x] ^ row[x &- 1]
                    x &+= 1
                }
            }
            if width > 0 { diff[0] = 1 }
        }
        var columnStarts: [Int] = []
        for x in 0..<width where differences[x] != 0 { columnStarts.append(x) }
        rowRuns = MaskCompaction.runs(starts: rowStarts, count: height)
        columnRuns = MaskCompaction.runs(starts: columnStarts, count: width)
        var cells = [UInt8]()
        cells.reserveCapacity(rowStarts.count * columnStarts.count)
        for y in rowStarts {
            let row = mask + y * stride
            for x in columnStarts { cells.append(row[x]) }
        }
        self.cells = cells
    }

    private static func runs(starts: [Int], count: Int) -> [RepeatRun] {
        starts.indices.map { i in RepeatRun(start: starts[i], length: (i + 1 < starts.count ? starts[i + 1] : count) - starts[i]) }
    }

    /// The compact mask, packed (`compactWidth` bytes a row).
    func compact() -> [UInt8] {
        let w = compactWidth, h = compactHeight
        return [UInt8](unsafeUninitializedCapacity: w * h) { buffer, initialized in
            let out = buffer.baseAddress!
            var y = 0
            for (i, rowRun) in rowRuns.enumerated() {
                let first = out + y * w
                var x = 0
                for (j, columnRun) in columnRuns.enumerated() {
                    let n = min(columnRun.length, longestKept)
                    memset(first + x, Int32(cells[i * columnRuns.count + j]), n)
                    x += n
                }
                let n = min(rowRun.length, longestKept)
                for k in 1..<max(1, n) { (first + k * w).update(from: first, count: w) }
                y += n
            }
            initialized = w * h
        }
    }

    /// One step of growing a compact row (or column list) back to full size: `count` compact
    /// entries from `source` copied one for one, or one entry repeated `count` times.
    private enum Piece {
        case copy(source: Int, count: Int)
        case repeated(source: Int, count: Int)
    }

    /// The pieces that grow compact entries back into the full runs.
    private func pieces(_ runs: [RepeatRun]) -> [Piece] {
        var result: [Piece] = []
        var source = 0
        func copy(_ n: Int) {
            guard n > 0 else { return }
            if case .copy(let s, let c)? = result.last {
                result[result.count - 1] = .copy(source: s, count: c + n)
            } else {
                result.append(.copy(source: source, count: n))
            }
            source += n
        }
        for run in runs {
            if run.length <= longestKept {
                copy(run.length)
            } else {
                copy(radius)
                result.append(.repeated(source: source, count: run.length - 2 * radius))
                source += 1
                copy(radius)
            }
        }
        return result
    }

    /// Writes the full mask from a compact one (`compactWidth` bytes a row), each kept middle
    /// row and column filling the rows and columns its run had to spare.
    func expand(_ compact: UnsafePointer<UInt8>, into mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        let w = compactWidth
        let columnPieces = pieces(columnRuns)
        func expandRow(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) {
            var x = 0
            for piece in columnPieces {
                switch piece {
                case .copy(let s, let n): (target + x).update(from: source + s, count: n); x += n
                case .repeated(let s, let n): memset(target + x, Int32(source[s]), n); x += n
                }
            }
        }
        var y = 0
        for piece in pieces(rowRuns) {
            switch piece {
            case .copy(let s, let n):
                for k in 0..<n { expandRow(compact + (s + k) * w, into: mask + (y + k) * stride) }
                y += n
            case .repeated(let s, let n):
                let first = mask + y * stride
                expandRow(compact + s * w, into: first)
                for k in 1..<max(1, n) { (first + k * stride).update(from: first, count: width) }
                y += n
            }
        }
    }
}
