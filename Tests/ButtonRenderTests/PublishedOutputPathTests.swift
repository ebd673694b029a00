import Foundation
import XCTest

/// Nothing a command writes for publishing holds the machine's folders: a run in a temporary
/// folder, drawing a system file with a picture icon and a background image into a gallery with
/// metadata, a state sheet and the system's catalog, is scanned file by file for that folder's
/// path.
final class PublishedOutputPathTests: XCTestCase {
    func testNoFileACommandWritesForPublishingHoldsTheRunsFolder() throws {
        let cli = try CommandLineRunner(prefix: "published")
        defer { cli.cleanUp() }
        let system = cli.work.appendingPathComponent("acme")
        try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: system)
        _ = try cli.write("acme/star.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M8 1l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z"/></svg>
            """)
        _ = try cli.write("specs.yaml", """
            - {name: buy, system: acme/acme.system.yaml, style: primary, title: Buy, icon: acme/star.svg}
            - {name: pattern, system: acme/acme.system.yaml, style: secondary, title: Cancel, backgroundImage: acme/star.svg}
            - name: states
              sheet: matrix
              base: {system: acme/acme.system.yaml, title: Buy}
              rows: {field: state, values: [normal, hovered]}
              columns: {field: style, values: [primary, secondary]}
            """)
        let render = try cli.run(["render", "specs.yaml", "--out", "out", "--gallery", "--metadata"])
        XCTAssertEqual(render.status, 0, render.err)
        let catalog = try cli.run(["catalog", "--system", "acme/acme.system.yaml", "--out", "catalog"])
        XCTAssertEqual(catalog.status, 0, catalog.err)
        let folder = cli.work.standardizedFileURL.path
        var scanned = 0
        for output in ["out", "catalog"] {
            let root = cli.work.appendingPathComponent(output)
            let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
            for file in files where ["json", "html", "js", "css", "svg", "txt", "xml"].contains(file.pathExtension) {
                let text = try String(contentsOf: file, encoding: .utf8)
                scanned += 1
                XCTAssertFalse(text.contains(folder), "\(output)/\(file.lastPathComponent) holds \(folder)")
            }
        }
        XCTAssertGreaterThan(scanned, 20, "the gallery, metadata and catalog were scanned")
    }
}
