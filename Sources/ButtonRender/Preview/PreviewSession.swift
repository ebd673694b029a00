import Foundation
import ButtonRenderSupport

/// A live preview of spec files: loads them, renders each button and sheet as PNG at @1x and
/// @2x (and at its own scale), audits the buttons, and compares each image with its golden
/// when a snapshots folder is given. When a file changes, `reload(files:)` renders only that
/// file again; a file that fails keeps its last good images and records its located error.
/// `approve(_:)` writes an image as its golden the way `record` does (atomically, inside the
/// snapshots folder, never over an input).
///
/// The session keeps drawing caches of its own (`RenderCaches`: kept layers and shadow
/// blurs) for as long as it lives, shared with no other run: every reload paints through them.
///
/// The session is not thread-safe: use it from one thread at a time (a server holds a lock).
public final class PreviewSession {
    /// The spec files, in order (folders already expanded).
    public private(set) var specFiles: [String]
    /// The goldens' store and suite (the snapshots folder is `store.root/suite`), when given.
    public let snapshots: (store: SnapshotStore, suite: String)?
    /// True when approving is disabled.
    public let readOnly: Bool
    /// Bumped whenever anything the page shows changes.
    public private(set) var version = 1

    private let paths: PathPolicy
    private let tolerance: SnapshotTolerance
    /// The session's renderer (`sheets.renderer`), whose caches are the session's.
    private let sheets: SheetRenderer
    private var sources: [String: PreviewSource] = [:]
    private var goldens: [String: PreviewGolden] = [:]

    /// A session over `specFiles` (paths of spec files), comparing with the goldens in the
    /// folder `snapshots` when given. Loads and renders everything at once; files that fail
    /// are recorded in `problems`, not thrown.
    public init(specFiles: [String], snapshots: String? = nil, readOnly: Bool = false,
                paths: PathPolicy = .insideSpecFolder, tolerance: SnapshotTolerance = SnapshotTolerance()) throws {
        self.specFiles = specFiles
        self.readOnly = readOnly
        self.paths = paths
        self.tolerance = tolerance
        if let snapshots {
            let url = URL(fileURLWithPath: snapshots).standardizedFileURL
            self.snapshots = (SnapshotStore(root: url.deletingLastPathComponent().path), url.lastPathComponent)
        } else {
            self.snapshots = nil
        }
        sheets = SheetRenderer(renderer: try ButtonRenderer(caches: RenderCaches()))
        for file in specFiles { load(file) }
        refreshGoldens(names: nil)
    }

    /// Every asset of every file, in file order (a failed file's last good ones included).
    public var assets: [PreviewAsset] { specFiles.flatMap { sources[$0]?.assets ?? [] } }

    /// The located errors of the files whose latest change failed, in file order.
    public var problems: [SpecError] { specFiles.compactMap { sources[$0]?.problem } }

    /// The golden status of the asset named `name`, when a snapshots folder was given.
    public func golden(of name: String) -> PreviewGolden? { goldens[name] }

    /// Every file the session reads, by spec file: the spec file itself, its token and icon
    /// files, and the goldens of its assets (so a golden written elsewhere updates the status).
    public var dependencies: [String: [URL]] {
        var result: [String: [URL]] = [:]
        for file in specFiles {
            guard let source = sources[file] else { continue }
            var urls = source.dependencies
            if let snapshots {
                urls += source.assets.compactMap { try? snapshots.store.url(suite: snapshots.suite, fileName: $0.goldenFileName) }
            }
            result[file] = urls
        }
        return result
    }

    /// Loads and renders `files` again (each must be one of `specFiles`), after reading again
    /// every system file whose files changed, then compares their assets with their goldens;
    /// bumps `version`.
    public func reload(files: [String]) {
        // A system file (or one of its token or font files) that changed is read again first.
        SystemFiles.shared.reloadChanged()
        for file in files where specFiles.contains(file) { load(file) }
        let names = Set(files.flatMap { sources[$0]?.assets.map(\.name) ?? [] })
        refreshGoldens(names: names)
        version += 1
    }

    /// Replaces the list of spec files (a folder gained or lost a file): new files are loaded,
    /// removed ones dropped; bumps `version`.
    public func setSpecFiles(_ files: [String]) {
        let added = files.filter { sources[$0] == nil }
        specFiles = files
        sources = sources.filter { files.contains($0.key) }
        for file in added { load(file) }
        refreshGoldens(names: Set(added.flatMap { sources[$0]?.assets.map(\.name) ?? [] }))
        goldens = goldens.filter { name, _ in assets.contains { $0.name == name } }
        version += 1
    }

    /// The names of the assets whose image differs from its golden or has none (status
    /// `failed` or `new`), in file order: what "approve all failed" writes.
    public var unapprovedNames: [String] {
        assets.filter { [.failed, .new].contains(goldens[$0.name]?.status) }.map(\.name)
    }

