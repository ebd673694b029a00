import Foundation
import XCTest

/// The folders of the library depend on each other one way only: a file may name a type
/// declared at the top level of another folder only if that folder is below its own in
/// `allowed` (the table `docs/ARCHITECTURE.md` prints). A new backward arrow fails here with
/// the file and the type; the known debts are listed by name and shrink, never grow.
///
/// Support is the target `ButtonRenderSupport`, Model `ButtonRenderModel`, SpecFiles `ButtonRenderSpecFiles`, Native and Codec are `ButtonRenderNative`, Themes
/// and SystemFile are `ButtonRenderTokens`, Resolve, Catalog, Systems, Layout, Paint, Output,
/// Sheets and Audit are `ButtonRenderPipeline`, and Snapshot is `ButtonRenderSnapshot`, so the
/// compiler keeps the arrows that leave those targets for a higher one (`Package.swift`: Model
/// depends on Support alone, Support on no target of the package, Native on Model, Tokens on Model, Pipeline
/// on those three, Snapshot on Model, Native and Pipeline); the scan
/// still reads their types, to check the arrows of the folders of `Sources/ButtonRender` into
/// them, and checks the uses of every folder whose target holds a folder, or depends on one,
/// that it may not use: Codec (beside Native), Themes and SystemFile (beside each other),
/// each folder of the pipeline (beside the others, which the table orders), and
/// Snapshot (over the whole pipeline, of which it may use Output only).
final class DependencyArrowTests: XCTestCase {
    /// What each folder may use, besides itself.
    static let allowed: [String: Set<String>] = [
        // Files, the JSON text writer and locks: what every folder may use, itself using none.
        "Support": [],
        "Model": ["Support"],
        // Reading spec and sheet files: over the model it decodes.
        "SpecFiles": ["Support", "Model"],
        "Codec": ["Support", "Model"],
        "Native": ["Support", "Model", "Codec"],
        "Themes": ["Support", "Model", "SpecFiles"],
        // A system file as read: its typed tree and value grammar, what users write.
        "SystemFile": ["Support", "Model", "SpecFiles"],
        "Resolve": ["Support", "Model", "Themes", "Native", "SystemFile", "SpecFiles"],
        "Catalog": ["Support", "Model", "Themes", "Resolve", "SystemFile", "SpecFiles"],
        // The registry and each system's value, which names its resolver and catalog entries:
        // just above them, below every stage that reads a system's data.
        "Systems": ["Support", "Model", "Themes", "Resolve", "Native", "Catalog", "SystemFile", "SpecFiles"],
        "Layout": ["Support", "Model", "Themes", "Resolve", "Native", "Codec", "Systems", "SpecFiles"],
        "Paint": ["Support", "Model", "Themes", "Resolve", "Layout", "Native", "Codec", "Systems", "SpecFiles"],
        "Output": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Systems", "SpecFiles"],
        "Sheets": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Systems", "SpecFiles"],
        "Audit": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Sheets", "Systems", "SpecFiles"],
        "Snapshot": ["Support", "Model", "Native", "Codec", "Output", "SpecFiles"],
        "Gallery": ["Support", "Model", "Themes", "Resolve", "Layout", "Native", "Codec", "Output", "Sheets", "Audit", "Snapshot", "Systems", "SpecFiles"],
        "Batch": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Sheets", "Audit", "Snapshot",
                  "Systems", "SpecFiles"],
        // One run with sinks (files, gallery), its inputs and shards: over the batch renderer.
        "Run": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Sheets", "Audit", "Snapshot",
                "Gallery", "Batch", "Systems", "Catalog", "SystemFile", "SpecFiles"],
        // verify and record as library calls (goldens compared in a run, the cache, shard reports).
        "Verify": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Sheets", "Audit", "Snapshot",
                   "Gallery", "Batch", "Systems", "Catalog", "SystemFile", "Run", "SpecFiles"],
        // A shipped button's picture against its system file: draws, measures and names tokens.
        "Conformance": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Systems", "SystemFile", "Snapshot", "SpecFiles"],
        // The live preview behind `render-cli serve`: on top of everything.
        "Preview": ["Support", "Model", "Themes", "Resolve", "Layout", "Paint", "Native", "Codec", "Output", "Sheets", "Audit",
                    "Snapshot", "Gallery", "Batch", "Systems", "Catalog", "SystemFile", "Run", "Verify", "SpecFiles"],
    ]

    /// Arrows that still run backwards, each with the one type that makes it and why it is
    /// there. None today: the registry (`Systems/`) sits above the resolvers and the catalog it
    /// names and below every stage that reads a system's data, which the lower folders get as
    /// values (`SystemTraits`, parameters) instead of looking it up. A new entry needs its
    /// reason here and in `docs/ARCHITECTURE.md`.
    static let debts: Set<String> = []

    /// The package's `Sources`.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// `Sources/ButtonRender`.
    static let root = sources.appendingPathComponent("ButtonRender")

    /// The folders that are targets of their own, or folders of one, outside
    /// `Sources/ButtonRender`.
    static let targetFolders: [String: String] = [
        "Support": "ButtonRenderSupport", "Model": "ButtonRenderModel", "SpecFiles": "ButtonRenderSpecFiles", "Native": "ButtonRenderNative/Native", "Codec": "ButtonRenderNative/Codec",
        "Themes": "ButtonRenderTokens/Themes", "SystemFile": "ButtonRenderTokens/SystemFile",
        "Resolve": "ButtonRenderPipeline/Resolve", "Catalog": "ButtonRenderPipeline/Catalog",
        "Systems": "ButtonRenderPipeline/Systems", "Layout": "ButtonRenderPipeline/Layout",
        "Paint": "ButtonRenderPipeline/Paint", "Output": "ButtonRenderPipeline/Output",
        "Sheets": "ButtonRenderPipeline/Sheets", "Audit": "ButtonRenderPipeline/Audit",
        "Snapshot": "ButtonRenderSnapshot/Snapshot",
    ]

    /// The folders whose own uses the compiler checks: their targets depend only on what they
    /// may use (Support on none of the package's, Model on Support alone; Native on Model, and shares a target with Codec,
    /// which it may use). Codec is not among them: it may not use Native, its target's other folder;
    /// nor are Themes and SystemFile: `ButtonRenderTokens` holds both and depends on Native, and
    /// neither may use the other, nor Native; nor are the pipeline's folders, which share
    /// `ButtonRenderPipeline` with folders the table puts above them; nor is Snapshot, whose
    /// target depends on the whole pipeline.
    static let checkedByTheCompiler: Set<String> = ["Support", "Model", "SpecFiles", "Native"]

    /// Every `.swift` file of a folder, recursively, with comments and string literals removed.
    func sources(of folder: String) throws -> [(file: String, text: String)] {
        let base = Self.targetFolders[folder].map { Self.sources.appendingPathComponent($0) } ?? Self.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            files.append(("\(folder)/\(path)", Self.code(of: text)))
        }
        return files
    }

    /// Source text without `//` comments, `/* */` comments and string literals (whose words
    /// are not uses of types).
    static func code(of text: String) -> String {
        var out = "", i = text.startIndex
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("//") {
                i = text[i...].firstIndex(of: "\n") ?? text.endIndex
            } else if rest.hasPrefix("/*") {
                i = text.range(of: "*/", range: i..<text.endIndex)?.upperBound ?? text.endIndex
            } else if rest.hasPrefix("\"\"\"") {
                let after = text.index(i, offsetBy: 3)
                i = text.range(of: "\"\"\"", range: after..<text.endIndex)?.upperBound ?? text.endIndex
            } else if text[i] == "\"" {
                var j = text.index(after: i)
                while j < text.endIndex, text[j] != "\"", text[j] != "\n" {
                    j = text[j] == "\\" ? text.index(j, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex : text.index(after: j)
                }
                i = j < text.endIndex ? text.index(after: j) : j
            } else {
                out.append(text[i]); i = text.index(after: i)
            }
        }
        return out
    }

    /// Names of the types a file declares at the top level.
    static func declaredTypes(in code: String) -> [String] {
        let pattern = #"(?m)^(?:@[A-Za-z]+\s+)*(?:(?:public|internal|package|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    /// Capitalised identifiers a file uses.
    static func words(in code: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        return Set(regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range, in: code).map { String(code[$0]) }
        })
    }

    /// Every folder's files (without comments and strings), and the folder that declares each
    /// top-level type.
    func scan() throws -> (owner: [String: String], files: [(folder: String, file: String, text: String)]) {
        var owner: [String: String] = [:]
        var files: [(folder: String, file: String, text: String)] = []
        for folder in Self.allowed.keys.sorted() {
            for (file, text) in try sources(of: folder) {
                files.append((folder, file, text))
                for type in Self.declaredTypes(in: text) where owner[type] == nil { owner[type] = folder }
            }
        }
        return (owner, files)
    }

    /// The folders directly in `base` that hold Swift code (at any depth): a folder of
    /// resources only (the gallery's or the report's assets) or documentation (a DocC
    /// catalog) has no line in the table.
    static func codeFolders(in base: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: base.path).filter { folder in
            let files = FileManager.default.enumerator(atPath: base.appendingPathComponent(folder).path)
            return (files?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
        }
    }

    func testEveryFolderIsInTheTable() throws {
        let folders = try Self.codeFolders(in: Self.root)
        XCTAssertEqual(Set(folders).subtracting(Self.allowed.keys), [], "a new folder needs its line in `allowed` (and in docs/ARCHITECTURE.md)")
    }

    /// The folders of the targets outside `Sources/ButtonRender` are the table's.
    func testEveryTargetFolderIsInTheTable() throws {
        for target in ["ButtonRenderNative", "ButtonRenderTokens", "ButtonRenderPipeline", "ButtonRenderSnapshot"] {
            let folders = try Self.codeFolders(in: Self.sources.appendingPathComponent(target))
            let listed = Self.targetFolders.filter { $0.value.hasPrefix(target + "/") }.keys
            XCTAssertEqual(Set(folders), Set(listed), "a new folder of \(target) needs its line in `targetFolders` and `allowed`")
        }
        for folder in Self.targetFolders.keys {
            XCTAssertNotNil(Self.allowed[folder], folder)
            XCTAssertFalse(try sources(of: folder).isEmpty, "the scan reads \(folder) at Sources/\(Self.targetFolders[folder]!)")
        }
        XCTAssertTrue(try sources(of: "Model").contains { $0.file == "Model/Buttons/ButtonSpec.swift" }, "the scan reads ButtonRenderModel")
        XCTAssertTrue(try sources(of: "SpecFiles").contains { $0.file == "SpecFiles/SpecLoader.swift" }, "the scan reads ButtonRenderSpecFiles")
    }

    /// Only ButtonRenderNative imports the C libraries: SwiftPM lets a target import a module
    /// its dependencies depend on without naming it, which the compiler does not refuse.
    func testOnlyButtonRenderNativeImportsTheCLibraries() throws {
        let importC = try NSRegularExpression(pattern: #"(?m)^\s*(?:@\w+\s+)*import\s+(CCairo|CRsvg|CSpng|CDeflate)\b"#)
        var found: [String] = []
        var inNative = 0
        guard let walker = FileManager.default.enumerator(atPath: Self.sources.path) else { return XCTFail("no Sources") }
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            guard importC.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { continue }
            if path.hasPrefix("ButtonRenderNative/") { inNative += 1 } else { found.append(path) }
        }
        XCTAssertGreaterThan(inNative, 20, "the scan finds Native's and Codec's imports")
        XCTAssertEqual(found, [], "files outside ButtonRenderNative that import a C library")
    }

    func testNoArrowRunsBackwards() throws {
        let (owner, files) = try scan()
        XCTAssertGreaterThan(owner.count, 100, "the scan found the library's types")
        var found: Set<String> = []
        var violations: [String] = []
        for (folder, file, text) in files where !Self.checkedByTheCompiler.contains(folder) {
            for word in Self.words(in: text).sorted() {
                guard let other = owner[word], other != folder else { continue }
                if Self.allowed[folder, default: []].contains(other) { continue }
                let arrow = "\(folder) -> \(other): \(word)"
                found.insert(arrow)
                if !Self.debts.contains(arrow) { violations.append("\(file) names \(word), declared in \(other)/ (\(folder) may use \(Self.allowed[folder, default: []].sorted().joined(separator: ", ")))") }
            }
        }
        XCTAssertEqual(violations, [], "backward arrows")
        XCTAssertEqual(Self.debts.subtracting(found), [], "debts paid off: remove them from the list")
    }

    /// What a folder adds to a lower folder's type in an extension (`extension BuiltInCatalog`
    /// in Systems/) is that folder's too: a folder below it may not call it by the type's name
    /// (`BuiltInCatalog.specs()`, `ThemeContext(spec:registeredSystem:)`), which the type-name scan above
    /// cannot see. Instance members called on a value are not checked.
    func testNoFolderCallsWhatAHigherFolderAddsToItsTypes() throws {
        let (owner, files) = try scan()
        // (type, folder that extends it, pattern of a call by the type's name)
        var added: [(type: String, folder: String, pattern: String)] = []
        let header = try NSRegularExpression(pattern: #"(?m)^(?:public )?extension (\w+)[^{]*\{"#)
        let member = try NSRegularExpression(pattern: #"(?:static func|static var|static let) (\w+)|\binit\(([^)]*)\)"#)
        let label = try NSRegularExpression(pattern: #"(?:^|,)\s*(\w+)(?:\s+\w+)?\s*:"#)
        for (folder, _, text) in files {
            for match in header.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let typeRange = Range(match.range(at: 1), in: text), let open = Range(match.range, in: text) else { continue }
                let type = String(text[typeRange])
                guard let home = owner[type], home != folder else { continue }
                // The extension's body: to the brace that closes the header's.
                var depth = 1, end = open.upperBound
                while end < text.endIndex, depth > 0 {
                    if text[end] == "{" { depth += 1 } else if text[end] == "}" { depth -= 1 }
                    end = text.index(after: end)
                }
                let body = String(text[open.upperBound..<end])
                for m in member.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    if let r = Range(m.range(at: 1), in: body) {
                        // An overload of a name the type's own folder declares is told apart by
                        // its parameter types, which this text scan cannot see: not checked.
                        let name = String(body[r])
                        let overloads = files.contains { $0.folder == home && $0.text.contains("func \(name)(") }
                        if !overloads { added.append((type, folder, "\\b\(type)\\.\(name)\\b")) }
                    }
                    if let r = Range(m.range(at: 2), in: body) {
                        // An initialiser by its labels, in order: `Type(a: …, b: …)`.
                        let parameters = String(body[r])
                        let labels = label.matches(in: parameters, range: NSRange(parameters.startIndex..., in: parameters)).compactMap {
                            Range($0.range(at: 1), in: parameters).map { String(parameters[$0]) }
                        }
                        guard let first = labels.first, first != "_" else { continue }
                        let rest = labels.dropFirst().map { "[^\\n]*?\\b\($0):" }.joined()
                        added.append((type, folder, "\\b\(type)\\(\\s*\(first):" + rest))
                    }
                }
            }
        }
        XCTAssertTrue(added.contains { $0.type == "BuiltInCatalog" && $0.folder == "Systems" }, "the scan finds Systems' catalog extension")
        XCTAssertTrue(added.contains { $0.pattern.contains("registeredSystem:") }, "the scan finds Systems' ThemeContext initialiser")
        var violations: [String] = []
        var checked = Set<String>()
        for (type, extender, pattern) in added where checked.insert(pattern).inserted {
            let regex = try NSRegularExpression(pattern: pattern)
            for (folder, file, text) in files where folder != extender && !Self.allowed[folder, default: []].contains(extender)
                && !Self.checkedByTheCompiler.contains(folder) {
                if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    violations.append("\(file) calls what \(extender)/ adds to \(type) (\(pattern))")
                }
            }
        }
        XCTAssertEqual(violations, [], "calls into a higher folder's extensions")
    }

    /// The check itself sees through comments and strings, and catches a backward use.
    func testTheScanFindsUsesAndIgnoresCommentsAndStrings() {
        let code = Self.code(of: "let a = Canvas() // GaussianBlur\nlet s = \"SVGNormalizer \\\" quoted\"\n/* PNGEncoder */ let t = \"\"\"\nDecodedImage\n\"\"\"\n")
        XCTAssertEqual(Self.words(in: code), ["Canvas"])
        XCTAssertEqual(Self.declaredTypes(in: "public struct A {}\n  struct Nested {}\n@frozen public enum B {}\nextension C {}"), ["A", "B"])
    }
}
