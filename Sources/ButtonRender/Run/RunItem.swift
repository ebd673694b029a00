/// One item of a run as the sinks receive it: where it stands in the run, and how it ended:
/// drawn (its images, metadata, audits and the layout they came from) or invalid (a located
/// error, and nothing drawn). A failure is a case of the outcome, never an error beside values.
public struct RunItem: Sendable {
    /// Whether an item is a button or a documentation sheet.
    public enum Kind: Sendable, Equatable {
        /// A button spec.
        case button
        /// A documentation sheet.
        case sheet
    }

    /// How an item ended.
    public enum Outcome: Sendable {
        /// Laid out, checked, audited and drawn.
        case drawn(DrawnItem)
        /// Not drawn: why, at its spec's file, line, column and field.
        case invalid(SpecError)
    }

    /// The item's position in the run (sheets first, then buttons, each in input order).
    public var index: Int
    /// A button or a sheet.
    package var kind: Kind
    /// The button's or sheet's output name (empty when it could not even be decoded).
    public var name: String
    /// How it ended.
    public var outcome: Outcome

    /// The drawn item, or nil when it is invalid.
    public var drawn: DrawnItem? {
        if case .drawn(let drawn) = outcome { return drawn }
        return nil
    }

    /// The located error, or nil when it was drawn.
    public var error: SpecError? {
        if case .invalid(let error) = outcome { return error }
        return nil
    }

    /// The run item of the batch's `result` for an item of `kind`.
    init(_ result: BatchResult, kind: Kind) {
        index = result.index; self.kind = kind; name = result.name
        if let error = result.error {
            outcome = .invalid(error)
        } else if let prepared = result.prepared {
            outcome = .drawn(DrawnItem(prepared: prepared, images: result.images, metadata: result.metadata, audits: result.audits))
        } else {
            outcome = .invalid(SpecError(message: "\(result.name): drawn without its layout"))
        }
    }
}

/// A drawn item: the spec it came from with the layout its images were drawn from, its images
/// (in the run's output order), its `name.layout.json` and its audit reports.
public struct DrawnItem: Sendable {
    /// The button or sheet with its layout, made once while checking.
    public var prepared: PreparedItem
    /// The button or sheet, as decoded.
    public var item: SpecItem { prepared.item }
    /// The encoded images, in the order of the run's outputs.
    public var images: [RenderedImage]
    /// `name.layout.json`, when the run writes metadata.
    public var metadata: BatchFile?
    /// One report for a button, one per button of a sheet; empty with auditing off.
    package var audits: [AuditReport]

    /// Every file to write: the images, then the metadata.
    public var files: [BatchFile] {
        images.map { BatchFile(name: $0.fileName, bytes: $0.bytes) } + (metadata.map { [$0] } ?? [])
    }
}
