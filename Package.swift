// swift-tools-version:6.0
import PackageDescription

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
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .target(
            name: "ButtonRender",
            dependencies: ["CCairo", "CRsvg", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Themes/Tokens")]
        ),
        .target(
            name: "ButtonRenderTesting",
            dependencies: ["ButtonRender"]
        ),
        .executableTarget(
            name: "render-cli",
            dependencies: [
                "ButtonRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ButtonRenderTests",
            dependencies: ["ButtonRender", "ButtonRenderTesting", "render-cli"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
