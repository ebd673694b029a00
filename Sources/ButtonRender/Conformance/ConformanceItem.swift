import Foundation
import Yams
import ButtonRenderSupport

/// One button to check against its shipped picture (`render-cli conform`): an ordinary spec
/// (naming its system, style, size, state, appearance and title) and the picture of the button
/// the team ships, with its pixel scale.
public struct ConformanceItem: Sendable {
    /// The button as the system file draws it.
    public var spec: ButtonSpec
    /// The PNG of the shipped button (absolute, or relative to the list's folder when read
    /// from a list), with or without a margin, on any page colour.
    public var shipped: String
    /// Device pixels per point of the shipped picture (default 1).
    public var shippedScale: Int

    /// An item of `spec` against the picture at `shipped`.
    public init(spec: ButtonSpec, shipped: String, shippedScale: Int = 1) {
        self.spec = spec; self.shipped = shipped; self.shippedScale = shippedScale
    }

    /// The most items one list may hold.
    public static let maximumCount = 1_000
    /// The largest shipped picture read, in bytes.
    public static let maximumImageSize = 32 << 20
    /// The largest shipped picture measured, in pixels a side: a button and its margin.
    public static let maximumImageSide = 4_096

    /// The items of the JSON or YAML list at `path`: every element a button spec with
    /// `shipped: PATH` and optionally `shippedScale: N` (1 to 4). A relative picture or system
    /// file is relative to the list's folder. Errors are located at their line and column.
    public static func load(file path: String) throws -> [ConformanceItem] {
        let text: String
        do { text = try InputFile.readText(path, maximumSize: SpecLoader.maximumFileSize, kind: "conform list", missing: "no such file") } catch {
            throw SpecError(file: path, line: error.line, column: error.column, .unreadableFile(error))
        }
        let folder = (PathPolicy.resolved(path) as NSString).deletingLastPathComponent
        guard let root = try SpecDocument.compose(text, file: path) else { throw SpecError(file: path, line: 1, column: 1, .emptySpecFile) }
        let nodes: [Node]
        switch root {
        case .sequence(let sequence): nodes = Array(sequence)
        case .mapping: nodes = [root]
        default: throw SpecError(file: path, line: root.mark?.line, column: root.mark?.column, .described("a conform list is a list of buttons, each with shipped: PATH"))
        }
        guard !nodes.isEmpty else { throw SpecError(file: path, line: root.mark?.line, column: root.mark?.column, .emptyList) }
        guard nodes.count <= maximumCount else {
            throw SpecError(file: path, line: root.mark?.line, column: root.mark?.column, .tooManyButtons(count: nodes.count, limit: maximumCount))
        }
        return try nodes.enumerated().map { index, node in
            guard case .mapping(let mapping) = node else {
                throw SpecError(file: path, line: node.mark?.line, column: node.mark?.column, field: "[\(index)]", .described("each item is a button spec with shipped: PATH"))
            }
            var shipped: String?, scale = 1
            var rest: [(Node, Node)] = []
            for (key, value) in mapping {
                switch key.string {
                case "shipped":
                    guard let text = value.string, !text.isEmpty else {
                        throw SpecError(file: path, line: value.mark?.line, column: value.mark?.column, field: "[\(index)].shipped", .described("the path of a PNG of the shipped button"))
                    }
                    shipped = text.hasPrefix("/") ? text : (folder as NSString).appendingPathComponent(text)
                case "shippedScale":
                    guard let n = value.int, (1...4).contains(n) else {
                        throw SpecError(file: path, line: value.mark?.line, column: value.mark?.column, field: "[\(index)].shippedScale", .described("a whole number from 1 to 4"))
                    }
                    scale = n
                default: rest.append((key, value))
                }
            }
            guard let shipped else {
                throw SpecError(file: path, line: node.mark?.line, column: node.mark?.column, field: "[\(index)]", .missingField("shipped"))
            }
            var spec = try SpecLoader.decode(.mapping(Node.Mapping(rest)), file: path, index: index)
            if spec.name == nil { spec.name = "button-\(index + 1)" }
            if let system = spec.system, system.isFile, !system.rawValue.hasPrefix("/") {
                spec.system = ButtonSystem(registering: ((folder as NSString).appendingPathComponent(system.rawValue) as NSString).standardizingPath)
            }
            return ConformanceItem(spec: spec, shipped: shipped, shippedScale: scale)
        }
    }
}
