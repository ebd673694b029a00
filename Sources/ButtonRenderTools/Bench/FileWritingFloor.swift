import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What writing a run's files costs with nothing else done: the files of an output folder
/// written again by a plain loop, as `render` writes them (each created and written in a
/// staging folder, then all renamed into place and the folder synced once). On machines where
/// creating a file costs the kernel hundreds of microseconds, this floor, not drawing, bounds
/// a whole-process figure; the bench prints it beside the process figures so the two can be
/// told apart.
public enum FileWritingFloor {
    /// Seconds to write the files of `folder` (read into memory first, untimed) into a new
    /// folder `target`, removed afterwards.
    public static func seconds(rewriting folder: String, into target: String) throws -> Double {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let files = try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
        try? FileManager.default.removeItem(atPath: target)
        defer { try? FileManager.default.removeItem(atPath: target) }
        let staging = target + "/.staging"
        let start = ContinuousClock.now
        guard mkdir(target, 0o755) == 0, mkdir(staging, 0o755) == 0 else {
            throw ChildProcessError(description: "cannot make \(staging): \(String(cString: strerror(errno)))")
        }
        for (name, data) in files {
            let descriptor = open(staging + "/" + name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw ChildProcessError(description: "cannot create \(name): \(String(cString: strerror(errno)))") }
            let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == data.count else { throw ChildProcessError(description: "cannot write \(name)") }
        }
        for (name, _) in files where rename(staging + "/" + name, target + "/" + name) != 0 {
            throw ChildProcessError(description: "cannot move \(name): \(String(cString: strerror(errno)))")
        }
        rmdir(staging)
        let directory = open(target, O_RDONLY)
        if directory >= 0 { fsync(directory); close(directory) }
        return (ContinuousClock.now - start).inSeconds
    }
}
