import Foundation
import XCTest

/// Debian's `chromium`, run headless to load a page and dump its DOM after the scripts ran, or
/// take a screenshot. Every run gets its own profile folder and is killed after `timeout` seconds,
/// so a hung browser cannot hang the suite.
struct HeadlessChromium {
    /// The browser binary.
    let executable: URL
    /// Seconds one run may take before it is killed.
    var timeout = 30

    /// Set to 1 (as CI does) to fail, rather than skip, when Chromium is missing.
    static let requireVariable = "BUTTONRENDER_REQUIRE_BROWSER"
    /// How to get the browser.
    static let installHint = "install Debian's chromium package (scripts/install-test-deps)"

    /// The installed browser; skips the test when there is none, or fails it when
    /// `BUTTONRENDER_REQUIRE_BROWSER=1`.
    static func installed() throws -> HeadlessChromium {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessChromium(executable: URL(fileURLWithPath: path))
        }
        if ProcessInfo.processInfo.environment[requireVariable] == "1" {
            throw BrowserError("no Chromium at /usr/bin/chromium, and \(requireVariable)=1 requires the browser tests: \(installHint)")
        }
        throw XCTSkip("no Chromium at /usr/bin/chromium: \(installHint)")
    }

    /// The page's DOM, serialised after its load event and scripts ran (within
    /// `virtualMilliseconds` of virtual time, default 5 s).
    func dumpDOM(of page: URL, width: Int = 1280, height: Int = 900, virtualMilliseconds: Int = 5000) throws -> String {
        let output = try run(["--window-size=\(width),\(height)", "--virtual-time-budget=\(virtualMilliseconds)", "--dump-dom", page.absoluteString])
        guard let text = String(data: output, encoding: .utf8), text.contains("</html>") else {
            throw BrowserError("chromium dumped no DOM for \(page.path)")
        }
        return text
    }

    /// A PNG of the top `width`×`height` CSS pixels of the page, at device scale 1.
    func screenshot(of page: URL, to file: URL, width: Int, height: Int) throws {
        try? FileManager.default.removeItem(at: file)
        _ = try run(["--window-size=\(width),\(height)", "--force-device-scale-factor=1", "--hide-scrollbars",
                     "--virtual-time-budget=5000", "--screenshot=\(file.path)", page.absoluteString])
        guard FileManager.default.fileExists(atPath: file.path) else { throw BrowserError("chromium wrote no screenshot \(file.path)") }
    }

    /// Runs the browser headless with `arguments` and returns its standard output.
    private func run(_ arguments: [String]) throws -> Data {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let stdoutFile = work.appendingPathComponent("stdout"), stderrFile = work.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: stdoutFile), stderr = try FileHandle(forWritingTo: stderrFile)
        defer { try? stdout.close(); try? stderr.close() }

        let browserArguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--mute-audio", "--user-data-dir=\(work.appendingPathComponent("profile").path)",
        ] + arguments
        let process = Process()
        // coreutils' timeout kills the browser's whole process group (renderer, GPU and zygote too).
        let killer = "/usr/bin/timeout"
        if FileManager.default.isExecutableFile(atPath: killer) {
            process.executableURL = URL(fileURLWithPath: killer)
            process.arguments = ["-k", "5", String(timeout), executable.path] + browserArguments
        } else {
            process.executableURL = executable
            process.arguments = browserArguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = work.path
        process.environment = environment
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + .seconds(timeout + 10)) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + .seconds(5))
            throw BrowserError("chromium did not finish within \(timeout) s: \(browserArguments.joined(separator: " "))")
        }
        let log = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let reason = process.terminationStatus == 124 ? "was killed after \(timeout) s" : "exited with \(process.terminationStatus)"
            throw BrowserError("chromium \(reason): \(log.suffix(2000))")
        }
        return try Data(contentsOf: stdoutFile)
    }
}

/// A browser run that failed, with what the browser said.
struct BrowserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
