@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import XCTest

/// A design system carries its VoiceOver wording and its own audit rules as values, so a new
/// system brings them without a change to the audit; the default system is named once.
final class SystemValuesTests: XCTestCase {
    /// A system made in Swift with a wording and a rule of its own: the values announce and
    /// find what the system says, not what a built-in case would.
    func testASystemCarriesItsOwnWordingAndRules() throws {
        let wording = VoiceOverWording(name: "robot") { "\($0.label.uppercased()) [\($0.state.rawValue)]" + ($0.hint.map { " / " + $0 } ?? "") }
        let rule = SystemAuditRule(name: "noExclamation") { subject in
            subject.visibleTitle.contains("!")
                ? [AuditFinding(severity: .warning, rule: "noExclamation", message: "\"\(subject.visibleTitle)\" shouts", field: "title")] : []
        }
        let material = DesignSystem.material
        let system = DesignSystem(id: ButtonSystem(registering: "robot"), displayName: "Robot", styles: material.styles,
                                  defaultStyle: material.defaultStyle, states: material.states, theme: material.theme,
                                  voiceOver: wording, touchTargetMinimum: 40, resolve: { try DesignSystem.material.resolver($0, $1) },
                                  catalog: { _ in [] }, auditRules: [rule])
        XCTAssertEqual(system.voiceOver.announcement(state: .disabled, label: "Save", value: nil, hint: "  Saves it. "),
                       "SAVE [disabled] / Saves it.")
        let spec = ButtonSpec(name: "b", title: "Go!")
        XCTAssertEqual(system.auditRules.flatMap { $0.findings(.init(visibleTitle: "Go!", spec: spec)) }.map(\.rule), ["noExclamation"])
        XCTAssertEqual(system.auditRules.flatMap { $0.findings(.init(visibleTitle: "Go", spec: spec)) }, [])
    }

    /// A web system file that names no wording or touch target takes its platform's: a browser's
    /// button as NVDA reads it and WCAG 2.2's 24-point target size, named in the audit; an iOS
    /// one UIKit's and 44; `web-voiceover` as VoiceOver reads it in Safari.
    func testAWebSystemFileReadsAndMeasuresAsTheWeb() throws {
        let web = VoiceOverWording.web, safari = VoiceOverWording.webVoiceOver
        XCTAssertEqual(web.announcement(state: .normal, label: "Save", value: nil, hint: nil), "Save, button")
        XCTAssertEqual(web.announcement(state: .selected, label: "Bold", value: nil, hint: nil), "Bold, toggle button, pressed")
        XCTAssertEqual(web.announcement(state: .disabled, label: "Save", value: nil, hint: "Saves it"), "Save, button, unavailable, Saves it")
        XCTAssertEqual(web.announcement(state: .loading, label: "Save", value: nil, hint: nil), "Save, button, unavailable, busy")
        XCTAssertEqual(safari.announcement(state: .selected, label: "Bold", value: nil, hint: nil), "Bold, selected, toggle button")
        XCTAssertEqual(safari.announcement(state: .disabled, label: "Save", value: nil, hint: nil), "Save, dimmed, button")
        let acme = try SystemFileReader.read(file: SystemFileTests.acmeFile)
        XCTAssertEqual(acme.platform, .web)
        XCTAssertEqual(acme.touchTargetMinimum, 24)
        XCTAssertEqual(acme.voiceOver, "web")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: folder)
        let file = folder.appendingPathComponent("acme.system.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        for (platform, target, wording) in [("ios", 44.0, "uikit"), ("android", 48.0, "uikit")] {
            try (text + "platform: \(platform)\n").write(to: file, atomically: true, encoding: .utf8)
            let definition = try SystemFileReader.read(file: file.path)
            XCTAssertEqual(definition.touchTargetMinimum, target, platform)
            XCTAssertEqual(definition.voiceOver, wording, platform)
        }
        // The audit names the rule a web system's minimum comes from.
        let measure = TouchTargetMeasure(width: 20, height: 20, minimum: 24)
        let finding = TouchTargetRule.finding(measure, system: ButtonSystem(registering: "acme"), rule: Platform.web.touchTargetRule)
        XCTAssertTrue(finding?.message.contains("24x24pt minimum (acme: WCAG 2.2 target size, minimum (2.5.8, AA))") ?? false, "\(String(describing: finding))")
    }

    /// The built-in systems carry the built-in values their files name.
    func testBuiltInSystemsCarryTheirWordingAndRules() {
        // Material 3 is material-web's (platform web): a browser's wording.
        XCTAssertEqual(DesignSystems.all.map(\.voiceOver.name), ["uikit", "uikit", "anatomy", "obsidian", "web"])
        XCTAssertEqual(DesignSystems.all.map { $0.auditRules.map(\.name) }, [[], [], ["contentStrategy"], ["hintSentence"], []])
    }

    /// System files may name exactly the built-in wordings and rules: the reader's lists (which
    /// sit below the systems and cannot see them) and the values agree, so every name a file
    /// passes the reader with maps onto a value.
    func testSystemFileNamesAreTheBuiltInValues() {
        XCTAssertEqual(SystemFileReader.voiceOverWordings, VoiceOverWording.builtIn.map(\.name))
        XCTAssertEqual(SystemFileReader.auditRuleNames, SystemAuditRule.builtIn.map(\.name))
        for name in SystemFileReader.voiceOverWordings { XCTAssertNotNil(VoiceOverWording.named(name), name) }
        for name in SystemFileReader.auditRuleNames { XCTAssertNotNil(SystemAuditRule.named(name), name) }
    }

    /// An unknown system is an error naming the registered ones, never Material.
    func testAnUnknownSystemIsAnError() {
        XCTAssertThrowsError(try DesignSystems.registered(ButtonSystem(registering: "materia"))) { error in
            XCTAssertTrue("\(error)".contains("material"), "\(error)")
        }
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(name: "b", system: ButtonSystem(registering: "nosuch"), title: "Go")))
    }

    /// A resolved button built (or changed) in code with a system no resolver gave it is an
    /// error at layout, naming the system, before any later stage looks the system up by name.
    func testLayingOutAButtonOfAnUnregisteredSystemIsAnError() throws {
        var button = try Resolver.resolve(ButtonSpec(name: "b", title: "Go"))
        XCTAssertNoThrow(try LayoutEngine.layout(button, engine: sharedRenderer.engine))
        button.system = ButtonSystem(registering: "nosuch")
        XCTAssertThrowsError(try LayoutEngine.layout(button, engine: sharedRenderer.engine)) { error in
            XCTAssertTrue("\(error)".contains("nosuch"), "\(error)")
        }
    }

    /// The default system is named once (`ButtonSystem.defaultSystem`); no other file of the
    /// package writes Material as a fallback.
    func testTheDefaultSystemIsNamedOnce() throws {
        XCTAssertEqual(ButtonSpec(name: "b", title: "Go").effectiveSystem, .defaultSystem)
        XCTAssertEqual(ButtonSpec(name: "b", system: .uikit, title: "Go").effectiveSystem, .uikit)
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let fallback = try NSRegularExpression(pattern: #"\?\?\s*(\.material\b|"material")|return\s+\.material\s*$"#, options: [.anchorsMatchLines])
        var found: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in fallback.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.append("\(url.lastPathComponent): \((text as NSString).substring(with: match.range))")
            }
        }
        XCTAssertEqual(found, [], "Material written as a fallback; use ButtonSpec.effectiveSystem / ButtonSystem.defaultSystem")
    }
}
