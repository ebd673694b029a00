import Foundation
import XCTest

/// Every help page of `render-cli` within 80 columns where the tool lays out its own lines
/// (`ManualText`): ArgumentParser wraps at the terminal's width without keeping indentation,
/// so a wider line would break a table row.
final class HelpPageWidthTests: XCTestCase {
    func testEveryHelpPageFitsEightyColumns() throws {
        let cli = try CommandLineRunner(prefix: "manual-width")
        defer { cli.cleanUp() }
        let pages = [[], ["render"], ["catalog"], ["verify"], ["record"], ["audit"], ["serve"], ["bench"], ["system"],
                     ["system", "check"], ["system", "schema"], ["tokens"], ["diff"], ["merge-reports"], ["conform"]]
        for page in pages {
            // A wide terminal: ArgumentParser leaves every line as the tool wrote it.
            let result = try cli.run(["help"] + page, environment: ["COLUMNS": "200"])
            XCTAssertEqual(result.status, 0, result.err)
            // Paragraphs (no indentation) are flowed by ArgumentParser at any width, and so
            // are its own ARGUMENTS and OPTIONS; the tool's tables and lists must fit.
            let discussion = result.out.components(separatedBy: "\nUSAGE:")[0]
            for line in discussion.split(separator: "\n") where line.first == " " {
                XCTAssertLessThanOrEqual(line.count, 80, "help \(page.joined(separator: " ")): \(line)")
            }
        }
    }
}
