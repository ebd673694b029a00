// swift-tools-version:6.0
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
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
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
        .target(
            name: "ButtonRender",
            dependencies: ["CCairo", "CRsvg", "CSpng", "CDeflate", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Themes/Tokens")]
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
        .executableTarget(
            name: "render-cli",
            dependencies: [
                "ButtonRender",
                "ButtonRenderTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ButtonRenderTests",
            dependencies: ["ButtonRender", "ButtonRenderTesting", "ButtonRenderTools", "render-cli"],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
