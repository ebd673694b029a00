@testable import ButtonRender
import Foundation
import ButtonRenderTestSupport
import XCTest

/// Errors say what is wrong: a golden that is a FIFO or a device says so, a failed write gives
/// errno's words, a PNG padded with a million empty chunks is named as such (quickly), and the
/// default thread count of a machine with more cores than `--jobs` accepts is clamped.
final class ClearErrorTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "clear-errors") }
    override func tearDown() { cli.cleanUp() }

    func testAFIFOOrDeviceGoldenSaysWhatItIs() throws {
        let suite = cli.work.appendingPathComponent("goldens/suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(suite.appendingPathComponent("pipe.png").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: suite.appendingPathComponent("null.png").path, withDestinationPath: "/dev/null")
        let store = SnapshotStore(root: cli.work.appendingPathComponent("goldens").path)
        XCTAssertThrowsError(try store.read(suite: "suite", fileName: "pipe.png")) { error in
            XCTAssertTrue("\(error)".contains("is a FIFO (named pipe)"), "\(error)")
            XCTAssertFalse("\(error)".contains("permission denied"), "\(error)")
        }
        XCTAssertThrowsError(try store.read(suite: "suite", fileName: "null.png")) { error in
            XCTAssertTrue("\(error)".contains("is a device"), "\(error)")
        }
        // Through verify, as a user meets it.
        try cli.write("s.yaml", "- {name: pipe, title: Pipe}\n")
        let verified = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(verified.status, 2, verified.out + verified.err)
        XCTAssertTrue((verified.out + verified.err).contains("FIFO"), verified.out + verified.err)
    }

    func testAFailedWriteGivesErrnosWords() throws {
        // A file size limit of 512 bytes (ignoring SIGXFSZ, so write(2) fails with EFBIG) makes
        // every golden's write fail as a full disk would, with a reason of its own.
        try cli.write("s.yaml", "- {name: big, style: contained, title: Too big to write}\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" record s.yaml --snapshots goldens/suite", CommandLineRunner.binary.path]
        process.currentDirectoryURL = cli.work
        var environment = ProcessInfo.processInfo.environment
        environment["BUTTONRENDER_CACHE_DIR"] = cli.cacheFolder.path
        process.environment = environment
        let run = try ChildProcessDeadline.run(process)
        XCTAssertEqual(run.status, 2, run.out + run.err)
        XCTAssertTrue(run.err.contains(String(cString: strerror(EFBIG))), run.err)
        XCTAssertEqual(cli.files(in: "goldens/suite").filter { $0.hasSuffix(".tmp") }, [], "no temporary file left")
    }

    /// A 1x1 red PNG with `padding` (whole chunks) after its header.
    private func png(padding: [UInt8]) -> [UInt8] {
        let plain = TestPNGWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 6) { _, _ in [255, 0, 0, 255] }
        return Array(plain[..<33]) + padding + Array(plain[33...])
    }

    /// `count` ancillary chunks of an unknown type, each of `size` bytes of data.
    private func chunks(_ count: Int, size: Int = 0) -> [UInt8] {
        let one = TestPNGWriter.chunk("zzZz", [UInt8](repeating: 7, count: size))
        return [UInt8](unsafeUninitializedCapacity: one.count * count) { buffer, initialized in
            one.withUnsafeBufferPointer { chunk in
                for i in 0..<count { memcpy(buffer.baseAddress! + i * chunk.count, chunk.baseAddress!, chunk.count) }
            }
            initialized = one.count * count
        }
    }

    func testAPNGOfAMillionEmptyChunksSaysSoQuickly() throws {
        XCTAssertEqual(try PNGDecoder.decode(png(padding: [])).rgba, [255, 0, 0, 255])
        XCTAssertEqual(try PNGDecoder.decode(png(padding: chunks(1000))).width, 1, "a few unknown chunks are fine")
        let padded = png(padding: chunks(1_000_000))
        let start = Date()
        XCTAssertThrowsError(try PNGDecoder.decode(padded)) { error in
            XCTAssertEqual(error as? PNGDecodingError, .tooManyChunks(limit: PNGDecoder.maximumChunkCount))
            XCTAssertTrue("\(error)".contains("more than \(PNGDecoder.maximumChunkCount) chunks"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        // Under the count, skipped chunks past libspng's 8 MiB chunk cache (an APNG's frames,
        // 90,000 chunks of 100 bytes) still decode: they failed with "invalid argument".
        XCTAssertEqual(try PNGDecoder.decode(png(padding: chunks(90_000, size: 100))).width, 1)
    }

    func testTheDefaultThreadCountIsClampedToWhatJobsAccepts() {
        XCTAssertEqual(BatchOptions.defaultJobs(processorCount: 128), 64)
        XCTAssertEqual(BatchOptions.defaultJobs(processorCount: 2), 2)
        XCTAssertEqual(BatchOptions.defaultJobs(processorCount: 0), 1)
        XCTAssertEqual(BatchOptions.jobRange, 1...64)
    }
}
