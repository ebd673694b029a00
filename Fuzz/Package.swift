// swift-tools-version:6.0
import PackageDescription

/// Coverage-guided fuzz targets for ButtonRender (libFuzzer with AddressSanitizer), one
/// executable per input format. A package of its own, so the unsafe flags libFuzzer needs never
/// reach the ButtonRender package that users depend on. Build and run with `scripts/fuzz`,
/// which also instruments the ButtonRender library and its dependencies (`--sanitize=fuzzer
/// --sanitize=address -Xswiftc -sanitize=fuzzer,address`), so libFuzzer sees coverage inside
/// the loaders and decoders, not only in these small harnesses.

/// The flags every fuzz target is compiled with: libFuzzer's coverage and entry point,
/// AddressSanitizer, and no `main` of our own (libFuzzer brings one).
let fuzzerSwiftFlags: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])]
/// Links libFuzzer's `main` and the AddressSanitizer runtime, with lld (gold prints hundreds of
/// "cannot export local symbol __asan_..." warnings).
let fuzzerLinkerFlags: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

/// A fuzz target named `name`, its source in `Sources/<name>`.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        // Yams for FuzzSpecYAML's oracle (`YAMLDecoder`), the version ButtonRender resolves.
        dependencies: [.product(name: "ButtonRender", package: "ButtonRender"), .product(name: "Yams", package: "Yams")],
        swiftSettings: fuzzerSwiftFlags,
        linkerSettings: fuzzerLinkerFlags
    )
}

let package = Package(
    name: "ButtonRenderFuzz",
    dependencies: [.package(name: "ButtonRender", path: ".."), .package(url: "https://github.com/jpsim/Yams", from: "6.0.0")],
    targets: ["FuzzSpecJSON", "FuzzSpecYAML", "FuzzTokens", "FuzzPNG", "FuzzLayout", "FuzzResolver", "FuzzJSONReader", "FuzzSystemFile", "FuzzShardReport"].map(fuzzTarget),
    swiftLanguageModes: [.v6]
)
