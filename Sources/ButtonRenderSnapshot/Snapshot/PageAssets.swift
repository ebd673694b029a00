import Foundation

/// The JavaScript and CSS of the pages ButtonRender writes, kept as files in the resources of
/// the targets whose pages use them (`Snapshot/ReportAssets/`, the HTML report's, here;
/// `GalleryAssets/`, the gallery's, in `ButtonRender`, which hands its bundle over), so that
/// they are edited, linted and syntax-checked as what they are (`PageAssetTests`). A line
/// `/* @include Folder/name */` stands for that file's text, found in the first of the bundles
/// that has it (the gallery's CSS includes the report's comparison rules).
package enum PageAssets {
    /// This target's bundle, which holds the HTML report's assets.
    package static var reportBundle: Bundle { .module }

    /// The text of the resource at `path` ("ReportAssets/report.js") in the first of `bundles`
    /// that has it (by default the report's), its includes expanded, without the file's final
    /// newline. A file in none of them is a packaging error (the tests read every one), so it
    /// stops the process naming the file.
    package static func text(_ path: String, in bundles: [Bundle] = [reportBundle]) -> String {
        let name = (path as NSString).lastPathComponent, folder = (path as NSString).deletingLastPathComponent
        let stem = (name as NSString).deletingPathExtension, suffix = (name as NSString).pathExtension
        guard let url = bundles.lazy.compactMap({ $0.url(forResource: stem, withExtension: suffix, subdirectory: folder) }).first,
              let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            fatalError("\(path) is missing from the bundles \(bundles.map(\.bundlePath)) (Package.swift's resources copy \(folder)/)")
        }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix(includePrefix), line.hasSuffix(includeSuffix) else { return String(line) }
            return Self.text(String(line.dropFirst(includePrefix.count).dropLast(includeSuffix.count)), in: bundles)
        }.joined(separator: "\n")
    }

    /// How a line that stands for another file begins.
    static let includePrefix = "/* @include "
    /// How it ends.
    static let includeSuffix = " */"
}
