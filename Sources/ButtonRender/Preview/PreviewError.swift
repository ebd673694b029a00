/// Why a preview session refused to approve an image.
public enum PreviewError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The session is read-only.
    case readOnly
    /// No snapshots folder was given.
    case noSnapshots
    /// No asset of the session has this name.
    case unknownName(String)
    /// The golden would replace one of the session's inputs (a spec, token or icon file).
    case goldenIsInput(String)
    /// The preview is at `current`, not at the `confirmed` version the person looked at when
    /// confirming "approve all failed".
    case changedSinceConfirmed(confirmed: Int, current: Int)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .readOnly: return "read-only: approving is disabled"
        case .noSnapshots: return "no snapshots folder was given (--snapshots)"
        case .unknownName(let name): return "no image is named '\(name)'"
        case .goldenIsInput(let path): return "refusing to write the golden \(path): it is one of the inputs"
        case .changedSinceConfirmed(let confirmed, let current):
            return "the preview changed since it was confirmed (version \(confirmed), now \(current)): nothing was written; look again, then approve"
        }
    }
}
