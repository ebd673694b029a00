@testable import ButtonRender
@testable import ButtonRenderModel
import Foundation
import XCTest
@testable import ButtonRenderSpecFiles

/// A JSON list file read one element at a time (`LazySpecList`) gives what loading the whole
/// file gives: the same items, names and paths, and every error at the same file, line,
/// column and field; and `render` of such a file keeps its all-or-nothing rule.
final class LazySpecListTests: XCTestCase {
    private var runner: CommandLineRunner!

    override func setUpWithError() throws { runner = try CommandLineRunner(prefix: "lazy") }
    override func tearDown() { runner.cleanUp() }

    /// A list spread over lines and columns: several items on one line, non-ASCII text and line
    /// separators inside strings before later items, a sheet, states, a relative icon path.
    private let mixed = """
    [ {"title": "één", "name": "a"}, {"style": "outlined", "title": "x\\u00e9 – y\u{2028}z"},
      {"sheet": "strip", "items": [{"caption": "1", "button": {"title": "S"}}, {"caption": "2", "button": {"title": "T"}}]},

            {"title": "Pay", "states": {"highlighted": {"fill": "#003A80"}, "disabled": {"title": "Paid"}}},
      {"icon": "icons/star.svg", "title": "\u{4F60}\u{597D}", "elevation": 2, "ripple": {"x": 1, "y": 2}}
    ]
    """

    private func eagerAndLazy(_ text: String, name: String = "list.json") throws -> (eager: [SpecItem], lazy: [SpecItem]) {
        let path = try runner.write(name, text)
        let eager = try SheetLoader.load(file: path)
        let list = try XCTUnwrap(try LazySpecList.open(file: path))
        return (eager, try (0..<list.count).flatMap { try list.items(at: $0) })
    }

    func testItemsAreThoseOfTheWholeFile() throws {
        try runner.write("icons/star.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'/>")
        let (eager, lazy) = try eagerAndLazy(mixed)
        XCTAssertEqual(lazy.count, eager.count)
        XCTAssertEqual(lazy.count, 1 + 1 + 1 + 3 + 1, "a sheet, and a button per rendered state")
        for (e, l) in zip(eager, lazy) {
            switch (e, l) {
            case (.button(let a), .button(let b)):
                XCTAssertEqual(a.spec, b.spec)
                XCTAssertEqual(a.source.index, b.source.index)
                // A field's position: the title, and the spec itself.
                XCTAssertEqual(a.source.locate(FieldError(["title"], "m")), b.source.locate(FieldError(["title"], "m")))
                XCTAssertEqual(a.source.locate(FieldError([], "m")), b.source.locate(FieldError([], "m")))
                XCTAssertEqual(a.source.locate(FieldError(["ripple", "y"], "m")), b.source.locate(FieldError(["ripple", "y"], "m")))
            case (.sheet(let a), .sheet(let b)):
                XCTAssertEqual(a.sheet.outputName, b.sheet.outputName)
                XCTAssertEqual(a.locate(FieldError(["items", "1", "button", "title"], "m")), b.locate(FieldError(["items", "1", "button", "title"], "m")))
            default:
                XCTFail("items differ in kind: \(e) / \(l)")
            }
        }
    }

    func testErrorsAreAtTheFilesLineAndColumn() throws {
        let cases = [
            // A bad value on the first line of an element that does not start the line.
            "[{\"title\": \"a\"},\n  {\"title\": \"b\"}, {\"state\": \"pushed\"}]",
            // A bad value on a later line of an element.
            "[{\"title\": \"a\"},\n  {\"title\": \"b\",\n   \"stroke\": {\"width\": \"wide\"}}]",
            // An unknown field after a line separator inside a string.
            "[{\"title\": \"a\u{2028}b\", \"titel\": 1}]",
            // An element that is not a mapping.
            "[{\"title\": \"a\"}, 42]",
            // A bad sheet.
            "[{\"title\": \"a\"},\n {\"sheet\": \"matrix\", \"rows\": 3}]",
            // An icon outside the spec's folder.
            "[\n  {\"icon\": \"../outside.svg\"}]",
        ]
        for text in cases {
            let path = try runner.write("bad.json", text)
            var eagerError: SpecError?
            do { _ = try SheetLoader.load(file: path) } catch let error as SpecError { eagerError = error }
            let expected = try XCTUnwrap(eagerError, "the whole file's load fails: \(text)")
            XCTAssertNotNil(expected.line)
            let list = try XCTUnwrap(try LazySpecList.open(file: path))
            var lazyError: SpecError?
            do { for i in 0..<list.count { _ = try list.items(at: i) } } catch let error as SpecError { lazyError = error }
            XCTAssertEqual(lazyError, expected, text)
        }
    }

