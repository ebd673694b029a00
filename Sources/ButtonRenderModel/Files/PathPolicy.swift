import Foundation
import ButtonRenderSupport

/// Which files a spec file may make the renderer read through its `system`, `theme`, `icon`,
/// `selectedIcon` and `backgroundImage` fields (a state's too). A spec can come from a pull request, so by default it may only name
/// files inside its own folder tree (after resolving `..` and symbolic links): `theme:
/// /etc/passwd` or `icon: ../../secret.png` is a located error, not a read.
public enum PathPolicy: Sendable, Equatable {
    /// Theme and icon files must be inside the spec file's folder or a folder below it.
    case insideSpecFolder
    /// Any path is allowed (for specs you trust).
    case anywhere

    /// The file references of a button: (field path, absolute path) for each icon or theme
    /// field that names a file rather than an icon name or built-in theme.
    package static func references(in spec: ButtonSpec, at prefix: [String] = []) -> [(field: [String], path: String)] {
        func isImage(_ value: String) -> Bool { ImageFileReference.names(value) }
        var found: [(field: [String], path: String)] = []
        if let icon = spec.icon, isImage(icon) { found.append((prefix + ["icon"], icon)) }
        if let icon = spec.selectedIcon, isImage(icon) { found.append((prefix + ["selectedIcon"], icon)) }
        if let theme = spec.theme, !BuiltInThemeNames.contains(theme) { found.append((prefix + ["theme"], theme)) }
        if let system = spec.system, system.isFile { found.append((prefix + ["system"], system.rawValue)) }
        found += spec.backgroundImageReferences.map { (prefix + $0.field, $0.path) }
        return found
    }

    /// The file references of a sheet: those of its base, button and items, and axis values
    /// of the `icon`, `selectedIcon`, `theme` and `backgroundImage` fields.
    package static func references(in sheet: SheetSpec) -> [(field: [String], path: String)] {
        var found: [(field: [String], path: String)] = []
        if let base = sheet.base { found += references(in: base, at: ["base"]) }
        if let button = sheet.button { found += references(in: button, at: ["button"]) }
        for (i, item) in (sheet.items ?? []).enumerated() {
            if let button = item.button { found += references(in: button, at: ["items", String(i), "button"]) }
        }
        for (name, axis) in [("rows", sheet.rows), ("columns", sheet.columns), ("panels", sheet.panels)] {
            guard let axis else { continue }
            for (i, value) in axis.values.enumerated() {
                guard case .string(let text) = value else { continue }
                var probe = ButtonSpec()
                switch axis.field {
                case "icon": probe.icon = text
                case "selectedIcon": probe.selectedIcon = text
                case "theme": probe.theme = text
                case "backgroundImage": probe.backgroundImage = text
                case "system": probe.system = ButtonSystem(rawValue: text)
                default: continue
                }
                found += references(in: probe).map { ([name, "values", String(i)], $0.path) }
            }
        }
        return found
    }

    /// Fails with a field error on the first reference outside `folder` (the spec file's
    /// folder) unless the policy is `anywhere`.
    package func check(_ references: [(field: [String], path: String)], specFolder folder: String) throws(FieldError) {
        // Most buttons name no file: resolving the folder (a realpath and Foundation's
        // standardising, several system calls) is then skipped.
        guard self == .insideSpecFolder, !references.isEmpty else { return }
        let root = Self.resolved(folder)
        for reference in references {
            let target = Self.resolved(reference.path)
            let inside = root == "/" || target == root || target.hasPrefix(root + "/")
            guard inside else {
                throw FieldError(reference.field, .outsideSpecFolder(path: reference.path, folder: root))
            }
        }
    }

    /// True when `path` is `folder` or inside its tree, both resolved as `resolved(_:)`
    /// resolves them (so `..` and symbolic links cannot lead out).
    package static func isInside(_ path: String, folder: String) -> Bool {
        let root = resolved(folder), target = resolved(path)
        return root == "/" || target == root || target.hasPrefix(root + "/")
    }

    /// `path` made absolute, with `..` and symbolic links resolved as the kernel resolves them
    /// when opening it; a missing file resolves through its deepest existing folder.
    package static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var remainder: [String] = []
        var current = absolute
        while true {
            if let real = realPath(current) {
                // realpath(3)'s answer is already canonical (absolute, no `.`, `..`, symbolic
                // link or trailing slash): Foundation's standardising, which reads every
                // component's link again, is needed only for the missing components joined to it.
                if remainder.isEmpty { return real }
                let joined = remainder.reversed().reduce(real) { ($0 as NSString).appendingPathComponent($1) }
                return (joined as NSString).standardizingPath
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return (absolute as NSString).standardizingPath }
            remainder.append((current as NSString).lastPathComponent)
            current = parent
        }
    }

    /// The canonical path of an existing file or folder (`realpath(3)`), or nil.
    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
