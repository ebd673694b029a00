import ButtonRender

extension SnapshotTolerance {
    /// This tolerance with `spec`'s own ignored regions (`snapshot: {ignore: …}`, in points)
    /// in pixels of its image as `format` at `scale` draws it: PNG and APNG at `scale`, else
    /// the spec's own scale, else 1; SVG and PDF, compared rasterised at one pixel per point, at 1.
    func ignoringRegions(of spec: ButtonSpec, format: OutputFormat, scale: Int?) -> SnapshotTolerance {
        let pixels = format == .png || format == .apng ? scale ?? spec.scale ?? 1 : 1
        return ignoring(spec.snapshot, scale: pixels)
    }
}