    func testFilesThatAreNotJSONListsAreLeftToTheWholeFileLoad() throws {
        XCTAssertNil(try LazySpecList.open(file: try runner.write("one.json", "{\"title\": \"a\"}")))
        XCTAssertNil(try LazySpecList.open(file: try runner.write("list.yaml", "- {title: a}\n")))
        XCTAssertNil(try LazySpecList.open(file: try runner.write("empty.json", "[]")))
        // Not strict JSON: the same located error as the whole file's load.
        let path = try runner.write("loose.json", "[{\"title\": 'a'}]")
        var lazyError: Error?, eagerError: Error?
        do { _ = try LazySpecList.open(file: path) } catch { lazyError = error }
        do { _ = try SheetLoader.load(file: path) } catch { eagerError = error }
        XCTAssertNotNil(lazyError)
        XCTAssertEqual(lazyError.map { "\($0)" }, eagerError.map { "\($0)" })
    }

    func testRenderOfAListWithAnInvalidButtonWritesNothing() throws {
        // Past the buttons a run keeps decoded, so the bad one is decoded again to be drawn.
        let count = RenderInputsKept.count + 20, bad = RenderInputsKept.count + 13
        var buttons = (0..<count).map { "{\"name\": \"b\($0)\", \"title\": \"B\($0)\"}" }
        buttons[bad] = "{\"name\": \"b\(bad)\",\n  \"fill\": \"primery\"}"
        let path = try runner.write("many.json", "[" + buttons.joined(separator: ",\n ") + "]")
        let result = try runner.run(["render", path, "--out", "out", "--jobs", "2", "--no-metadata"])
        XCTAssertEqual(result.status, 2, result.err)
        // Element `bad` starts on line bad + 1 (one element a line); its fill is on the next line.
        XCTAssertTrue(result.err.contains("many.json:\(bad + 2):11: field '[\(bad)].fill': unknown colour token 'primery'"), result.err)
        XCTAssertEqual(runner.files(in: "out"), [], "nothing is written")
    }

    func testAButtonKeptDecodedIsLocatedWithoutItsNode() throws {
        // Among the buttons a run keeps decoded: it keeps their specs, not their nodes, and
        // composes a node again to locate an error found while drawing.
        var buttons = (0..<12).map { "{\"name\": \"b\($0)\", \"title\": \"B\($0)\"}" }
        buttons[7] = "{\"name\": \"b7\",\n  \"fill\": \"primery\"}"
        let path = try runner.write("few.json", "[" + buttons.joined(separator: ",\n ") + "]")
        let result = try runner.run(["render", path, "--out", "out", "--no-metadata"])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("few.json:9:11: field '[7].fill': unknown colour token 'primery'"), result.err)
        XCTAssertEqual(runner.files(in: "out"), [], "nothing is written")

