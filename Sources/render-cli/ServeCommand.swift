import ArgumentParser
import ButtonRender
import ButtonRenderServe
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `render-cli serve SPEC... [--snapshots DIR] [--port N]`: a live preview of spec files in
/// the browser, served on the loopback address.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview specs live in a browser: the gallery, re-rendered as files change, with golden status and approve.",
        discussion: """
        Serves the gallery page of 'render --gallery' (the same page; here its data is fetched) \
        for every button and sheet of the given spec files and folders, on http://127.0.0.1:PORT/ \
        (printed at start; --port 0, the default, picks a free port). Each image is rendered as \
        PNG at @1x and @2x; buttons are audited and their findings listed.

        The server is built only when asked for (the package's Serve trait, off by default, so \
        that drawing buttons never compiles SwiftNIO): \
        swift build -c release --traits Serve --product render-cli. A render-cli built without \
        it answers serve with exit 2, saying so.

        Live: every 250 ms the server checks the spec files, the token and icon files they \
        name, the goldens, and the folders given (for spec files added or removed). What \
        changed is rendered again and the page updates by itself (server-sent events), keeping \
        its search, filters, scroll position and open detail view. A spec that no longer loads \
        shows its error on the page (file:line:column, field) and keeps its last good images. \
        Rendering never holds up the server: while a slow spec renders, every request is \
        answered at once from the last good state (an approve waits for the render). A folder \
        entry that is a symbolic link to a file outside the folder is not read (the page lists \
        it; --allow-outside-paths reads it).

        With --snapshots DIR, each image is compared with its golden (the PNG at the spec's own \
        scale, as 'verify SPEC --snapshots DIR' checks it, with verify's strict tolerance) and \
        marked passed, failed or new; its detail view shows expected | diff | actual side by \
        side, the diff alone, or a slider, at 1x to 8x zoom, as the verify report does. \
        "Approve" writes the image as its golden, as 'record' does: atomically, inside DIR, \
        never over one of the inputs. Look at an image before approving it. "Approve all \
        failed" writes the golden of every image that differs or has none, after a \
        confirmation that lists them, and only if the preview has not changed since.

        Keys on the page: / search, arrows move between buttons, Enter opens, Escape closes; in \
        a detail view 1 2 3 switch side by side, diff and slider, + and - zoom, a approves.

        Security: the server listens on the loopback address only (127.0.0.1, or --host ::1); \
        another --host is refused unless --allow-remote is given too (then anyone who can reach \
        the port sees the images). Every request must name this server in its Host header (a \
        defence against DNS rebinding). An approve is a POST from the page itself: it carries \
        a random token made for this run (in the page) and this server's Origin, and names an \
        image of the server's own list, never a path; anything else is refused with 403. \
        --read-only disables approving (the page hides the button; the endpoint answers 405). \
        A golden is shown only when it is a regular file inside DIR (one that is a symbolic \
        link is marked as an error; neither it nor a diff made from it is served). Requests are bounded: 16 KiB of headers (431), 4 KiB of body (413), 10 s \
        to send a request and 10 s to read an answer, 512 connections and 8 event streams at \
        once (503; a stream's slot is freed the moment its page closes).

        Ctrl-C stops the server. Exit status: 0 stopped by Ctrl-C or SIGTERM; 2 bad input or \
        usage (a missing spec file or folder, a missing --snapshots folder, a refused --host, \
        a port in use). Status 1 is not used: a failed image or a spec that fails to load \
        while serving is shown on the page, not fatal.
        """
    )

    @Argument(help: ArgumentHelp("Spec files (.json, .yaml, .yml) or folders of them.", valueName: "spec"))
    var specs: [String]

    @Option(name: .long, help: ArgumentHelp("The folder of goldens to compare with and approve into.", valueName: "dir"))
    var snapshots: String?

    @Option(name: .long, help: ArgumentHelp("The port to listen on; 0 picks a free one (printed).", valueName: "n"))
    var port = 0

    @Option(name: .long, help: ArgumentHelp("The address to listen on: 127.0.0.1 (default) or ::1; any other needs --allow-remote.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Allow a --host that is not a loopback address (prints a warning).")
    var allowRemote = false

    @Flag(help: "Disable approving images as goldens.")
    var readOnly = false

    @Flag(help: "Let a spec's theme and icon paths, and a folder's entries, point outside the spec file's folder.")
    var allowOutsidePaths = false

    @Option(help: "The page's title.")
    var title = "ButtonRender live preview"

    @Flag(name: .shortAndLong, help: "Log every request on standard error.")
    var verbose = false

    /// The loopback addresses, which need no permission.
    static let loopback: Set<String> = ["127.0.0.1", "::1", "localhost"]

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        if !Self.loopback.contains(host) && !allowRemote {
            throw ValidationError("--host \(host) is not a loopback address: the preview would be reachable from other machines; add --allow-remote if that is what you want")
        }
    }

    func run() throws {
        #if !Serve
        // A render-cli built without the `Serve` trait has no server: exit 2, saying how to get one.
        ServeLog.line("error: this render-cli was built without its Serve trait, so it has no preview server; build one with it: swift build -c release --traits Serve --product render-cli")
        throw ExitStatus.badInput
        #else
        // Before anything else, so that a Ctrl-C at any moment from here on stops the server
        // with status 0 (installed synchronously: no window where the signal is ignored).
        StopOnSignal.install([SIGINT, SIGTERM])
        try checkInputs()
        let listing = SpecFolderListing.list(specs, allowOutside: allowOutsidePaths)
        for entry in listing.refused { ServeLog.line("warning: \(entry)") }
        let session = try PreviewSession(specFiles: listing.files, snapshots: snapshots, readOnly: readOnly,
                                         paths: allowOutsidePaths ? .anywhere : .insideSpecFolder)
        for problem in session.problems { ServeLog.line("error: \(problem)") }
        SystemFileWarnings.report(quiet: false)
        let count = session.assets.count
        let state = PreviewState(session: session, title: title, refused: listing.refused)
        signal(SIGPIPE, SIG_IGN)
        let address = host == "localhost" ? "127.0.0.1" : host
        let server = try start(state, on: address)
        let watcher = ServeWatcher(arguments: specs, allowOutside: allowOutsidePaths, state: state,
                                   afterRender: { SystemFileWarnings.report(quiet: false) })
        Thread.detachNewThread { watcher.run() }
        let shown = address.contains(":") ? "[\(address)]" : address
        let files = listing.files.count
        FileHandle.standardOutput.write(Data("Serving \(count) image\(count == 1 ? "" : "s") from \(files) spec file\(files == 1 ? "" : "s") at http://\(shown):\(server.port)/ (Ctrl-C stops)\n".utf8))
        while true { sleep(3600) }
        #endif
    }

    /// Exits 2 (with the reason on standard error) for standard input, a missing spec file or
    /// folder, a folder without specs, or a missing snapshots folder.
    private func checkInputs() throws {
        guard !specs.contains("-") else { throw ValidationError("serve reads files, not standard input ('-')") }
        // Entries that link outside a folder are listed as problems on the page
        // (`SpecFolderListing`), not refused here.
        _ = try loadingInputs { try SpecPaths.expand(specs, paths: .anywhere) }
        guard let snapshots else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isDirectory), isDirectory.boolValue else {
            ServeLog.line("error: the snapshots folder \(snapshots) does not exist (create it, or check the path)")
            throw ExitStatus.badInput
        }
    }

    #if Serve
    /// The server on `address` and `--port`, serving `state` (exit 2 when it cannot listen).
    private func start(_ state: PreviewState, on address: String) throws -> PreviewServer {
        let server: PreviewServer
        do {
            server = try PreviewServer.start(host: address, port: port, verbose: verbose) { port in
                ServeRoutes(state: state, allowedHosts: ServeRoutes.allowedHosts(address: address, port: port))
            }
        } catch {
            ServeLog.line("error: \(error)")
            throw ExitStatus.badInput
        }
        if !Self.loopback.contains(host) {
            ServeLog.line("warning: listening on \(host), not a loopback address: anyone who can reach port \(server.port) sees these images")
        }
        return server
    }
    #endif
}
