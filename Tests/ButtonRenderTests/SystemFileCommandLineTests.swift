import Foundation
import XCTest

/// Design systems defined by files, through the command line: `system check` (every slot, every
/// problem, JSON), `catalog --system FILE`, a spec naming its system file, the path rules, the
/// warnings a run prints of the system files it read, the verification cache keyed on the
/// system's files, and `help system`.
final class SystemFileCommandLineTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "system-cli")
        try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: cli.work.appendingPathComponent("acme"))
    }

    override func tearDown() { cli.cleanUp() }

    func testSystemCheckPrintsEverySlotWithItsTokens() throws {
        let r = try cli.run(["system", "check", "acme/acme.system.yaml"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("Acme (acme): 32 buttons over 2 sizes"), r.out)
        XCTAssertTrue(r.out.contains("primary · small · active (highlighted) · light"), r.out)
        XCTAssertTrue(r.out.contains("{button.primary.bgColor.active} → {color.blue.700}"), r.out)
        XCTAssertTrue(r.out.contains("DejaVu Serif  ← {font.family}"), r.out)
        let json = try cli.run(["system", "check", "acme/acme.system.yaml", "--json"])
        let report = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        XCTAssertEqual((report?["buttons"] as? [Any])?.count, 32)
        XCTAssertEqual((report?["problems"] as? [Any])?.count, 0)
    }

    func testSystemCheckListsEveryProblemAndExitsTwo() throws {
        let file = cli.work.appendingPathComponent("acme/acme.system.yaml")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: #"cornerRadius: "{button.radius}""#, with: #"cornerRadius: "{button.radiuss}""#)
        text = text.replacingOccurrences(of: #"minHeight: "{button.size.{size}.height}""#, with: #"minHeight: "{button.size.{size}.heigth}""#)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let r = try cli.run(["system", "check", "acme/acme.system.yaml"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("acme.system.yaml:24:17: slot 'cornerRadius'"), r.err)
        XCTAssertTrue(r.err.contains("acme.system.yaml:28:14: slot 'minHeight'"), r.err)
        XCTAssertTrue(r.err.contains("{button.size.sm.heigth} is no token"), r.err)
        XCTAssertTrue(r.err.contains("{button.size.md.heigth} is no token"), r.err)
        // A file that does not read lists all its problems too.
        try "name: acme\ntokens: nowhere.json\nstyles: []\nstates: {}\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try cli.run(["system", "check", "acme/acme.system.yaml"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertGreaterThanOrEqual(bad.err.components(separatedBy: "error: ").count - 1, 3, bad.err)
        XCTAssertTrue(bad.err.contains("missing field 'slots'"), bad.err)
    }

    /// `system check` refuses what `catalog` (render) would fail on, at the system file's line:
    /// over a corpus of broken copies of acme, the two give the same verdict, and the sound file
    /// passes both.
    func testSystemCheckRefusesWhatRenderWould() throws {
        let original = try String(contentsOf: cli.work.appendingPathComponent("acme/acme.system.yaml"), encoding: .utf8)
        let corpus: [(String, String, String?)] = [
            ("sound", original, nil),
            ("a family no font file holds", original.replacingOccurrences(of: "  fontFamily: \"{font.family}\"", with: "  fontFamily: Segoe UI"),
             ".system.yaml:25:15: slot 'fontFamily': no font holds the family 'Segoe UI'"),
            ("a token the export lacks", original.replacingOccurrences(of: "{button.radius}", with: "{button.radiuss}"), "button.radiuss"),
            ("a catalog background that is no colour", original.replacingOccurrences(of: "  background: background", with: "  background: button.size"),
             "catalog.background"),
        ]
        for (index, (what, text, words)) in corpus.enumerated() {
            let file = "acme/broken\(index).system.yaml"
            try text.replacingOccurrences(of: "name: acme\n", with: "name: acme-broken\(index)\n").write(to: cli.work.appendingPathComponent(file), atomically: true, encoding: .utf8)
            let check = try cli.run(["system", "check", file])
            let catalog = try cli.run(["catalog", "--system", file, "--out", "out\(index)", "--quiet"])
            XCTAssertEqual(check.status == 0, catalog.status == 0, "\(what): check \(check.status), catalog \(catalog.status): \(check.err) | \(catalog.err)")
            if let words {
                XCTAssertEqual(check.status, 2, "\(what): \(check.err)")
                XCTAssertTrue(check.err.contains(words), "\(what): \(check.err)")
            } else {
                XCTAssertEqual(check.status, 0, "\(what): \(check.err)")
            }
        }
    }

    /// A token export whose dark context resolves every slot to its light value (Fluent's
    /// `inverted`, whose dark values live in an extension): system check and a render warn,
    /// naming both contexts; acme, whose dark differs, does not.
    func testADarkContextEqualToTheLightOneWarns() throws {
        _ = try cli.write("acme/tokens/same.resolver.json", """
            {"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "name": "same", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "inverted": []}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """)
        let original = try String(contentsOf: cli.work.appendingPathComponent("acme/acme.system.yaml"), encoding: .utf8)
        try original.replacingOccurrences(of: "name: acme\n", with: "name: acme-same\n")
            .replacingOccurrences(of: "tokens/acme.resolver.json", with: "tokens/same.resolver.json")
            .replacingOccurrences(of: "dark: dark}", with: "dark: inverted}")
            .write(to: cli.work.appendingPathComponent("acme/same.system.yaml"), atomically: true, encoding: .utf8)
        let words = "the contexts 'light' and 'inverted' of 'theme' give every slot of every button the same value"
        let check = try cli.run(["system", "check", "acme/same.system.yaml"])
        XCTAssertEqual(check.status, 0, check.err)
        XCTAssertTrue(check.out.contains(words) || check.err.contains(words), check.out + check.err)
        XCTAssertTrue(check.out.contains("same.system.yaml:6:") || check.err.contains("same.system.yaml:6:"), "at the mapping's line: \(check.out) \(check.err)")
        _ = try cli.write("dark.yaml", "- {name: night, system: acme/same.system.yaml, appearance: dark}\n")
        let render = try cli.run(["render", "dark.yaml", "--out", "night"])
        XCTAssertEqual(render.status, 0, render.err)
        XCTAssertTrue(render.err.contains("warning: ") && render.err.contains(words), render.err)
        let sound = try cli.run(["system", "check", "acme/acme.system.yaml"])
        XCTAssertFalse(sound.out.contains("same value") || sound.err.contains("same value"), sound.out + sound.err)
    }

    func testCatalogOfASystemFile() throws {
        let r = try cli.run(["catalog", "--system", "acme/acme.system.yaml", "--out", "out", "--quiet"])
        XCTAssertEqual(r.status, 0, r.err)
        let files = cli.files(in: "out")
        // The grid's 32 buttons and the four documentation sheets (states, anatomy, redlines,
        // touch target).
        XCTAssertEqual(files.filter { $0.hasSuffix("@2x.png") }.count, 32 + 4)
        XCTAssertTrue(files.contains("acme-states@2x.png"), "\(files.filter { !$0.hasPrefix("acme-primary") && !$0.hasPrefix("acme-secondary") })")
        XCTAssertTrue(files.contains("acme-secondary-medium-disabled-dark.svg"))
        XCTAssertTrue(files.contains("index.html"))
        let layout = try JSONSerialization.jsonObject(with: try cli.contents("out/acme-primary-medium-rest-light.layout.json")) as? [String: Any]
        XCTAssertEqual(layout?["system"] as? String, "acme")
        let unknown = try cli.run(["catalog", "--system", "acmee", "--out", "out2"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("unknown system 'acmee'"), unknown.err)
    }

    func testASpecNamesItsSystemFile() throws {
        try cli.write("acme/buy.yaml", "- {name: buy, system: ./acme.system.yaml, style: primary, size: small, state: highlighted, title: Buy}\n")
        let r = try cli.run(["render", "acme/buy.yaml", "--out", "out", "--format", "png"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(cli.files(in: "out").contains("buy.png"))
        try cli.write("acme/bad.yaml", "- {name: bad, system: ./acme.system.yaml, size: huge}\n")
        let bad = try cli.run(["render", "acme/bad.yaml", "--out", "out2"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("bad.yaml:1:"), bad.err)
        XCTAssertTrue(bad.err.contains("unknown value 'huge'"), bad.err)
        // A system file outside the spec's folder is refused, as a theme file is.
        try cli.write("specs/out.yaml", "{name: out, system: ../acme/acme.system.yaml}\n")
        let outside = try cli.run(["render", "specs/out.yaml", "--out", "out3"])
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.err.contains("outside the spec file's folder"), outside.err)
    }

    func testARunWarnsOnceOfASystemFileWithoutAPageColour() throws {
        try cli.write("acme/buy.yaml", "- {name: buy, system: ./acme.system.yaml, style: secondary, title: Buy, appearance: dark}\n"
                                     + "- {name: sell, system: ./acme.system.yaml, style: secondary, title: Sell}\n")
        let warning = "acme.system.yaml: catalog.background is not given: the audit measures contrast over white (black in dark)"
        let declared = try cli.run(["render", "acme/buy.yaml", "--out", "out", "--format", "png"])
        XCTAssertEqual(declared.status, 0, declared.err)
        XCTAssertFalse(declared.err.contains("catalog.background"), declared.err)
        let file = cli.work.appendingPathComponent("acme/acme.system.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "catalog:\n  background: background\n", with: "").write(to: file, atomically: true, encoding: .utf8)
        let render = try cli.run(["render", "acme/buy.yaml", "--out", "out2", "--format", "png"])
        XCTAssertEqual(render.status, 0, render.err)
        XCTAssertEqual(render.err.components(separatedBy: warning).count - 1, 1, render.err)
        let audit = try cli.run(["audit", "acme/buy.yaml"])
        XCTAssertEqual(audit.err.components(separatedBy: warning).count - 1, 1, audit.err)
        let catalog = try cli.run(["catalog", "--system", "acme/acme.system.yaml", "--out", "out3", "--format", "png", "--scale", "1"])
        XCTAssertEqual(catalog.err.components(separatedBy: warning).count - 1, 1, catalog.err)
        let record = try cli.run(["record", "acme/buy.yaml", "--snapshots", "goldens"])
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertEqual(record.err.components(separatedBy: warning).count - 1, 1, record.err)
        let verify = try cli.run(["verify", "acme/buy.yaml", "--snapshots", "goldens", "--no-cache"])
        XCTAssertEqual(verify.status, 0, verify.err)
        XCTAssertEqual(verify.err.components(separatedBy: warning).count - 1, 1, verify.err)
        let quiet = try cli.run(["render", "acme/buy.yaml", "--out", "out4", "--format", "png", "--quiet"])
        XCTAssertFalse(quiet.err.contains("catalog.background"), quiet.err)
        let quietVerify = try cli.run(["verify", "acme/buy.yaml", "--snapshots", "goldens", "--no-cache", "--quiet"])
        XCTAssertFalse(quietVerify.err.contains("catalog.background"), quietVerify.err)
    }

    #if Serve
    /// `serve` warns of a system file once, when a render first reads it: here a re-render
    /// after the spec was edited to name the file, and not again after a second edit.
    func testServeWarnsOnceOfASystemFileARenderFirstReads() throws {
        let warning = "acme.system.yaml: catalog.background is not given: the audit measures contrast over white (black in dark)"
        let file = cli.work.appendingPathComponent("acme/acme.system.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "catalog:\n  background: background\n", with: "").write(to: file, atomically: true, encoding: .utf8)
        try cli.write("acme/buy.yaml", "- {name: buy, style: contained, title: Buy}\n")
        let server = try ServedPreview(["acme/buy.yaml"], in: cli.work)
        defer { server.stop() }
        func version() throws -> Int {
            let body = String(decoding: try XCTUnwrap(server.get("/version")), as: UTF8.self)
            return Int(body.filter(\.isNumber)) ?? -1
        }
        func waitForRender(after old: Int) throws {
            let deadline = Date().addingTimeInterval(120)
            while try version() <= old && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
            XCTAssertGreaterThan(try version(), old, "the edit was rendered")
            Thread.sleep(forTimeInterval: 0.5)   // the warnings follow the published render
        }
        let first = try version()
        try cli.write("acme/buy.yaml", "- {name: buy, system: ./acme.system.yaml, style: secondary, title: Buy}\n")
        try waitForRender(after: first)
        let second = try version()
        try cli.write("acme/buy.yaml", "- {name: buy, system: ./acme.system.yaml, style: secondary, title: Buy now}\n")
        try waitForRender(after: second)
        XCTAssertEqual(server.stop(), 0)
        let log = server.log
        XCTAssertEqual(log.components(separatedBy: warning).count - 1, 1, log)
    }
    #endif

    func testVerifysCacheFollowsTheSystemsTokenFiles() throws {
        XCTAssertEqual(try cli.run(["record", "--catalog", "--system", "acme/acme.system.yaml", "--snapshots", "goldens"]).status, 0)
        func verify() throws -> [String: Any] {
            let r = try cli.run(["verify", "--catalog", "--system", "acme/acme.system.yaml", "--snapshots", "goldens", "--json"])
            return (try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]) ?? [:]
        }
        XCTAssertEqual(try verify()["passed"] as? Int, 96)
        XCTAssertEqual(try verify()["unchanged"] as? Int, 96, "nothing changed: every button is skipped")
        let tokens = cli.work.appendingPathComponent("acme/tokens/base.tokens.json")
        let text = try String(contentsOf: tokens, encoding: .utf8).replacingOccurrences(of: #""value": 6, "unit": "px""#, with: #""value": 2, "unit": "px""#)
        try text.write(to: tokens, atomically: true, encoding: .utf8)
        let after = try verify()
        XCTAssertEqual(after["unchanged"] as? Int, 0, "a token file the system names changed: every button is drawn")
        XCTAssertEqual(after["failed"] as? Int, 96)
    }

    func testHelpSystemIsAManual() throws {
        let r = try cli.run(["help", "system"])
        XCTAssertEqual(r.status, 0)
        for phrase in ["FIELDS", "modes", "variants", "VALUES", "calc(", "SLOTS", "containerColor", "focusRing.gap", "wrappedTitleAlignment"] {
            XCTAssertTrue(r.out.contains(phrase), "missing \(phrase)")
        }
        let schema = try cli.run(["system", "schema"])
        XCTAssertEqual(schema.status, 0)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(schema.out.utf8)))
    }
}
