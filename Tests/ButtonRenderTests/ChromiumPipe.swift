import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// commands on file descriptor 3, answers on 4, each a JSON message ended by a NUL byte), in
/// real time rather than virtual time, so a page can follow a server's events while the test
/// edits files. The browser runs in its own process group and is killed with it.
final class ChromiumPipe: @unchecked Sendable {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private let condition = NSCondition()
    private var answers: [Int: [String: Any]] = [:]
    private var nextID = 0
    private var closed = false

    /// A failure of the browser or the protocol.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the installed browser (skips the test without one, as `HeadlessChromium` does).
    /// With `deviceScaleFactor`, the browser draws as on a display of that scale
    /// (`--force-device-scale-factor`: layout in device pixels, fonts measured at that size, as
    /// on a real HiDPI screen), which DevTools' emulated scale does not do (it measures fonts at
    /// CSS size and scales the result).
    init(deviceScaleFactor: Int? = nil) throws {
        let browser = try HeadlessChromium.installed()
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-pipe-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var commands: [Int32] = [0, 0], events: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&events) == 0 else { throw Failure(description: "pipe failed") }
        for fd in commands + events { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, events[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, profile.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = [browser.executable.path, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                         "--no-default-browser-check", "--disable-extensions", "--disable-dev-shm-usage",
                         "--disable-background-networking", "--disable-sync", "--disable-component-update", "--mute-audio",
                         "--hide-scrollbars", "--remote-debugging-pipe", "--user-data-dir=\(profile.appendingPathComponent("profile").path)"]
            + (deviceScaleFactor.map { ["--force-device-scale-factor=\($0)"] } ?? []) + ["about:blank"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile.path
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, browser.executable.path, &actions, &attributes, argv, envp)
        close(commands[0]); close(events[1])
        guard status == 0 else { close(commands[1]); close(events[0]); throw Failure(description: "cannot start chromium: \(status)") }
        pid = child
        toBrowser = commands[1]
        fromBrowser = events[0]
        let reader = Thread { [self] in readLoop() }
        reader.start()
    }

    deinit { quit() }

    /// Kills the browser's process group and removes its profile.
    func quit() {
        condition.lock()
        let wasClosed = closed
        closed = true
        condition.broadcast()
        condition.unlock()
        guard !wasClosed else { return }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(toBrowser)
        try? FileManager.default.removeItem(at: profile)
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            buffer += chunk[0..<n]
            while let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try? JSONSerialization.jsonObject(with: Data(message)) as? [String: Any],
                      let id = object["id"] as? Int else { continue }
                condition.lock()
                answers[id] = object
                condition.broadcast()
                condition.unlock()
            }
        }
        close(fromBrowser)
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Sends a command and waits for its answer's `result`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = 30) throws -> [String: Any] {
        condition.lock()
        nextID += 1
        let id = nextID
        condition.unlock()
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: message)) + [0]
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress! + sent, bytes.count - sent) }
            guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
            sent += n
        }
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while answers[id] == nil && !closed {
            if !condition.wait(until: deadline) { throw Failure(description: "no answer to \(method) within \(Int(timeout)) s") }
        }
        guard let answer = answers.removeValue(forKey: id) else { throw Failure(description: "the browser quit during \(method)") }
        if let error = answer["error"] { throw Failure(description: "\(method) failed: \(error)") }
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// Opens a new page at `url` sized `width`×`height` CSS pixels and returns its session.
    func open(_ url: String, width: Int = 1280, height: Int = 900, mobile: Bool = false, deviceScaleFactor: Int? = 1) throws -> String {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "no session") }
        try resize(session, width: width, height: height, mobile: mobile, deviceScaleFactor: deviceScaleFactor)
        try send("Page.enable", session: session)
        try send("Page.navigate", ["url": url], session: session)
        return session
    }

    /// Sets the page's viewport.
    /// Sets the page's viewport; a nil `deviceScaleFactor` keeps the browser's own (0 to
    /// DevTools: no override).
    func resize(_ session: String, width: Int, height: Int, mobile: Bool = false, deviceScaleFactor: Int? = 1) throws {
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": deviceScaleFactor ?? 0, "mobile": mobile], session: session)
    }

    /// The value of a JavaScript expression in the page (promises awaited).
    @discardableResult
    func evaluate(_ expression: String, in session: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], session: session)
        if let exception = result["exceptionDetails"] { throw Failure(description: "the page threw: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is truthy in the page (checked every 100 ms) and returns its
    /// value; fails after `timeout` seconds, with `describe` evaluated for the message.
    @discardableResult
    func wait(for expression: String, in session: String, timeout: TimeInterval = 30, describe: String = "document.body ? document.body.innerText.slice(0, 2000) : ''") throws -> Any {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = try? evaluate("(() => { try { return \(expression); } catch (e) { return null; } })()", in: session),
               !(value is NSNull), (value as? Bool) != false, (value as? String) != "", (value as? NSNumber).map({ $0.doubleValue != 0 }) ?? true {
                return value
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let state = (try? evaluate(describe, in: session)).map { "\($0)" } ?? "?"
        throw Failure(description: "waited \(Int(timeout)) s for \(expression); the page: \(state)")
    }

    /// A PNG of the page's viewport.
    func screenshot(_ session: String, to file: URL) throws {
        let result = try send("Page.captureScreenshot", ["format": "png"], session: session)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
