extension RunSink {
    /// Writes every drawn item's images and `name.layout.json` with `writer` (a run's staging
    /// folder, `OutputTransaction`), on the thread that drew it.
    public static func files(_ writer: OutputWriter) -> RunSink {
        RunSink(onDrawingThread: { item in
            guard let drawn = item.drawn else { return }
            for file in drawn.files { try writer.store(file.bytes, as: file.name) }
        })
    }
}
