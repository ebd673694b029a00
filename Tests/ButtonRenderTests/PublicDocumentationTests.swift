import Foundation
import XCTest
import ButtonRenderTestSupport

/// Every public declaration of the package's targets carries a doc comment (`///` or a
/// `/** … */` block right above it, attributes aside), so DocC and Quick Help show what each
/// one is. Members a standard protocol already documents (`init(from:)`, `encode(to:)`,
/// `description`, `hash(into:)`, `==`, coding keys' `stringValue`, …) are exempt.
final class PublicDocumentationTests: XCTestCase {
    /// Declarations whose meaning their protocol gives.
    static let protocolMembers = try! NSRegularExpression(pattern: #"""
        \b(init\(from decoder|func encode\(to encoder|var description: String|var debugDescription: String|func hash\(into|static func ==|static func <|var errorDescription|var id:|func makeIterator|subscript\(position|var startIndex|var endIndex|func index\(after|var stringValue|var intValue|init\?\(stringValue|init\?\(intValue|init\?\(rawValue|init\(rawValue|var rawValue|init\?\(argument)
        """#)
    static let publicDeclaration = try! NSRegularExpression(pattern: #"^(@\w+(\([^)]*\))?\s+)*(public|open)\s+(?!import\b)"#)

    /// `file:line: declaration` for each public declaration in `Sources/` without a doc comment.
    static func undocumented() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        return try files.flatMap { file in
            undocumented(in: try String(contentsOf: file, encoding: .utf8), file: String(file.path.dropFirst(sources.path.count + 1)))
        }
    }

    /// `file:line: declaration` for each public declaration of `text` without a doc comment.
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            let range = NSRange(text.startIndex..., in: text)
            guard publicDeclaration.firstMatch(in: text, range: range) != nil,
                  protocolMembers.firstMatch(in: text, range: range) == nil else { continue }
            var above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
            let previous = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
            if previous.hasPrefix("///") || previous.hasSuffix("*/") { continue }
            found.append("\(file):\(index + 1): \(text)")
        }
        return found
    }

    func testEveryPublicDeclarationHasADocComment() throws {
        let missing = try Self.undocumented()
        XCTAssertEqual(missing, [], "public declarations without a doc comment:\n" + missing.joined(separator: "\n"))
    }

    /// The scan itself: a bare public type and property are found; a documented one (through
    /// its attribute), a protocol's member and a plain comment's neighbour are told apart.
    func testTheScanFindsBareDeclarations() {
        let text = """
            public struct Sample: CustomStringConvertible {
                public var bare: Int
                /// Documented.
                @inlinable
                public var documented: Int { 1 }
                public var description: String { "" }
                // Not a doc comment.
                public func commented() {}
            }
            """
        XCTAssertEqual(Self.undocumented(in: text, file: "Sample.swift"), [
            "Sample.swift:1: public struct Sample: CustomStringConvertible {",
            "Sample.swift:2: public var bare: Int",
            "Sample.swift:8: public func commented() {}",
        ])
    }
}
