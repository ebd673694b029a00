import ButtonRender
import Foundation

/// The whole-process workload of `render-cli bench`: one JSON spec file of contained buttons
/// with elevation 2, a bounded white ripple and one of six labels, the same file the C + Cairo
/// baseline's `compare.sh` writes, so the bench's process figures and that script's measure the
/// same work.
public enum ProcessWorkload {
    /// The six labels the buttons cycle through.
    public static let labels = ["BUTTON", "SUBMIT", "ADD TO CART", "CANCEL", "SHARE", "NEXT"]

    /// The spec file's text for `count` buttons named `b0`, `b1`, ... (a JSON list, one object
    /// per button, spaced as Python's `json.dump` spaces it).
    public static func specText(count: Int) -> String {
        let buttons = (0..<count).map { i in
            ##"{"name": "b\##(i)", "style": "contained", "title": "\##(labels[i % labels.count])", "elevation": 2, "##
                + ##""ripple": {"x": 30, "y": 18, "radius": 60, "color": "#FFFFFF33", "bounded": true}}"##
        }
        return "[" + buttons.joined(separator: ", ") + "]"
    }

    /// The buttons of the spec file for `count` buttons, read by the library's spec reader as
    /// `render` reads them, each at the child's scale (@2x): what the process draws, for
    /// drawing the same buttons in memory beside it.
    public static func specs(count: Int) throws -> [ButtonSpec] {
        try SpecLoader.load(text: specText(count: count), file: "bench.json").map {
            var spec = $0.spec
            spec.scale = scale
            return spec
        }
    }

    /// The child's scale (`--scale 2`).
    public static let scale = 2

    /// Writes the spec file for `count` buttons at `path`.
    public static func writeSpec(count: Int, to path: String) throws {
        try specText(count: count).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The arguments of the `render` child for `spec` into `out`: PNG @2x, metadata on (the
    /// default), `--jobs` when given (else the command's default, the number of cores).
    public static func renderArguments(spec: String, out: String, jobs: Int?) -> [String] {
        ["render", spec, "--out", out, "--scale", String(scale)] + (jobs.map { ["--jobs", String($0)] } ?? [])
    }
}
