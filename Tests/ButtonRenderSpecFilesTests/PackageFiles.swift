import Foundation
@testable import ButtonRenderSpecFiles
import ButtonRenderTestSupport

/// Every strict-JSON file of the package's examples, fuzz seeds, test fixtures and token files,
/// with its text: what the JSON readers are checked against.
func packageStrictJSONFiles() -> [(url: URL, text: String)] {
    var files: [(url: URL, text: String)] = []
    for folder in ["Examples", "Fuzz/Corpus", "Tests/ButtonRenderTests/Fixtures", "Sources/ButtonRenderModel/Tokens"] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in walker where url.pathExtension == "json" {
            guard let text = try? String(contentsOf: url, encoding: .utf8), (try? StrictJSON.check(Array(text.utf8))) != nil else { continue }
            files.append((url, text))
        }
    }
    return files
}

