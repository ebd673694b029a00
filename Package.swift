// swift-tools-version:6.1
import PackageDescription

/// The pkg-config name of a system library target: on Linux our own `.pc` file beside its
/// module map (by absolute path, which SwiftPM accepts), asking for the same headers as the
/// library's own `.pc` file minus GIO, whose gmodule dependency carries `-pthread` and makes
/// SwiftPM warn "prohibited flag(s)" in every package that depends on ButtonRender. Elsewhere,
/// or when the checkout path has a space (SwiftPM splits pkgConfig at spaces), the library's own.
func pkgConfigName(target: String, file: String, fallback: String) -> String {
    #if os(Linux)
    let packageDirectory = String("\(#filePath)".dropLast("Package.swift".count))
    let path = packageDirectory + "Sources/\(target)/\(file)"
    if packageDirectory.hasPrefix("/"), !path.contains(" ") { return path }
    #endif
    return fallback
}

let package = Package(
    name: "ButtonRender",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ButtonRender", targets: ["ButtonRender"]),
        .library(name: "ButtonRenderTesting", targets: ["ButtonRenderTesting"]),
        .executable(name: "render-cli", targets: ["render-cli"]),
    ],
    // `Serve` (off by default; `--traits Serve` turns it on) builds `render-cli serve`'s HTTP
    // server, HummingbirdCore on SwiftNIO: about a fifth of a clean build. Off, `serve` says it
    // was left out and nothing of NIO is compiled or even resolved: a package depending on
    // ButtonRender or ButtonRenderTesting by version resolves Yams and ArgumentParser only
    // (scripts/check-consumer counts them), and the README's first command builds what the
    // catalog needs. The README's test command turns it on, so serve is built and tested.
    traits: [
        .trait(name: "Serve", description: "render-cli serve: the live preview's HTTP server (HummingbirdCore on SwiftNIO)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `render-cli serve`'s HTTP server (ButtonRenderServe only; the library products do not
        // depend on it). HummingbirdCore alone, without its swift-configuration trait.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation` builds the DocC catalogs (docs only; no target
        // depends on it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: pkgConfigName(target: "CCairo", file: "buttonrender-ccairo.pc", fallback: "pangocairo"),
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: pkgConfigName(target: "CRsvg", file: "buttonrender-crsvg.pc", fallback: "librsvg-2.0"),
            providers: [.apt(["librsvg2-dev"])]
        ),
        .systemLibrary(
            name: "CSpng",
            pkgConfig: pkgConfigName(target: "CSpng", file: "buttonrender-cspng.pc", fallback: "spng"),
            providers: [.apt(["libspng-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: pkgConfigName(target: "CDeflate", file: "buttonrender-cdeflate.pc", fallback: "libdeflate"),
            providers: [.apt(["libdeflate-dev"])]
        ),
        // What every layer uses and none owns: files read and named within limits, content
        // hashes and file identities (`Files/`), the JSON text writer (`JSONWriting/`), one
        // lock type and ordered parallel runs (`Concurrency/`). Depends on nothing.
        .target(
            name: "ButtonRenderSupport"
        ),
        // The values everything else passes around (specs, errors, geometry, limits), and the
        // built-in token and system files (`Tokens/`, whose names are the built-in themes').
        // Over Support only: the compiler keeps every other arrow out of it, the spec files'
        // readers and Yams included.
        .target(
            name: "ButtonRenderModel",
            dependencies: ["ButtonRenderSupport"],
            resources: [.copy("Tokens")]
        ),
        // Reading spec and sheet files (JSON and YAML, located errors, long lists read lazily):
        // one decoding path per format, over Model and Yams.
        .target(
            name: "ButtonRenderSpecFiles",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", .product(name: "Yams", package: "Yams")]
        ),
        // Cairo, Pango, fontconfig and librsvg behind Swift types (`Native/`), and the PNG
        // encoder and decoder (`Codec/`): the only code that imports the C libraries.
        .target(
            name: "ButtonRenderNative",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", "CCairo", "CRsvg", "CSpng", "CDeflate"]
        ),
        // The design tokens (`Themes/`: token files, resolver documents, the built-in themes,
        // the theme cache) and a design system file as read (`SystemFile/`): over Model only, so
        // the compiler keeps Native, the C libraries and the pipeline above out of them (and
        // they compile beside Native).
        .target(
            name: "ButtonRenderTokens",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderSpecFiles", .product(name: "Yams", package: "Yams")]
        ),
        // The pipeline from a spec to encoded images: the design systems and their registry
        // (`Systems/`), resolving (`Resolve/`), the catalog's entries, layout, paint, output,
        // documentation sheets and the accessibility audit. Over Model, Native and Tokens; the
        // compiler keeps the run, batch, gallery, goldens and preview above out of it.
        .target(
            name: "ButtonRenderPipeline",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderSpecFiles", "ButtonRenderNative", "ButtonRenderTokens"]
        ),
        // Snapshot testing beside the pipeline (`Snapshot/`): comparison, goldens, record modes,
        // the HTML report, the verification cache. Over Model, Native and the pipeline's Output.
        .target(
            name: "ButtonRenderSnapshot",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderSpecFiles", "ButtonRenderNative", "ButtonRenderPipeline"],
            // The HTML report's JavaScript and CSS, read by `PageAssets` (`Snapshot/`).
            resources: [.copy("Snapshot/ReportAssets")]
        ),
        // The rest of the library, over Model, Native, Tokens, Pipeline and Snapshot, which it
        // re-exports (`ButtonRender.swift`), so `import ButtonRender` is all a user writes.
        .target(
            name: "ButtonRender",
            dependencies: [
                "ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderSpecFiles", "ButtonRenderNative", "ButtonRenderTokens",
                "ButtonRenderPipeline", "ButtonRenderSnapshot",
            ],
            // The gallery's JavaScript and CSS, which `GalleryPage` reads through `PageAssets`.
            resources: [.copy("GalleryAssets")]
        ),
        .target(
            name: "ButtonRenderTesting",
            dependencies: ["ButtonRender"]
        ),
        // The command line's own tools, outside the library product: the fixed workloads of
        // `bench` and the audit's terminal table.
        .target(
            name: "ButtonRenderTools",
            dependencies: ["ButtonRender"]
        ),
        // `render-cli serve`'s live preview server (HummingbirdCore on SwiftNIO), outside the
        // library products so that depending on ButtonRender never builds a server. Without the
        // `Serve` trait (the default) only its NIO-free parts (state, routes, limits, the watcher) compile.
        .target(
            name: "ButtonRenderServe",
            dependencies: [
                "ButtonRender", "ButtonRenderModel", "ButtonRenderSupport",
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Serve"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Serve"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Serve"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Serve"])),
            ]
        ),
        .executableTarget(
            name: "render-cli",
            dependencies: [
                "ButtonRender",
                "ButtonRenderTools",
                "ButtonRenderServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The tests' shared helpers (PNG files built by hand), for every test target that
        // needs them; no product depends on it.
        .target(
            name: "ButtonRenderTestSupport",
            path: "Tests/ButtonRenderTestSupport"
        ),
        // Support's own tests, over Support alone: locks, ordered runs, input files, names, hashes.
        .testTarget(
            name: "ButtonRenderSupportTests",
            dependencies: ["ButtonRenderSupport"]
        ),
        // The model's own tests, over Model alone: a change in Model builds and runs these
        // first (`swift test --filter ButtonRenderModelTests`) without building the pipeline.
        .testTarget(
            name: "ButtonRenderModelTests",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderTestSupport"]
        ),
        // The C libraries' Swift side: the PNG codec, the whole-buffer decoder, FreeType faces.
        .testTarget(
            name: "ButtonRenderNativeTests",
            dependencies: ["ButtonRenderModel", "ButtonRenderNative", "CCairo", "CDeflate"]
        ),
        // The design tokens' own tests, over Model, the spec readers and Tokens.
        .testTarget(
            name: "ButtonRenderTokensTests",
            dependencies: ["ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderSpecFiles", "ButtonRenderTokens", "ButtonRenderTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        // The spec readers' own tests (JSON and YAML, the fast decoders against Yams'), over
        // Model, SpecFiles and Yams; the pipeline's built-in catalog is one of their corpora.
        .testTarget(
            name: "ButtonRenderSpecFilesTests",
            dependencies: ["ButtonRenderModel", "ButtonRenderSpecFiles", "ButtonRenderPipeline", "ButtonRenderTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        // The drawing pipeline's own tests (resolve, colours, blur, output files), over the
        // targets below ButtonRender.
        .testTarget(
            name: "ButtonRenderPipelineTests",
            dependencies: ["ButtonRenderModel", "ButtonRenderNative", "ButtonRenderTokens", "ButtonRenderPipeline"]
        ),
        // The live preview: its session (ButtonRender) and its server's state, routes and
        // connection guard (ButtonRenderServe).
        .testTarget(
            name: "ButtonRenderServeTests",
            dependencies: [
                "ButtonRender", "ButtonRenderModel", "ButtonRenderPipeline", "ButtonRenderServe",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Serve"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Serve"])),
            ]
        ),
        // Comparing images: pixelmatch's fixtures and the decoder's formats and errors.
        .testTarget(
            name: "ButtonRenderSnapshotTests",
            dependencies: ["ButtonRenderModel", "ButtonRenderNative", "ButtonRenderSnapshot", "ButtonRenderTestSupport"]
        ),
        // The command line's tools: the bench's child runner and workload, the manuals' layout.
        .testTarget(
            name: "ButtonRenderToolsTests",
            dependencies: ["ButtonRenderTools"]
        ),
        // assertSnapshot and assertConforms, for XCTest and Swift Testing, as a user's tests
        // call them (ButtonRenderTesting over ButtonRender).
        .testTarget(
            name: "ButtonRenderTestingTests",
            dependencies: ["ButtonRender", "ButtonRenderModel", "ButtonRenderSnapshot", "ButtonRenderTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ButtonRenderTests",
            dependencies: [
                "ButtonRender", "ButtonRenderModel", "ButtonRenderSupport", "ButtonRenderSpecFiles", "ButtonRenderNative", "ButtonRenderTokens", "ButtonRenderPipeline",
                "ButtonRenderSnapshot", "ButtonRenderTesting", "ButtonRenderTools",
                "ButtonRenderServe", "render-cli", "ButtonRenderTestSupport", .product(name: "Yams", package: "Yams"),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Serve"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Serve"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Serve"])),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    // Every target builds in the Swift 6 language mode: complete data-race checking.
    swiftLanguageModes: [.v6]
)
