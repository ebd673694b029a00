import Foundation

/// The bounds of the preview server, each a named constant (docs/limits.md lists them).
public enum ServeLimits {
    /// The most bytes a request's target and header fields may take together; more is
    /// answered 431 and the connection closed.
    public static let maximumHeaderBytes = 16 * 1024
    /// The most bytes a request body may take (an approve is a few dozen); a larger
    /// Content-Length is answered 413 before the body is read.
    public static let maximumBodyBytes = 4 * 1024
    /// Seconds a client has, from the moment its connection is accepted, to send its whole
    /// request (headers and body); a connection still sending then is closed (408 when no
    /// header had arrived). The same bound holds for writing an answer (an event stream aside)
    /// to a client that does not read it. So a slow, silent or stalled client holds a
    /// connection 10 s at most.
    public static let requestDeadline: TimeInterval = 10
    /// Connections open at once. The server reads them all at once on a few threads (no thread
    /// per connection), so the bound is there for file descriptors, not threads; past it, a new
    /// connection waits in the kernel's queue until one closes (at most `requestDeadline`
    /// later for a connection that is still sending).
    public static let maximumConnections = 512
    /// Event streams (open pages) at once; one more is answered 503. A stream's slot is freed
    /// the moment its page closes the connection.
    public static let maximumStreams = 8
    /// Seconds between the comments an event stream sends to keep an idle connection open.
    public static let streamKeepAlive: TimeInterval = 15
    /// The largest golden file `GET /golden/NAME` reads and serves (a golden is a PNG of one
    /// button or sheet, a few KB; this is a bound on memory, not a size anyone meets).
    public static let maximumGoldenBytes = 64 * 1024 * 1024
}
