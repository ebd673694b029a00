import ButtonRenderModel
import CDeflate
import Foundation
import ButtonRenderSupport

/// Whole-buffer zlib compression (the stream inside a PNG's IDAT) by libdeflate, which
/// compresses a buffer it sees whole faster than zlib's streaming deflate at equal size.
///
/// A libdeflate compressor is a few hundred kilobytes of match-finder tables: made and freed
/// for every button, it cost the kernel a page fault per page each time (an eighth of a
/// button's encoding). Compressors and the scratch buffers encoding needs are therefore kept
/// in a small pool and lent to one caller at a time, so any number of threads may encode at
/// once and none shares state while it does.
enum ZlibCompressor {
    /// What one encoding borrows: a compressor for one level, and scratch buffers that grow
    /// to the largest image seen.
    ///
    /// `@unchecked Sendable` because it holds C pointers (libdeflate's compressor, the
    /// buffers): the pool hands a workspace to one thread at a time, and only a thread that
    /// holds it touches it.
    final class Workspace: @unchecked Sendable {
        let level: Int32
        let compressor: OpaquePointer
        /// Scratch for the filtered rows (`PNGEncoder`).
        private(set) var raw: UnsafeMutablePointer<UInt8>
        private(set) var rawCapacity: Int
        /// Scratch for the compressed stream.
        private var out: UnsafeMutablePointer<UInt8>
        private(set) var outCapacity: Int

        init?(level: Int32) {
            guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
            self.level = level
            self.compressor = compressor
            raw = .allocate(capacity: 0); rawCapacity = 0
            out = .allocate(capacity: 0); outCapacity = 0
        }

        deinit {
            libdeflate_free_compressor(compressor)
            raw.deallocate(); out.deallocate()
        }

        /// The raw scratch, at least `count` bytes (its contents are not kept when it grows).
        func rawBuffer(count: Int) -> UnsafeMutablePointer<UInt8> {
            if rawCapacity < count {
                raw.deallocate()
                raw = .allocate(capacity: count)
                rawCapacity = count
            }
            return raw
        }

        /// Compresses `data` into the scratch and hands the zlib stream to `body`.
        func compress<R>(_ data: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
            let bound = libdeflate_zlib_compress_bound(compressor, data.count)
            if outCapacity < bound {
                out.deallocate()
                out = .allocate(capacity: bound)
                outCapacity = bound
            }
            let count = libdeflate_zlib_compress(compressor, data.baseAddress, data.count, out, bound)
            guard count > 0 else { throw PNGEncodingError.noRoom(bytes: data.count, bound: bound) }
            return try body(UnsafeRawBufferPointer(start: out, count: count))
        }
    }

    /// Idle workspaces; at most `poolLimit` are kept (one per thread that encodes at once).
    private static let idle = Locked<[Workspace]>([])
    private static let poolLimit = 16
    /// Scratch larger than this is not kept between encodings (a large sheet's buffers go, so
    /// the pool holds at most `poolLimit` × twice this).
    private static let keptScratchLimit = 2 << 20

    /// Lends a workspace for `level` (0...12) to `body`, then takes it back.
    static func withWorkspace<R>(level: Int32, _ body: (Workspace) throws -> R) throws -> R {
        guard (0...12).contains(level) else { throw PNGEncodingError.compressionLevel(level) }
        let borrowed = idle.withLock { idle in idle.lastIndex { $0.level == level }.map { idle.remove(at: $0) } }
        guard let workspace = borrowed ?? Workspace(level: level) else { throw PNGEncodingError.compressorUnavailable }
        defer {
            if workspace.rawCapacity <= keptScratchLimit, workspace.outCapacity <= keptScratchLimit + 4096 {
                idle.withLock { idle in if idle.count < poolLimit { idle.append(workspace) } }
            }
        }
        return try body(workspace)
    }
}