    /// Writes the golden of every asset in `unapprovedNames`, as `approve(_:)` writes one. Every
    /// golden is checked first (none may replace an input), so a refusal writes nothing; a
    /// write that fails part way leaves the goldens before it written (each is atomic).
    /// Returns the goldens written, in order (none when nothing differs).
    @discardableResult
    public func approveAllFailed() throws -> [URL] {
        guard !readOnly else { throw PreviewError.readOnly }
        guard let snapshots else { throw PreviewError.noSnapshots }
        let names = unapprovedNames
        let inputs = Set(specFiles.flatMap { sources[$0]?.dependencies ?? [] }.map { $0.resolvingSymlinksInPath().path })
        var writes: [(bytes: [UInt8], fileName: String)] = []
        for name in names {
            guard let asset = assets.first(where: { $0.name == name }), let bytes = asset.images[asset.goldenFileName] else {
                throw PreviewError.unknownName(name)
            }
            let golden = try snapshots.store.url(suite: snapshots.suite, fileName: asset.goldenFileName).standardizedFileURL
            if inputs.contains(golden.resolvingSymlinksInPath().path) { throw PreviewError.goldenIsInput(golden.path) }
            writes.append((bytes, asset.goldenFileName))
        }
        defer {
            refreshGoldens(names: Set(names))
            version += 1
        }
        return try writes.map { try snapshots.store.write($0.bytes, suite: snapshots.suite, fileName: $0.fileName) }
    }

    /// Writes the image of the asset named `name` (at its golden's scale) as its golden, as
    /// `record` does: atomically, inside the snapshots folder, never over one of the session's
    /// inputs. Only names of the session's own assets are accepted. Returns the golden's URL.
    @discardableResult
    public func approve(_ name: String) throws -> URL {
        guard !readOnly else { throw PreviewError.readOnly }
        guard let snapshots else { throw PreviewError.noSnapshots }
        guard let asset = assets.first(where: { $0.name == name }), let bytes = asset.images[asset.goldenFileName] else {
            throw PreviewError.unknownName(name)
        }
        let golden = try snapshots.store.url(suite: snapshots.suite, fileName: asset.goldenFileName).standardizedFileURL
        let inputs = Set(specFiles.flatMap { sources[$0]?.dependencies ?? [] }.map { $0.resolvingSymlinksInPath().path })
        if inputs.contains(golden.resolvingSymlinksInPath().path) { throw PreviewError.goldenIsInput(golden.path) }
        let written = try snapshots.store.record(bytes, suite: snapshots.suite, fileName: asset.goldenFileName)
        refreshGoldens(names: [name])
        version += 1
        return written
    }

    /// The bytes of a resource the page links (paths relative to the page, without a query):
    /// an image "NAME.png" or "NAME@2x.png", a golden "golden/FILE" or a diff "diff/FILE".
    public func resource(_ path: String) -> [UInt8]? {
        if path.hasPrefix("golden/") || path.hasPrefix("diff/") {
            let fileName = String(path.drop { $0 != "/" }.dropFirst())
            guard let snapshots, let asset = assets.first(where: { $0.goldenFileName == fileName }) else { return nil }
            if path.hasPrefix("diff/") { return goldens[asset.name]?.diff }
            return try? snapshots.store.read(suite: snapshots.suite, fileName: fileName)
        }
        for asset in assets { if let bytes = asset.images[path] { return bytes } }
        return nil
    }

    // MARK: - Loading

