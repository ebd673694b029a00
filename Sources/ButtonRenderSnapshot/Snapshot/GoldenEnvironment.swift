import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderPipeline
import Foundation
import ButtonRenderSupport

/// Where a folder's goldens came from: ButtonRender's version, the native libraries' versions
/// (`LibraryVersions.libraries`), a digest of each font file the renderer registers
/// (`FontRegistry.defaultFonts`, by file name) and the platform (operating system, its
/// version, the machine's architecture). Every recording (`render-cli record`, `verify
/// --update`, a recording `assertSnapshot`) writes it as `buttonrender-environment.json` in
/// the folder that holds the goldens, beside them, when it differs from what is there; a
/// failing check compares it with the running environment and names what differs.
///
/// The file is visible, not a dot file, so that it is committed and reviewed with the goldens
/// it describes (and the atomic writer refuses names that start with a dot). One manifest per
/// folder of goldens: it says where the folder was last recorded.
///
/// Font digests are `ContentHash` (128 bits, documented in `Support/Files/ContentHash.swift`: stable
/// across processes, machines and Swift versions), not SHA-256: the library depends on no
/// cryptography package, and the manifest only has to tell whether a font file is the same
/// file, not resist someone forging one.
package struct GoldenEnvironment: Codable, Equatable, Sendable {
    /// The manifest's file name in a folder of goldens.
    package static let fileName = "buttonrender-environment.json"
    /// The largest manifest read (a real one is about 3 KB).
    static let maximumFileSize = 1 << 20

    /// The operating system and machine.
    package struct Platform: Codable, Equatable, Sendable {
        /// The system's id: `debian`, `ubuntu` (`ID` of `/etc/os-release`), `macos`.
        package var os: String
        /// Its version: `12` (`VERSION_ID`), `14.5`.
        package var version: String
        /// The machine's architecture: `x86_64`, `aarch64`, `arm64`.
        package var architecture: String

        /// A platform from its parts.
        package init(os: String, version: String, architecture: String) {
            self.os = os; self.version = version; self.architecture = architecture
        }

        /// "debian 12 x86_64".
        package var summary: String { [os, version, architecture].filter { !$0.isEmpty }.joined(separator: " ") }
    }

    /// ButtonRender's version.
    package var buttonRender: String
    /// Library name → version.
    package var libraries: [String: String]
    /// Font file name → digest of its bytes (32 hexadecimal digits), or `missing`.
    package var fonts: [String: String]
    /// Where it runs.
    package var platform: Platform

    /// An environment from its parts (tests build recorded ones this way).
    package init(buttonRender: String, libraries: [String: String], fonts: [String: String], platform: Platform) {
        self.buttonRender = buttonRender; self.libraries = libraries; self.fonts = fonts; self.platform = platform
    }

    /// This process's environment, computed once (the font files are read once).
    package static let current = GoldenEnvironment(
        buttonRender: LibraryVersions.buttonRender,
        libraries: Dictionary(LibraryVersions.libraries.map { ($0.name, $0.version) }, uniquingKeysWith: { first, _ in first }),
        fonts: fontDigests(FontRegistry.defaultFonts),
        platform: currentPlatform())

    /// Each font file's digest by its file name (`missing` for one that cannot be read, which
    /// the font registry itself reports when it loads the fonts).
    static func fontDigests(_ fonts: [FontFile]) -> [String: String] {
        var digests: [String: String] = [:]
        for font in fonts {
            let name = URL(fileURLWithPath: font.path).lastPathComponent
            digests[name] = FileIdentity.contents(font.path).map { ContentHash(of: $0).description } ?? "missing"
        }
        return digests
    }

    /// The running system: `/etc/os-release`'s `ID` and `VERSION_ID` on Linux, the
    /// `operatingSystemVersion` on macOS; `uname`'s machine.
    static func currentPlatform() -> Platform {
        var info = utsname()
        let machine = uname(&info) == 0
            ? withUnsafeBytes(of: &info.machine) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) } : ""
        #if os(macOS)
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return Platform(os: "macos", version: "\(v.majorVersion).\(v.minorVersion)", architecture: machine)
        #else
        var fields: [String: String] = [:]
        let text = FileIdentity.contents("/etc/os-release").map { String(decoding: $0, as: UTF8.self) } ?? ""
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...]).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return Platform(os: fields["ID"] ?? SnapshotStore.platformFolderName, version: fields["VERSION_ID"] ?? "", architecture: machine)
        #endif
    }

    /// The manifest's bytes: pretty JSON with sorted keys and a final newline, the same bytes
    /// for the same environment in every process.
    package func jsonBytes() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// The manifest in `folder`: nil when there is none; an error naming the file and why
    /// when it cannot be read or is not a manifest.
    package static func recorded(in folder: URL) throws -> GoldenEnvironment? {
        let path = folder.appendingPathComponent(fileName).path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let bytes = try InputFile.readBytes(path, maximumSize: maximumFileSize, kind: "environment manifest")
            return try JSONDecoder().decode(GoldenEnvironment.self, from: Data(bytes))
        } catch let problem as InputFile.Problem {
            throw SnapshotError.environmentManifestUnreadable(path: path, reason: problem.message)
        } catch let error as DecodingError {
            throw SnapshotError.environmentManifestUnreadable(path: path, reason: "is not an environment manifest: \(Self.describe(error))")
        } catch {
            throw SnapshotError.environmentManifestUnreadable(path: path, reason: "is not an environment manifest: \(error)")
        }
    }

    /// A decoding error in words: which key is missing or has the wrong type, or that the
    /// text is not JSON.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.isEmpty ? "the document" : "'" + keys.map(\.stringValue).joined(separator: ".") + "'" }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context): return context.codingPath.isEmpty ? "it is not JSON" : "\(path(context.codingPath)) is not valid"
        @unknown default: return "\(error)"
        }
    }

    /// The bytes to write to `folder`'s manifest, or nil when it already holds them.
    package func bytesToRecord(in folder: URL) throws -> [UInt8]? {
        let bytes = try jsonBytes()
        let existing = FileIdentity.contents(folder.appendingPathComponent(Self.fileName).path)
        return existing == bytes ? nil : bytes
    }

    /// Writes this environment as `folder`'s manifest (atomically) when it differs from the
    /// one there; true when it wrote.
    @discardableResult
    package func record(in folder: URL) throws -> Bool {
        guard let bytes = try bytesToRecord(in: folder) else { return false }
        try OutputWriter(directory: folder.path).write(bytes, to: Self.fileName)
        return true
    }

    /// What differs from `recorded`, one phrase each ("recorded with pango 1.51.0, this is
    /// 1.50.12", "font Roboto-Regular.ttf differs"), in a fixed order; empty when nothing does.
    /// At most `fontLimit` fonts are named, then how many more differ.
    package func differences(from recorded: GoldenEnvironment, fontLimit: Int = 5) -> [String] {
        // The recorded manifest is a committed file: what it says is quoted escaped and cut.
        let q = Self.quoted
        var found: [String] = []
        if recorded.platform != platform { found.append("recorded on \(q(recorded.platform.summary)), this is \(q(platform.summary))") }
        if recorded.buttonRender != buttonRender { found.append("recorded with ButtonRender \(q(recorded.buttonRender)), this is \(q(buttonRender))") }
        for name in Set(recorded.libraries.keys).union(libraries.keys).sorted() {
            switch (recorded.libraries[name], libraries[name]) {
            case let (then?, now?) where then != now: found.append("recorded with \(q(name)) \(q(then)), this is \(q(now))")
            case let (then?, nil): found.append("recorded with \(q(name)) \(q(then)), which this build does not load")
            default: break
            }
        }
        var fontChanges: [String] = []
        for name in Set(recorded.fonts.keys).union(fonts.keys).sorted() {
            switch (recorded.fonts[name], fonts[name]) {
            case let (then?, now?) where then != now: fontChanges.append("font \(q(name)) differs")
            case (_?, nil): fontChanges.append("font \(q(name)) was registered then, not now")
            case (nil, _?): fontChanges.append("font \(q(name)) is registered now, not then")
            default: break
            }
        }
        found += fontChanges.prefix(fontLimit)
        if fontChanges.count > fontLimit { found.append("\(fontChanges.count - fontLimit) more fonts differ") }
        return found
    }

    /// The most characters of a manifest's value a message quotes.
    package static let quotedLength = 80

    /// `text` as a message quotes a manifest's value: control characters escaped (`\u{1B}`),
    /// cut to `quotedLength` characters with `…`.
    package static func quoted(_ text: String) -> String {
        let cut = text.count > quotedLength ? String(text.prefix(quotedLength)) + "…" : text
        return ControlCharacterEscaping.escaped(cut)
    }

    /// A clause for a recording's message when it replaces `folder`'s manifest of another
    /// environment: "; it replaces buttonrender-environment.json, which said: recorded with …"
    /// (the folder's other goldens may still come from there). Empty when there is no
    /// manifest, it matches, or it cannot be read.
    package static func replacementNote(in folder: URL) -> String {
        guard let old = try? recorded(in: folder) else { return "" }
        let differences = current.differences(from: old)
        return differences.isEmpty ? "" : "; it replaces \(fileName), which said: " + differences.joined(separator: "; ")
            + " (the folder's other goldens may still come from there)"
    }

    /// A sentence for a failing check of the goldens in `folder` when they were recorded in
    /// another environment: what differs, and where to record. nil when the folder has no
    /// manifest or this environment matches it. A manifest that cannot be read is named.
    package static func mismatchNote(forGoldensIn folder: URL) -> String? {
        let recorded: GoldenEnvironment?
        do { recorded = try Self.recorded(in: folder) } catch { return "The goldens' environment is unknown: \(error)." }
        guard let recorded else { return nil }
        let differences = current.differences(from: recorded)
        guard !differences.isEmpty else { return nil }
        return "These goldens come from another environment (\(folder.appendingPathComponent(fileName).path)): "
            + differences.joined(separator: "; ")
            + ". The images may differ for that alone: record goldens in the environment that checks them"
            + " (docs/ci.md, \"Where goldens come from\": one pinned image for CI and recording, or a folder per platform)."
    }
}
