import ButtonRenderSupport

extension OutputNaming {
    /// The file name for a button rendered in `format` at `scale`: `name.png`, `name@2x.png`.
    package static func fileName(for name: String, format: OutputFormat, scale: Int) -> String {
        let suffix = scale > 1 ? "@\(scale)x" : ""
        return "\(name)\(suffix).\(format.fileExtension)"
    }
}
