import Foundation

/// The JavaScript and CSS of the pages ButtonRender writes, kept as files in this target's
/// resources (`GalleryAssets/`, the gallery's; `Snapshot/ReportAssets/`, the HTML report's;
/// both here because this is the code that reads them through `Bundle.module`), so that they
/// are edited, linted and syntax-checked as what they are (`PageAssetTests`). A line
/// `/* @include Folder/name */` stands for that file's text.
package enum PageAssets {
    /// The text of the resource at `path` ("GalleryAssets/gallery.js"), its includes expanded,
    /// without the file's final newline. A missing or unreadable file is a packaging error (the
    /// tests read every one), so it stops the process naming the file.
    package static func text(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent, folder = (path as NSString).deletingLastPathComponent
        guard let url = Bundle.module.url(forResource: (name as NSString).deletingPathExtension,
                                          withExtension: (name as NSString).pathExtension, subdirectory: folder),
              let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            fatalError("\(path) is missing from the ButtonRenderSnapshot bundle (Package.swift's resources copy \(folder)/)")
        }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix(includePrefix), line.hasSuffix(includeSuffix) else { return String(line) }
            return Self.text(String(line.dropFirst(includePrefix.count).dropLast(includeSuffix.count)))
        }.joined(separator: "\n")
    }

    /// How a line that stands for another file begins.
    static let includePrefix = "/* @include "
    /// How it ends.
    static let includeSuffix = " */"
}
