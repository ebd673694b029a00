import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderTokens
import Foundation
import ButtonRenderSupport

/// The design systems read from files in this process, by the file's absolute path and by the
/// system's name: what a spec's `system: acme.system.yaml` resolves with (and `system: acme`,
/// once that file is read, while no other file read is named `acme` too). Two files of one
/// name are told apart by their paths; the stages after resolve read a button's system from
/// the button (`SystemFacts`), never from here. Each
/// file is read once; `reloadChanged()` reads the files of any system whose file, tokens or
/// fonts changed (the live preview calls it).
package final class SystemFiles: Sendable {
    /// The process's systems read from files.
    package static let shared = SystemFiles()

    /// A class, so that looking one up (for every button that names the file) copies a
    /// reference, not the system and its file list.
    private final class Entry: Sendable {
        let system: DesignSystem
        let paths: PathPolicy
        /// Every file the system read, with its identity when read.
        let files: [(path: String, identity: String)]
        /// A digest of those identities: one reading of the files.
        let version: String

        init(system: DesignSystem, paths: PathPolicy, files: [(path: String, identity: String)], version: String) {
            self.system = system; self.paths = paths; self.files = files; self.version = version
        }
    }

    /// What the registry knows, reached only through `state.withLock`.
    private struct State {
        var byPath: [String: Entry] = [:]
        /// The files a system file that failed to load names (itself, its tokens and fonts, as
        /// far as it could be read), by its absolute path: a preview watches them, so repairing
        /// a font brings the system back without touching the system file.
        var failed: [String: [String]] = [:]
        /// The absolute paths of the files read, by their systems' names (two when two files
        /// share a name: then only their paths name them).
        var pathsByName: [String: [String]] = [:]
        /// The absolute path each path a caller gave resolved to (resolving a path follows
        /// symbolic links, several system calls: a spec's path is looked up once).
        var absoluteByGiven: [String: String] = [:]
    }

    private let state = Locked(State())

    /// The system the file at `path` defines: read, checked and registered on first use (again
    /// when `reload`), then kept. Its token and font files obey `paths` relative to its folder.
    /// Errors are `SystemFileError`s, every problem at its line and column.
    package func load(_ path: String, paths: PathPolicy = .insideSpecFolder, reload: Bool = false) throws -> DesignSystem {
        if !reload, paths == .insideSpecFolder,
           let system = state.withLock({ state in state.absoluteByGiven[path].flatMap { state.byPath[$0]?.system } }) {
            return system
        }
        let absolute = PathPolicy.resolved(path)
        if !reload, let system = state.withLock({ state -> DesignSystem? in
            guard let entry = state.byPath[absolute], entry.paths == paths || paths == .insideSpecFolder else { return nil }
            return entry.system
        }) {
            return system
        }
        let (system, files, version): (DesignSystem, [(path: String, identity: String)], String)
        do { (system, files, version) = try read(path, absolute: absolute, paths: paths) } catch {
            let definition = try? SystemFileReader.read(file: path, paths: paths)
            var named = [absolute] + (definition?.fonts.map(\.path) ?? [])
            if case .file(let tokens)? = definition?.tokens { named.append(tokens) }
            state.withLock { state in
                if state.failed.count > 1_000 { state.failed.removeAll() }
                state.failed[absolute] = named
            }
            throw error
        }
        let entry = Entry(system: system, paths: paths, files: files, version: version)
        state.withLock { state in
            state.failed[absolute] = nil
            state.byPath[absolute] = entry
            if state.absoluteByGiven.count > 10_000 { state.absoluteByGiven.removeAll() }
            state.absoluteByGiven[path] = absolute
            if !(state.pathsByName[system.id.rawValue]?.contains(absolute) ?? false) {
                state.pathsByName[system.id.rawValue, default: []].append(absolute)
            }
        }
        return system
    }

    /// The loaded system named `name`, or nil; an error naming the files when two files read
    /// are named so (a spec then names one by its path).
    func named(_ name: String) throws -> DesignSystem? {
        let found = state.withLock { state in
            (state.pathsByName[name] ?? []).compactMap { path in state.byPath[path].map { (path: path, system: $0.system) } }
        }
        if found.count > 1 {
            throw FieldError(["system"], .described("two system files read are named '\(name)' (\(found.map(\.path).sorted().joined(separator: ", "))): name the one to draw by its path"))
        }
        return found.first?.system
    }

    /// Forgets every system read: the next use of a file reads it again. An invocation of the
    /// command-line tool in a process that ran others starts this way, as a process of its own
    /// would.
    package func forgetAll() { state.withLock { $0 = State() } }

    /// The systems read from files so far, in the order of their files' paths.
    package func loadedSystems() -> [DesignSystem] {
        state.withLock { $0.byPath.sorted { $0.key < $1.key }.map { $0.value.system } }
    }

    /// Every file the system read from `path` depends on (the system file, its token files,
    /// its fonts), or nil when no such system is loaded.
    package func files(of path: String) -> [String]? {
        let absolute = PathPolicy.resolved(path)
        return state.withLock { $0.byPath[absolute]?.files.map(\.path) }
    }

    /// Every file the system files that failed to load name (each failed file, its tokens and
    /// fonts), for a preview to watch.
    package func filesOfFailedSystems() -> [String] {
        state.withLock { state in state.failed.keys.sorted().flatMap { state.failed[$0] ?? [] } }
    }

    /// A digest of the identities (device, inode, size, times) of every file the system read
    /// from `path` depends on, as they were when it was read; nil when it is not loaded.
    package func version(of path: String) -> String? {
        let absolute = PathPolicy.resolved(path)
        return state.withLock { $0.byPath[absolute]?.version }
    }

    /// Reads again every loaded system whose files changed since they were read; returns the
    /// system files read again (a file that now fails is dropped, and its error is thrown again
    /// by the next `load`).
    @discardableResult
    package func reloadChanged() -> [String] {
        let entries = state.withLock { $0.byPath }
        var changed: [String] = []
        for (path, entry) in entries where entry.files.contains(where: { FileIdentity.of($0.path) != $0.identity }) {
            changed.append(path)
            state.withLock { state in
                state.byPath[path] = nil
                state.pathsByName[entry.system.id.rawValue]?.removeAll { $0 == path }
            }
            _ = try? load(path, paths: entry.paths)
        }
        return changed.sorted()
    }

    /// Reads the file, its fonts and its tokens.
    private func read(_ path: String, absolute: String, paths: PathPolicy) throws -> (DesignSystem, [(path: String, identity: String)], String) {
        var definition = try SystemFileReader.read(file: path, paths: paths)
        if DesignSystems.named(definition.name) != nil {
            throw SystemFileError([SpecError(file: path, line: definition.nameLine, column: definition.nameColumn, field: "name",
                                             .described("'\(definition.name)' is a built-in system's name; give this system a name of its own"))])
        }
        var problems: [SpecError] = []
        for (i, font) in definition.fonts.enumerated() {
            do {
                let families = try FontFileFamilies.of(font.path)
                if let declared = font.family, !families.contains(declared) {
                    problems.append(SpecError(file: path, line: font.line, column: font.column, field: "fonts[\(i)].family",
                                              .described("\(font.path) holds \(families.joined(separator: ", ")), not '\(declared)'")))
                } else {
                    definition.fonts[i].family = font.family ?? families.first
                }
            } catch {
                problems.append(SpecError(file: path, line: font.line, column: font.column, field: "fonts[\(i)]",
                                          .described("\(font.path) is not a font file FreeType can read whole (damaged or cut short?)")))
            }
        }
        // Sheets label their rows and columns in a built-in family (the first of these the
        // registry holds); a name none holds would be skipped, so it is an error.
        let builtIn = FontRegistry.defaultFonts.map(\.family)
        for family in definition.sheetLabelFamilies where !builtIn.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
            problems.append(SpecError(file: path, line: definition.sheetFontsLine, column: definition.sheetFontsColumn, field: "sheetFonts",
                                      .described("'\(family)' is not a family sheets can label with; built-in families: \(Array(Set(builtIn)).sorted().joined(separator: ", "))")))
        }
        var files: [String] = [absolute] + definition.fonts.map(\.path)
        if case .file(let tokensPath) = definition.tokens {
            do {
                let tokens = try BuiltInThemes.userTheme(file: tokensPath, modes: definition.modes)
                files += [tokensPath] + tokens.sources
            } catch let error as TokenError {
                problems.append(SpecError(file: error.file ?? tokensPath, line: error.line, column: error.column, field: nil,
                                          .described("the system's tokens" + (error.token.map { ", token '\($0)'" } ?? "") + ": \(error.message)")))
            } catch {
                problems.append(SpecError(file: path, field: "tokens", .described("the system's tokens: \(error)")))
            }
        }
        guard problems.isEmpty else { throw SystemFileError(problems) }
        var seen: Set<String> = []
        let identities = files.filter { seen.insert($0).inserted }.map { (path: $0, identity: FileIdentity.of($0)) }
        let version = ContentHash(of: identities.map { "\($0.path)\t\($0.identity)" }.joined(separator: "\n")).description
        return (DesignSystem(definition: definition, version: version), identities, version)
    }
}
