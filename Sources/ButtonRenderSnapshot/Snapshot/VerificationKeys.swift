import ButtonRenderModel
import ButtonRenderSpecFiles
import Foundation
import ButtonRenderSupport

/// The verification cache's key of one spec item: a digest of everything its verdict depends
/// on besides its goldens' bytes (which the cache checks on every run). That is the run's
/// `VerificationEnvironment` digest; what the run checks (formats and scales, tolerance,
/// snapshots folder and suite), as the caller words it in `context`; the item's kind and its
/// spec as `SortedJSONEncoder` writes it (every field, keys sorted; relative paths were made
/// absolute when the spec was loaded); and the bytes of every file it refers to
/// (`PathPolicy`'s reference list: icons, theme files, background images, and for a system file
/// every file it depends on, as the caller lists them). An item whose theme
/// file is a resolver document has no key: such a file can name further files that the
/// reference list does not show, so the item is always drawn. Not safe to share between
/// threads.
package final class VerificationKeys {
    private let environment: ContentHash
    private let context: String
    /// Every file a system file depends on (itself, its tokens, its fonts), or nil when it
    /// cannot tell: such an item is always drawn.
    private let systemFiles: ((String) -> [String]?)?
    /// Referenced files already read this run, by path (nil: the item cannot be cached).
    private var files: [String: ContentHash?] = [:]

    /// Keys for a run whose environment digest is `environment` and whose options are
    /// described by `context` (every option that changes a verdict). `systemFiles` lists the
    /// files a spec's system file depends on (the caller reads it: `SystemFiles`); without it
    /// an item naming a system file is always drawn.
    package init(environment: ContentHash, context: String, systemFiles: ((String) -> [String]?)? = nil) {
        self.environment = environment
        self.context = context
        self.systemFiles = systemFiles
    }

    /// A key for a whole run's list of items that depends on nothing but this run's
    /// environment and options and `label` (for the built-in catalog, which is made by this
    /// binary from its bundled themes alone: `catalog` and the `--system` picked).
    package func runKey(_ label: String) -> ContentHash {
        var hasher = ContentHasher()
        hasher.combine(environment)
        hasher.combine(context)
        hasher.combine("run")
        hasher.combine(label)
        return hasher.finalize()
    }

    /// The key of `item`, or nil when it must always be drawn.
    package func key(for item: SpecItem) -> ContentHash? {
        var hasher = ContentHasher()
        hasher.combine(environment)
        hasher.combine(context)
        let references: [(field: [String], path: String)]
        do {
            switch item {
            case .button(let loaded):
                hasher.combine("button")
                hasher.combine(try SortedJSONEncoder().encode(loaded.spec))
                references = PathPolicy.references(in: loaded.spec)
            case .sheet(let loaded):
                hasher.combine("sheet")
                hasher.combine(try SortedJSONEncoder().encode(loaded.sheet))
                references = PathPolicy.references(in: loaded.sheet)
            }
        } catch {
            return nil
        }
        for reference in references {
            let path = PathPolicy.resolved(reference.path)
            if reference.field.last == "system" {
                // A system file names its tokens and fonts: every one of them is part of the key.
                guard let files = systemFiles?(path) else { return nil }
                hasher.combine(reference.field.joined(separator: "."))
                for file in files {
                    guard let digest = fileDigest(file, isTheme: false) else { return nil }
                    hasher.combine(file)
                    hasher.combine(digest)
                }
                continue
            }
            guard let digest = fileDigest(path, isTheme: !ImageFileReference.names(path)) else { return nil }
            hasher.combine(reference.field.joined(separator: "."))
            hasher.combine(path)
            hasher.combine(digest)
        }
        return hasher.finalize()
    }

    /// The digest of the file at `path`, read once per run; nil when it cannot be read or is a
    /// theme file that may name other files.
    private func fileDigest(_ path: String, isTheme: Bool) -> ContentHash? {
        if let known = files[path] { return known }
        var digest: ContentHash?
        if let bytes = FileIdentity.contents(path) {
            digest = isTheme && !Self.isPlainTokensFile(bytes) ? nil : ContentHash(of: bytes)
        }
        files[path] = digest
        return digest
    }

    /// Whether `bytes` is a JSON object without `resolutionOrder`: a tokens file, which names
    /// no other file (a resolver document, or anything unreadable, is not).
    private static func isPlainTokensFile(_ bytes: [UInt8]) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return false }
        return object["resolutionOrder"] == nil
    }
}
