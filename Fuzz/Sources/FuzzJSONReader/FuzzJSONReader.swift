@testable import ButtonRender
@testable import ButtonRenderSpecFiles
@testable import ButtonRenderModel

/// libFuzzer's entry point, differential: bytes that are strict JSON are loaded as a JSON spec
/// file (composed by `JSONNodeComposer` where it takes the text) and as a YAML file (composed
/// by Yams); the items, their positions, the positions of fields located through them, or the
/// error (line, column, field and words) must be the same. And the tree a JSON list's buttons
/// are decoded from (`JSONSpecTree`) must exist exactly where the composer's node graph does,
/// and its readers (`ButtonSpecTreeReader`, `JSONSpecTreeDecoding`) each give the node graph's
/// button or none. A difference stops the process with both answers, as a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self), (try? StrictJSON.check(Array(bytes))) != nil else { return 0 }
    let json = outcome(text, file: "fuzz.json"), yaml = outcome(text, file: "fuzz.yaml")
    if json != yaml { fatalError("the JSON reader and Yams differ:\nJSON: \(json)\nYAML: \(yaml)") }
    checkTree(Array(bytes))
    return 0
}

/// The tree of `bytes` exists where the composer's graph does, and each mapping the tree's
/// readers read as a button (the top level, or each item of a top-level list) is the button
/// the node graph gives.
private func checkTree(_ bytes: [UInt8]) {
    let tree = JSONSpecTree.compose(bytes), node = JSONNodeComposer.compose(bytes)
    guard let tree, let node else {
        if (tree == nil) != (node == nil) { fatalError("the tree is \(tree == nil ? "missing" : "made") where the graph is \(node == nil ? "missing" : "made")") }
        return
    }
    /// The readers' buttons of `item`, if any, against the node graph's (`fromNode`).
    func compare(_ item: JSONSpecValue, _ fromNode: () -> ButtonSpec?) {
        let readings = [("tree reader", ButtonSpecTreeReader.spec(from: item)),
                        ("tree decoder", JSONSpecTreeDecoding.decode(ButtonSpec.self, from: item))]
        for case let (reader, fromTree?) in readings {
            guard let expected = fromNode() else { fatalError("the \(reader) read a button the node graph refuses: \(fromTree)") }
            if fromTree != expected { fatalError("the \(reader) and the node graph differ:\ntree: \(fromTree)\nnode: \(expected)") }
        }
    }
    if case .list(let items) = tree, case .sequence(let sequence) = node {
        guard items.count == sequence.count else { fatalError("the tree has \(items.count) items, the graph \(sequence.count)") }
        for (item, itemNode) in zip(items, sequence) { compare(item) { try? SpecLoader.decode(itemNode, file: "fuzz.json", index: nil) } }
    } else {
        compare(tree) { try? SpecLoader.decode(node, file: "fuzz.json", index: nil) }
    }
}

/// Field paths located through each item's source, to compare nested positions.
private let probes: [[String]] = [[], ["title"], ["style"], ["font", "size"], ["shadows", "1", "color"],
                                  ["states", "highlighted", "fill"], ["items", "0", "button", "title"], ["rows", "values", "2"]]

/// What loading `text` as `file` gives, without the file's name.
private func outcome(_ text: String, file: String) -> String {
    do {
        let items = try SheetLoader.load(text: text, file: file)
        return items.map { item -> String in
            let source: SpecSource, what: String
            switch item {
            case .button(let loaded): source = loaded.source; what = "button \(loaded.spec)"
            case .sheet(let loaded): source = loaded.source; what = "sheet \(loaded.sheet)"
            }
            let located = probes.map { path -> String in
                let error = source.locate(FieldError(path, .described("probe")))
                return "\(error.line ?? 0):\(error.column ?? 0)"
            }
            return "\(what) at \(String(describing: source.position)) fields \(located)"
        }.joined(separator: "\n")
    } catch let error as SpecError {
        return "error \(error.line ?? 0):\(error.column ?? 0) \(error.field ?? "-") \(error.problem)"
    } catch {
        return "other error \(error)"
    }
}
