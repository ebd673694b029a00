import Foundation

/// pixelmatch on node, for the diff figure's comparison: a checkout of pixelmatch is found by
/// path (nothing of it ships with ButtonRender), and a small node script that the bench writes
/// into its temporary folder loads it, reads the two images as raw RGBA files (pngjs, which
/// pixelmatch's own command line needs, is not assumed), and times the file reading plus
/// pixelmatch's call with its default options (threshold 0.1, anti-aliasing not counted, no
/// output image).
public enum PixelmatchRun {
    /// pixelmatch's entry file in `checkout`: the path itself when it is a `.js` file, else its
    /// `index.js` (pixelmatch up to 7) or `dist/index.js`; nil when none exists.
    public static func entryFile(in checkout: String) -> String? {
        let candidates = checkout.hasSuffix(".js") ? [checkout] : [checkout + "/index.js", checkout + "/dist/index.js"]
        return candidates.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            .first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The first executable called `name` on `PATH`, or nil.
    public static func findInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The node script (an ES module): `node script.mjs ENTRY A.rgba B.rgba WIDTH HEIGHT`
    /// imports pixelmatch from ENTRY (an ES module or a CommonJS one), then times reading both
    /// raw files and one call, and prints `{"milliseconds": M, "mismatched": N}`.
    public static let script = """
    import { readFileSync } from 'node:fs';
    import { pathToFileURL } from 'node:url';
    const [entry, aPath, bPath, width, height] = process.argv.slice(2);
    const loaded = await import(pathToFileURL(entry).href);
    const pixelmatch = typeof loaded.default === 'function' ? loaded.default : loaded;
    const start = process.hrtime.bigint();
    const a = readFileSync(aPath), b = readFileSync(bPath);
    const mismatched = pixelmatch(a, b, null, Number(width), Number(height), { threshold: 0.1 });
    const elapsed = process.hrtime.bigint() - start;
    process.stdout.write(JSON.stringify({ milliseconds: Number(elapsed) / 1e6, mismatched }));

    """

    /// What the script printed: milliseconds for reading the files and the call, and
    /// pixelmatch's count of differing pixels; nil when the output is not the script's JSON.
    public static func parse(_ output: String) -> (milliseconds: Double, mismatched: Int)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
              let milliseconds = object["milliseconds"] as? NSNumber, let mismatched = object["mismatched"] as? NSNumber else { return nil }
        return (milliseconds.doubleValue, mismatched.intValue)
    }
}