        // In process: a source without its node locates every field as the source with it.
        let list = try XCTUnwrap(try LazySpecList.open(file: path))
        guard case .button(let kept) = try list.items(at: 7)[0] else { return XCTFail("not a button") }
        let dropped = kept.source.droppingNode { list.node(at: 7) }
        XCTAssertNil(dropped.node)
        for path in [["fill"], ["name"], [], ["title"]] {
            XCTAssertEqual("\(dropped.locate(FieldError(path, "x")))", "\(kept.source.locate(FieldError(path, "x")))", "\(path)")
        }
        XCTAssertEqual(dropped.position?.line, kept.source.position?.line)
        XCTAssertEqual(dropped.position?.column, kept.source.position?.column)
    }

    func testRenderOfAListGivesTheBytesOfTheSameButtonsInYAML() throws {
        let titles = ["OK", "Annuler", "保存", "حفظ"]
        let json = "[" + titles.enumerated().map { "{\"name\": \"b\($0.offset)\", \"title\": \"\($0.element)\", \"elevation\": 2}" }
            .joined(separator: ", ") + "]"
        let yaml = titles.enumerated().map { "- {name: b\($0.offset), title: \"\($0.element)\", elevation: 2}" }.joined(separator: "\n") + "\n"
        let a = try runner.run(["render", try runner.write("a.json", json), "--out", "a", "--format", "png", "--format", "svg"])
        let b = try runner.run(["render", try runner.write("b.yaml", yaml), "--out", "b", "--format", "png", "--format", "svg"])
        XCTAssertEqual(a.status, 0, a.err)
        XCTAssertEqual(b.status, 0, b.err)
        XCTAssertEqual(runner.files(in: "a"), runner.files(in: "b"))
        XCTAssertEqual(runner.files(in: "a").count, titles.count * 3)
        for name in runner.files(in: "a") {
            XCTAssertEqual(try Data(contentsOf: runner.work.appendingPathComponent("a/" + name)),
                           try Data(contentsOf: runner.work.appendingPathComponent("b/" + name)), name)
        }
    }

    func testTheBatchAsksForEachItemOnlyWhenItDrawsIt() throws {
        let path = try runner.write("many.json", "[" + (0..<30).map { "{\"name\": \"b\($0)\", \"title\": \"T\"}" }.joined(separator: ",") + "]")
        let list = try XCTUnwrap(try LazySpecList.open(file: path))
        let asked = AskedIndices()
        let batch = try BatchRenderer(options: BatchOptions(metadata: false, audit: false, jobs: 2, window: 3))
        var delivered: [String] = []
        try batch.render(count: list.count, item: { index in
            asked.note(index)
            return try list.items(at: index)[0]
        }) { result in
            XCTAssertNil(result.error)
            // Never more than the window (and the threads' items in hand) decoded ahead.
            XCTAssertLessThanOrEqual(asked.highest, result.index + 3 + 2, "item \(result.index)")
            delivered.append(result.name)
        }
        XCTAssertEqual(delivered, (0..<30).map { "b\($0)" })
        XCTAssertEqual(asked.count, 30, "each item decoded once")
    }

    /// The positions a batch asked for, from any thread.
    private final class AskedIndices: @unchecked Sendable {
        private let lock = NSLock()
        private var indices: [Int] = []
        func note(_ index: Int) { lock.lock(); indices.append(index); lock.unlock() }
        var highest: Int { lock.lock(); defer { lock.unlock() }; return indices.max() ?? -1 }
        var count: Int { lock.lock(); defer { lock.unlock() }; return indices.count }
    }

    func testDuplicateNamesInAListAreLocated() throws {
        let path = try runner.write("dup.json", "[{\"name\": \"x\"},\n {\"title\": \"t\", \"name\": \"x\"}]")
        let result = try runner.run(["render", path, "--out", "out"])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("dup.json:2:25: field '[1].name': the name 'x' is already used in"), result.err)
        // A duplicate past the buttons kept decoded is decoded again to be located.
        let count = RenderInputsKept.count + 5
        var buttons = (0..<count).map { "{\"name\": \"b\($0)\"}" }
        buttons[count - 1] = "{\"title\": \"t\", \"name\": \"b3\"}"
        let long = try runner.write("long.json", "[" + buttons.joined(separator: ",\n ") + "]")
        let second = try runner.run(["render", long, "--out", "out"])
        XCTAssertEqual(second.status, 2, second.err)
        XCTAssertTrue(second.err.contains("long.json:\(count):25: field '[\(count - 1)].name': the name 'b3' is already used in"), second.err)
    }
    /// Decoding on several threads hands over the same items in the same order (each button
    /// without its node, located where it was), and a bad
    /// element is thrown, at its line and column, after every element before it and before
    /// any after it, whatever the thread count and wherever the element falls in a window.
    func testElementsDecodedOnThreadsComeInOrderWithTheFirstError() throws {
        let count = 1300
        let good = (0..<count).map { #"{"name": "b\#($0)", "title": "T\#($0 % 7)", "elevation": \#($0 % 3)}"# }
        let path = try runner.write("many.json", "[" + good.joined(separator: ",\n") + "]")
        let list = try XCTUnwrap(try LazySpecList.open(file: path))
        let serial = try (0..<list.count).map { try list.items(at: $0) }
        for threads in [1, 2, 3, 8] {
            var seen: [Int] = []
            try list.forEachElement(threads: threads) { element, items in
                seen.append(element)
                XCTAssertEqual(items.count, serial[element].count)
                for case (.button(let a), .button(let b)) in zip(items, serial[element]) {
                    XCTAssertEqual(a.spec, b.spec)
                    XCTAssertNil(a.source.node, "a button is handed over without its node")
                    if element % 97 == 0 {  // composed again to locate: the same place
                        XCTAssertEqual(a.source.position?.line, b.source.position?.line)
                        XCTAssertEqual(a.source.position?.column, b.source.position?.column)
                        XCTAssertNotNil(a.source.position)
                    }
                }
            }
            XCTAssertEqual(seen, Array(0..<count), "\(threads) threads")
        }
        for bad in [0, 511, 512, 1299] {
            var broken = good
            broken[bad] = #"{"name": "x", "state": "pushed"}"#
            let badPath = try runner.write("bad\(bad).json", "[" + broken.joined(separator: ",\n") + "]")
            let badList = try XCTUnwrap(try LazySpecList.open(file: badPath))
            let expected = String(describing: try XCTUnwrap(XCTAssertThrowsAndReturn { _ = try badList.items(at: bad) }))
            for threads in [1, 2, 4] {
                var handed: [Int] = []
                let error = XCTAssertThrowsAndReturn { try badList.forEachElement(threads: threads) { element, _ in handed.append(element) } }
                XCTAssertEqual(handed, Array(0..<bad), "bad element \(bad), \(threads) threads")
                XCTAssertEqual(error.map { String(describing: $0) }, expected)
                XCTAssertTrue(expected.contains("bad\(bad).json:\(bad + 1):"), expected)
            }
        }
    }

    private func XCTAssertThrowsAndReturn(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> Error? {
        do { try body() } catch { return error }
        XCTFail("expected an error", file: file, line: line)
        return nil
    }
}

/// How many buttons of JSON list files a `render` run keeps decoded rather than decoding them
/// again (`RunInputs.decodedButtonsKept`).
private enum RenderInputsKept {
    static let count = RunInputs.decodedButtonsKept
}
