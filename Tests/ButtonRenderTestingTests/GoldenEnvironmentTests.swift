@testable import ButtonRender
@testable import ButtonRenderSnapshot
import ButtonRenderTesting
import Foundation
import Testing

/// Goldens know where they came from: a recording `assertSnapshot` writes the folder's
/// `buttonrender-environment.json` (library versions, font digests, platform), a failing check
/// names what differs from it, and a folder's `linux`/`macos` subfolder is used when it exists.
@Suite(.offCI) struct GoldenEnvironmentTests {
    static let save = ButtonSpec(style: .contained, title: "Save", width: 120, cornerRadius: 6, fill: "#6200EE")

    /// A fresh scratch folder.
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("golden-environment-\(UUID().uuidString)")
    }

    /// Records `save` as `probe.png` in `folder` (reported as a recording, so a known issue).
    static func recordProbe(in folder: URL) {
        withKnownIssue("a new golden is reported") {
            _ = assertSnapshot(of: save, as: .png, named: "probe", record: .missing, snapshotDirectory: folder.path)
        }
    }

    /// The message of a failing check of a changed button against `probe.png` in `folder`.
    static func failingMessage(in folder: URL, artifacts: URL) throws -> String {
        var changed = save
        changed.title = "Saved"
        var outcome: SnapshotOutcome?
        withKnownIssue("the button changed") {
            outcome = assertSnapshot(of: changed, as: .png, named: "probe", record: .never, snapshotDirectory: folder.path,
                                     artifactsDirectory: artifacts.path)
        }
        #expect(outcome?.status == .failed)
        return try #require(outcome?.message)
    }

    @Test func libraryVersionsNameEveryDrawingAndCodecLibrary() {
        let names = LibraryVersions.libraries.map(\.name)
        #expect(names == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "librsvg", "zlib", "libspng", "libdeflate"])
        for library in LibraryVersions.libraries {
            let parts = library.version.split(separator: ".")
            #expect(parts.count >= 2 && parts.allSatisfy { Int($0) != nil }, "\(library.name) \(library.version)")
            #expect(LibraryVersions.summary.contains("\(library.name) \(library.version)"))
        }
        // Versions read from the libraries, not left at zero: FreeType 2, librsvg 2, HarfBuzz ≥ 2.
        let versions = Dictionary(uniqueKeysWithValues: LibraryVersions.libraries.map { ($0.name, $0.version) })
        #expect(versions["freetype"]?.hasPrefix("2.") == true)
        #expect(versions["librsvg"]?.hasPrefix("2.") == true)
        #expect((versions["harfbuzz"]?.split(separator: ".").first.flatMap { Int($0) } ?? 0) >= 2)
    }

    @Test func recordingWritesTheManifestOnceAndDeterministically() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.recordProbe(in: folder)
        let manifest = folder.appendingPathComponent(GoldenEnvironment.fileName)
        let bytes = try Data(contentsOf: manifest)
        let written = try JSONDecoder().decode(GoldenEnvironment.self, from: bytes)
        #expect(written == GoldenEnvironment.current)
        #expect(Array(bytes) == (try GoldenEnvironment.current.jsonBytes()))

        // Every registered font, by file name, with a digest of its bytes (a real file's).
        #expect(written.fonts.count == FontRegistry.defaultFonts.count)
        let roboto = try #require(FontRegistry.defaultFonts.first { $0.path.hasSuffix("/Roboto-Regular.ttf") })
        #expect(written.fonts["Roboto-Regular.ttf"] == ContentHash(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: roboto.path)))).description)
        #expect(Set(written.libraries.keys) == Set(LibraryVersions.libraries.map(\.name)))
        #expect(!written.platform.os.isEmpty && !written.platform.architecture.isEmpty)

        // Sorted keys: each key of an object comes after the one before it.
        let text = String(decoding: bytes, as: UTF8.self)
        let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(topKeys == ["buttonRender", "fonts", "libraries", "platform"])

        // Written only when it changes: another recording in the same environment leaves the
        // file (its inode and time) alone.
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: manifest.path)
        let inode = try FileManager.default.attributesOfItem(atPath: manifest.path)[.systemFileNumber] as? Int
        withKnownIssue {
            _ = assertSnapshot(of: Self.save, as: .svg, named: "second", record: .missing, snapshotDirectory: folder.path)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: manifest.path)
        #expect(attributes[.modificationDate] as? Date == old)
        #expect(attributes[.systemFileNumber] as? Int == inode)
    }

    @Test func failureNamesWhatDiffersFromTheRecordingEnvironment() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("goldens"), artifacts = root.appendingPathComponent("artifacts")
        Self.recordProbe(in: folder)

        // Same environment: the failure says nothing about it.
        let same = try Self.failingMessage(in: folder, artifacts: artifacts)
        #expect(!same.contains("another environment"), "\(same)")

        // Recorded elsewhere: an older Pango, another Roboto, another system.
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["pango"] = "1.51.0"
        elsewhere.fonts["Roboto-Regular.ttf"] = String(repeating: "0", count: 32)
        elsewhere.platform = .init(os: "macos", version: "14.5", architecture: "arm64")
        try Data(try elsewhere.jsonBytes()).write(to: folder.appendingPathComponent(GoldenEnvironment.fileName))
        let message = try Self.failingMessage(in: folder, artifacts: artifacts)
        let pango = try #require(GoldenEnvironment.current.libraries["pango"])
        #expect(message.contains("recorded with pango 1.51.0, this is \(pango)"), "\(message)")
        #expect(message.contains("font Roboto-Regular.ttf differs"), "\(message)")
        #expect(message.contains("recorded on macos 14.5 arm64, this is \(GoldenEnvironment.current.platform.summary)"), "\(message)")
        #expect(message.contains("Where goldens come from"), "\(message)")
        #expect(!message.contains("recorded with cairo"), "only what differs is named")

        // A manifest that is not one is named, not ignored.
        try Data("{\"fonts\": 3}".utf8).write(to: folder.appendingPathComponent(GoldenEnvironment.fileName))
        let broken = try Self.failingMessage(in: folder, artifacts: artifacts)
        #expect(broken.contains("environment manifest \(folder.appendingPathComponent(GoldenEnvironment.fileName).path) is not an environment manifest: 'buttonRender' is missing."), "\(broken)")

        // A text golden (`.layout`) in the same folder says the same.
        withKnownIssue { _ = assertSnapshot(of: Self.save, as: .layout, named: "probe", record: .missing, snapshotDirectory: folder.path) }
        try Data(try elsewhere.jsonBytes()).write(to: folder.appendingPathComponent(GoldenEnvironment.fileName))
        var taller = Self.save
        taller.height = 48
        var layoutOutcome: SnapshotOutcome?
        withKnownIssue {
            layoutOutcome = assertSnapshot(of: taller, as: .layout, named: "probe", record: .never, snapshotDirectory: folder.path,
                                           artifactsDirectory: artifacts.path)
        }
        #expect(layoutOutcome?.message.contains("recorded with pango 1.51.0, this is \(pango)") == true, "\(layoutOutcome?.message ?? "")")

        // Recording over a manifest of another environment says what it replaces.
        try Data(try elsewhere.jsonBytes()).write(to: folder.appendingPathComponent(GoldenEnvironment.fileName))
        var recorded: SnapshotOutcome?
        withKnownIssue { recorded = assertSnapshot(of: Self.save, as: .png, named: "other", record: .missing, snapshotDirectory: folder.path) }
        #expect(recorded?.message.contains("it replaces \(GoldenEnvironment.fileName), which said: recorded on macos 14.5 arm64") == true, "\(recorded?.message ?? "")")
        #expect(try GoldenEnvironment.recorded(in: folder) == GoldenEnvironment.current)

        // No manifest: nothing extra.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(GoldenEnvironment.fileName))
        let none = try Self.failingMessage(in: folder, artifacts: artifacts)
        #expect(!none.contains("another environment") && !none.contains("environment manifest"), "\(none)")
    }

    @Test func differencesListFontsUpToALimit() {
        var recorded = GoldenEnvironment.current
        for name in recorded.fonts.keys { recorded.fonts[name] = "changed" }
        recorded.fonts["Gone.ttf"] = "x"
        let found = GoldenEnvironment.current.differences(from: recorded, fontLimit: 3)
        #expect(found.count == 4)
        #expect(found.last == "\(GoldenEnvironment.current.fonts.count + 1 - 3) more fonts differ")
        #expect(GoldenEnvironment.current.differences(from: GoldenEnvironment.current).isEmpty)
        var noGone = GoldenEnvironment.current
        noGone.fonts["Gone.ttf"] = "x"
        #expect(GoldenEnvironment.current.differences(from: noGone) == ["font Gone.ttf was registered then, not now"])
    }

    @Test func aPlatformSubfolderHoldsTheGoldensWhenItExists() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let platform = folder.appendingPathComponent(SnapshotStore.platformFolderName)
        try FileManager.default.createDirectory(at: platform, withIntermediateDirectories: true)
        Self.recordProbe(in: folder)
        #expect(FileManager.default.fileExists(atPath: platform.appendingPathComponent("probe.png").path))
        #expect(FileManager.default.fileExists(atPath: platform.appendingPathComponent(GoldenEnvironment.fileName).path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("probe.png").path))
        #expect(assertSnapshot(of: Self.save, as: .png, named: "probe", record: .never, snapshotDirectory: folder.path)?.status == .passed)

        // Another platform's folder is not this one's: a folder with only `windows` (or
        // `macos` on Linux) keeps its goldens flat.
        let other = Self.scratch()
        defer { try? FileManager.default.removeItem(at: other) }
        try FileManager.default.createDirectory(at: other.appendingPathComponent(SnapshotStore.platformFolderName == "linux" ? "macos" : "linux"),
                                                withIntermediateDirectories: true)
        Self.recordProbe(in: other)
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("probe.png").path))
    }

    @Test func serveApprovesIntoThePlatformSubfolderAndRecordsTheEnvironment() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("a.yaml")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("- {name: save, style: contained, title: Save}\n".utf8).write(to: spec)
        let platform = root.appendingPathComponent("snaps/\(SnapshotStore.platformFolderName)")
        try FileManager.default.createDirectory(at: platform, withIntermediateDirectories: true)
        let session = try PreviewSession(specFiles: [spec.path], snapshots: root.appendingPathComponent("snaps").path)
        #expect(session.galleryData(title: "t").live?.snapshots == platform.path)
        let url = try session.approve("save")
        #expect(url.deletingLastPathComponent().path == platform.path)
        #expect(try GoldenEnvironment.recorded(in: platform) == GoldenEnvironment.current)
        #expect(session.golden(of: "save")?.status == .passed)
    }
}
