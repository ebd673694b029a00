import ButtonRender
import Foundation

/// The Swift examples of `docs/`, verbatim, so that the compiler checks them:
/// `DocumentationExamplesTests` fails when a `swift` block of a page is not found, as written,
/// in this file (or, for the snapshot-test example, in the README between its consumer-test
/// markers, which scripts/check-consumer builds and runs). They are compiled, not called: they
/// read and write relative paths as a user's program would.
enum DocumentationSwiftExamples {
    /// docs/swift-api.md: a `Run` with the files sink and a printing one.
    static func runWithSinks() throws {
let inputs = try RunInputs.load(["Examples/buttons.yaml"])
let run = Run(inputs: inputs, options: BatchOptions(outputs: BatchOutput.grid(formats: [.png], scales: [1, 2]), jobs: 4))
let writer = try OutputWriter(directory: "out")
let printer = RunSink(receive: { item in
    if case .invalid(let error) = item.outcome { print(error) }   // file:line:column: field '…': …
})
let summary = try run.execute(sinks: [.files(writer), printer])
print("\(summary.images) images, \(summary.invalidButtons) invalid buttons")
    }

    /// docs/swift-api.md: a design system made in Swift, drawn and audited with a plain
    /// `import ButtonRender` (`SwiftMadeSystemTests` calls it and checks what it returns).
    @discardableResult
    static func swiftMadeSystem() throws -> (renderer: ButtonRenderer, spec: ButtonSpec, report: AuditReport) {
var systems = SystemRegistry.builtIn
let material = DesignSystem.material
try systems.add(DesignSystem(
    id: ButtonSystem(registering: "acme"), displayName: "Acme", styles: material.styles, defaultStyle: .contained,
    states: material.states, theme: material.theme,
    voiceOver: VoiceOverWording(name: "acme") { "\($0.label), action" + ($0.state == .disabled ? ", unavailable" : "") },
    touchTargetMinimum: 40, resolve: material.resolver, catalog: { _ in [] },
    auditRules: [SystemAuditRule(name: "noShouting") { button in
        let title = button.visibleTitle
        return title.count > 1 && title == title.uppercased()
            ? [AuditFinding(severity: .warning, rule: "noShouting", message: "'\(title)' is all capitals")] : []
    }]))
let renderer = try ButtonRenderer(systems: systems)
let buy = ButtonSpec(name: "buy", system: ButtonSystem(registering: "acme"), style: .contained, title: "BUY")
try Data(renderer.render(buy, format: .png, scale: 2).bytes).write(to: URL(fileURLWithPath: "buy@2x.png"))
let report = Auditor.audit(try renderer.layout(buy), spec: buy)
print(report.voiceOver, report.findings.map(\.rule))   // BUY, action ["noShouting"]
        return (renderer, buy, report)
    }

    /// docs/swift-api.md: a run's items taken from a sink.
    static func batchRendering() throws {
let inputs = try RunInputs.load(["Examples/buttons.yaml"])
let options = BatchOptions(outputs: BatchOutput.grid(formats: [.png, .svg], scales: [1, 2]), jobs: 4)
let writer = try OutputWriter(directory: "out")
let collect = RunSink(receive: { item in
    guard let drawn = item.drawn else { throw item.error! }   // file:line:column: field '…': …
    for file in drawn.files { try writer.write(file.bytes, to: file.name) }
})
try Run(inputs: inputs, options: options).execute(sinks: [collect], progress: { print("\($0.done)/\($0.total)") })
    }

    /// docs/conformance.md: the drifting measures of a conform list.
func driftingMeasures(list: String) throws -> [String] {
    let renderer = try ButtonRenderer()
    return try ConformanceItem.load(file: list).flatMap { item in
        try Conformance.check(item, renderer: renderer).drifts.map { "\(item.spec.name ?? "button"): \($0.measure)" }
    }
}
}
