
import Foundation
import ButtonRenderSupport

/// The files a run reads besides its spec files: token files named by `theme` and icon files
/// named by `icon` and `selectedIcon`, and background images (the spec's and its states'). No output may replace one of them.
package enum InputFiles {
    /// The files `spec` reads (absolute paths; the loader has made relative ones absolute).
    package static func referenced(by spec: ButtonSpec) -> [URL] {
        var paths: [String] = []
        if let theme = spec.theme, !BuiltInThemeNames.contains(theme) { paths.append(theme) }
        for icon in [spec.icon, spec.selectedIcon].compactMap({ $0 }) where ImageFileReference.names(icon) {
            paths.append(icon)
        }
        paths += spec.backgroundImageReferences.map(\.path)
        return paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
    }

    /// Every file the specs and sheets of `files` read, their own files included.
    package static func all(_ files: SpecFiles, sheetLayouts: [SheetLayout] = []) -> [URL] {
        var urls = files.files
        for item in files.buttons { urls += referenced(by: item.spec) }
        for sheet in files.sheets {
            if let base = sheet.sheet.base { urls += referenced(by: base) }
            if let button = sheet.sheet.button { urls += referenced(by: button) }
        }
        for layout in sheetLayouts { for button in layout.buttons { urls += referenced(by: button.spec) } }
        return urls
    }
}
