import ButtonRender
import Foundation

/// What a design system drawn from a user's file costs against the same system built in:
/// the bundled Anatomy system file and its token files are copied into a scratch folder (renamed,
/// so the two are told apart) and the same buttons are drawn through each, alternating round by
/// round, resolve + layout + paint at @2x on one thread.
public enum SystemFileBenchmark {
    /// Per button, the fastest round and the median one, built in and from the file.
    public struct Result: Sendable {
        /// Buttons drawn per round.
        public var buttons: Int
        /// Rounds run of each, alternating.
        public var rounds: Int
        /// Microseconds per button through the built-in system: the fastest round, and the median round.
        public var builtInMicroseconds: Double, builtInMedianMicroseconds: Double
        /// Microseconds per button through the copied system file: the fastest round, and the median round.
        public var fileMicroseconds: Double, fileMedianMicroseconds: Double
    }

    /// Anatomy buttons of every style in four states, `system` naming the system.
    public static func workload(system: ButtonSystem) -> [ButtonSpec] {
        var specs: [ButtonSpec] = []
        for (i, style) in ["default", "primary", "tertiary"].enumerated() {
            for state in [ButtonState.normal, .highlighted, .focused, .disabled] {
                specs.append(ButtonSpec(name: "anatomy-\(i)-\(state.rawValue)", system: system, style: ButtonStyle(rawValue: style), state: state,
                                        title: ["Save", "Add to Cart", "Learn More"][i], width: .hug, scale: 2))
            }
        }
        return specs
    }

    /// Copies the bundled Anatomy system into `scratch` and measures both.
    public static func run(iterations: Int, rounds: Int, scratch: String, renderer: ButtonRenderer) throws -> Result {
        guard let bundle = BuiltInThemes.bundleFolder else { throw ChildProcessError(description: "the bundle's Tokens folder is missing") }
        let folder = URL(fileURLWithPath: scratch).appendingPathComponent("anatomy-system")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["anatomy.resolver.json", "anatomy.tokens.json", "anatomy.dark.tokens.json"] {
            try FileManager.default.copyItem(at: bundle.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let yaml = try String(contentsOf: bundle.appendingPathComponent("anatomy.system.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "name: anatomy\n", with: "name: anatomy-from-file\n")
        let file = folder.appendingPathComponent("anatomy.system.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        _ = try DesignSystem(contentsOf: file)
        let builtIn = workload(system: .anatomy), fromFile = workload(system: ButtonSystem(registering: file.path))
        for spec in builtIn + fromFile { _ = try renderer.paintedImage(try renderer.layout(spec)) }  // warm caches
        let clock = ContinuousClock()
        let perRound = max(1, iterations / max(1, rounds))
        func micros(_ d: Duration) -> Double { d.inSeconds * 1e6 / Double(perRound) }
        func round(_ specs: [ButtonSpec]) throws -> Double {
            micros(try clock.measure {
                for i in 0..<perRound { _ = try renderer.paintedImage(try renderer.layout(specs[i % specs.count])) }
            })
        }
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<max(1, rounds) {
            a.append(try round(builtIn))
            b.append(try round(fromFile))
        }
        a.sort(); b.sort()
        return Result(buttons: perRound * a.count, rounds: a.count, builtInMicroseconds: a[0], builtInMedianMicroseconds: a[a.count / 2],
                      fileMicroseconds: b[0], fileMedianMicroseconds: b[b.count / 2])
    }
}
