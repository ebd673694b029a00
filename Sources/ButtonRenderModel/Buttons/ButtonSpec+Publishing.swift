import ButtonRenderSupport
extension ButtonSpec {
    /// The spec as written into what a command writes for publishing (`layout.json`, the
    /// gallery): every file it names (system file, token file, icons, background images) by
    /// its file name only, so no page or file a team publishes holds the build machine's
    /// folders. The drawing never reads this copy; the spec it was drawn from keeps its paths.
    package var withFileNamesOnly: ButtonSpec {
        func name(_ path: String) -> String { LexicalPath.lastComponent(of: path) }
        func isPath(_ value: String) -> Bool { value.hasPrefix("/") || value.contains("/") }
        var spec = self
        if let i = icon, ImageFileReference.names(i) { spec.icon = name(i) }
        if let i = selectedIcon, ImageFileReference.names(i) { spec.selectedIcon = name(i) }
        if let t = theme, isPath(t) { spec.theme = name(t) }
        if let s = system, s.isFile { spec.system = ButtonSystem(registering: name(s.rawValue)) }
        if let b = backgroundImage { spec.backgroundImage = name(b) }
        spec.states = states.map { $0.resolvingBackgroundImages { name($0) } }
        return spec
    }
}