    /// Each item's images drawn by the run: PNG at @1x and @2x (an item whose own scale is 3
    /// gets its @3x too, drawn from the same layout in `asset(of:file:)`).
    private static let outputs = [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2)]

    /// Loads and renders one file (each item laid out, checked, audited and drawn once, by the
    /// library's `Run`); on failure keeps its last good assets and records the error.
    private func load(_ file: String) {
        var source = sources[file] ?? PreviewSource(path: file)
        do {
            let items = try SheetLoader.load(file: file, paths: paths)
            var fresh: [PreviewAsset] = []
            let run = Run(inputs: RunInputs(items: items), options: BatchOptions(outputs: Self.outputs, metadata: false, jobs: 1))
            try run.execute(renderer: sheets.renderer, sinks: [RunSink(receive: { [self] item in
                guard let drawn = item.drawn else { throw item.error ?? SpecError(file: file, message: "\(item.name) was not drawn") }
                let asset = try asset(of: drawn, file: file)
                if let other = otherFile(using: asset.name, besides: file) ?? (fresh.contains { $0.name == asset.name } ? file : nil) {
                    throw locate(drawn.item, FieldError(["name"], .duplicateName(name: asset.name, firstUse: other)))
                }
                fresh.append(asset)
            })])
            source.assets = fresh
            source.problem = nil
            source.loadedOnce = true
        } catch let error as SpecError {
            source.problem = error
        } catch {
            source.problem = SpecError(file: file, SpecProblem(error))
        }
        sources[file] = source
    }

    /// Another spec file whose last good assets include `name`.
    private func otherFile(using name: String, besides file: String) -> String? {
        specFiles.first { $0 != file && (sources[$0]?.assets.contains { $0.name == name } ?? false) }
    }

    private func locate(_ item: SpecItem, _ error: FieldError) -> SpecError {
        switch item {
        case .button(let b): return b.source.locate(error)
        case .sheet(let s): return s.locate(error)
        }
    }

    /// The asset of a drawn button or sheet: its PNGs by file name, its gallery entry, and,
    /// for one that moves, an APNG at @2x for the detail view.
    private func asset(of drawn: DrawnItem, file: String) throws -> PreviewAsset {
        var images: [String: [UInt8]] = [:]
        var outputs: [(OutputFormat, Int)] = []
        func add(_ image: RenderedImage) {
            images[image.fileName] = image.bytes
            outputs.append((image.format, image.scale))
        }
        drawn.images.forEach(add)
        do {
            switch drawn.prepared {
            case .button(let loaded, let layout):
                let spec = loaded.spec
                if let own = spec.scale, own > 2 { add(try sheets.renderer.render(layout, format: .png, scale: own)) }
                if layout.showsSpinner || sheets.renderer.playsPress(layout) {
                    add(try sheets.renderer.render(layout, format: .apng, scale: 2))
                }
                let name = layout.button.name, own = spec.scale ?? 1
                let files = Gallery.Entry.files(name: name, size: layout.canvasSize, outputs: outputs, metadata: nil)
                let entry = Gallery.Entry.button(layout: layout, spec: spec, audit: drawn.audits.first ?? Auditor.audit(layout, spec: spec),
                                                 outputs: files, thumbnail: nil)
                let references = PathPolicy.references(in: spec).map { URL(fileURLWithPath: $0.path).standardizedFileURL }
                return PreviewAsset(name: name, file: file, entry: entry, images: images,
                                    goldenFileName: OutputNaming.fileName(for: name, format: .png, scale: own), references: references,
                                    ignoredRegions: SnapshotTolerance.pixelRegions(spec.snapshot?.ignore ?? [], scale: own))
            case .sheet(let loaded, let layout):
                if let own = loaded.sheet.scale, own > 2 { add(try sheets.render(layout, format: .png, scale: own)) }
                if layout.buttons.contains(where: { $0.layout.showsSpinner || sheets.renderer.playsPress($0.layout) }) {
                    add(try sheets.render(layout, format: .apng, scale: 2))
                }
                let files = Gallery.Entry.files(name: layout.name, size: layout.size, outputs: outputs, metadata: nil)
                let entry = try Gallery.Entry.sheet(layout: layout, sheet: loaded.sheet, outputs: files, thumbnail: nil)
                var references = PathPolicy.references(in: loaded.sheet).map(\.path)
                for button in layout.buttons { references += PathPolicy.references(in: button.spec).map(\.path) }
                return PreviewAsset(name: layout.name, file: file, entry: entry, images: images,
                                    goldenFileName: OutputNaming.fileName(for: layout.name, format: .png, scale: loaded.sheet.scale ?? 1),
                                    references: Array(Set(references)).sorted().map { URL(fileURLWithPath: $0).standardizedFileURL })
            }
        } catch let error as FieldError {
            throw locate(drawn.item, error)
        }
    }

    // MARK: - Goldens

    /// Compares the assets named `names` (all when nil) with their goldens.
    private func refreshGoldens(names: Set<String>?) {
        guard let snapshots else { return }
        for asset in assets where names?.contains(asset.name) ?? true {
            guard let actual = asset.images[asset.goldenFileName] else { continue }
            do {
                guard let expected = try snapshots.store.read(suite: snapshots.suite, fileName: asset.goldenFileName) else {
                    goldens[asset.name] = PreviewGolden(status: .new, message: "no golden \(snapshots.suite)/\(asset.goldenFileName) yet")
                    continue
                }
                var tolerance = self.tolerance
                tolerance.ignoredRegions += asset.ignoredRegions
                // The comparison verify and assertSnapshot make of the same format.
                let verdict = try ImageComparers.builtIn[.png].compare(actual, expected, tolerance)
                if verdict.passed {
                    goldens[asset.name] = PreviewGolden(status: .passed, message: "matches \(snapshots.suite)/\(asset.goldenFileName) (\(verdict.summary))")
                } else {
                    let diff = (verdict.result?.diffImage).flatMap { try? PNGEncoder.encode(rgba: $0.rgba, width: $0.width, height: $0.height) }
                    goldens[asset.name] = PreviewGolden(status: .failed, message: verdict.summary, diff: diff)
                }
            } catch {
                goldens[asset.name] = PreviewGolden(status: .error, message: "\(error)")
            }
        }
    }
}
