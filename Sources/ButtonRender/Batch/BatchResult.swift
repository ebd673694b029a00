/// One item of a batch, drawn: its images (in output order) and `name.layout.json` when
/// metadata is on, with its audit; or the located error that stopped it.
package struct BatchResult: Sendable {
    /// The item's position in the batch's input.
    package var index: Int
    /// The button's or sheet's output name.
    package var name: String
    /// Encoded images (with their format, scale and size), in the order of the batch's
    /// outputs; empty when `error` is set.
    package var images: [RenderedImage]
    /// `name.layout.json`, when metadata is on and the item was drawn.
    package var metadata: BatchFile?
    /// Audit reports (one for a button, one per button of a sheet); empty with auditing off.
    package var audits: [AuditReport]
    /// Why the item was not drawn, at its spec's file, line, column and field.
    package var error: SpecError?
    /// The item as decoded (a button of a JSON list file is decoded on the thread that drew
    /// it), when it could be.
    package var item: SpecItem? = nil
    /// The item with the layout its images were drawn from (made once, while checking), when
    /// it was laid out: what a gallery or report describes without laying it out again.
    package var prepared: PreparedItem? = nil

    /// Every file to write: the images, then the metadata.
    package var files: [BatchFile] {
        images.map { BatchFile(name: $0.fileName, bytes: $0.bytes) } + (metadata.map { [$0] } ?? [])
    }
}
