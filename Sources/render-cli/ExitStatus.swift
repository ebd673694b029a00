import ArgumentParser

/// The exit statuses every command shares: 0 success, 1 the thing checked failed (an image
/// differs from its golden, an accessibility error), 2 bad input or usage (an unreadable or
/// invalid spec, a missing file or folder, a bad option, a file that cannot be written).
enum ExitStatus {
    /// The check ran and failed.
    static let checkFailed = ExitCode(1)
    /// Bad input or usage: nothing was checked or written.
    static let badInput = ExitCode(2)

    /// The table printed in every command's `--help`.
    static let help = """
    Exit status: 0 success; 1 the check failed (an image differs, an accessibility error); \
    2 bad input or usage (an invalid or unreadable spec, a missing file or folder, a bad \
    option, an output that cannot be written). Nothing is written when the status is 2.
    """
}
