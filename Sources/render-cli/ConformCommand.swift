import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli conform LIST`: a team's shipped buttons against its system file.
struct ConformCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conform",
        abstract: "Check pictures of a team's shipped buttons against what its system file draws.",
        discussion: """
        LIST is a JSON or YAML list of ordinary button specs (system, style, size, state, \
        appearance, title), each with 'shipped: PATH', a PNG of the button as the team ships \
        it (a screenshot from Storybook and Playwright, or a simulator), with or without a \
        margin, on any page colour, and 'shippedScale: N' (its device pixels per point, 1 to \
        4; default 1). Paths are relative to LIST's folder.

        For each button, conform draws it from its system file at the shipped scale, finds the \
        shipped button in its picture (the page colour is the picture's rim; a shadow or a \
        focus ring around the button does not move it), measures both the same way and prints \
        every measure that differs beyond its tolerance, drawn against shipped, with the slot \
        and token chain the drawn value came from, as 'system check' prints it:

          primary · hover · fill: #1C8139 drawn, #2C974B shipped (10/255)
            containerColor: {button.primary.bgColor.hover} #1C8139

        Measures: width, height, radius, fill, border, border width, label position, label \
        size, label color, focus ring (how far what surrounds the box reaches: a ring or \
        shadows), focus ring color. Lengths compare within --geometry-tolerance points (0.35), \
        colours within --color-tolerance levels of 255 (3).

        --report DIR writes report.html, verify's review page for the drifting buttons \
        (drawn | difference | shipped, the measures and their tokens as the message), and \
        junit.xml (a test case per button), all or nothing.

        --json prints {"buttons": [{"name", "systemName", "stateName", "verdict", "measures": \
        [{"measure", "drawn", "shipped", "difference", "verdict", "token"}]}]}, each verdict \
        'conforms' or 'drift'; systemName and stateName are the system's own words ("GitHub \
        Primer", "active"), and a button the list leaves unnamed is named by its style, state \
        and modes or appearance in them ("primary active dark-hc").

        Exit status: 0 every button conforms; 1 a measure drifts; 2 bad input (an unreadable \
        list or picture, a picture larger than 4096 pixels a side, a button that cannot be \
        found in its picture).
        """
    )

    @Argument(help: ArgumentHelp("The list of buttons with their shipped pictures (.json, .yaml, .yml).", valueName: "list"))
    var list: String

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Option(help: ArgumentHelp("How far a length may differ, in points.", valueName: "pt"))
    var geometryTolerance: Double = Conformance.Tolerance.standard.geometry

    @Option(help: ArgumentHelp("How far a colour may differ, per channel in levels of 255.", valueName: "levels"))
    var colorTolerance: Double = Conformance.Tolerance.standard.color

    @Flag(help: "Let system files, fonts and pictures lie outside the list's folder.")
    var allowOutsidePaths = false

    @Option(help: ArgumentHelp("Write report.html (drawn | difference | shipped for each drifting button, its measures and tokens) and junit.xml into this folder.", valueName: "dir"))
    var report: String?

    func validate() throws {
        guard (0...64).contains(geometryTolerance) else { throw ValidationError("--geometry-tolerance is from 0 to 64 points") }
        guard (0...255).contains(colorTolerance) else { throw ValidationError("--color-tolerance is from 0 to 255") }
    }

    func run() throws {
        let items: [ConformanceItem]
        let renderer: ButtonRenderer
        do {
            items = try ConformanceItem.load(file: list)
            if !allowOutsidePaths {
                let folder = (PathPolicy.resolved(list) as NSString).deletingLastPathComponent
                for (index, item) in items.enumerated() where !PathPolicy.resolved(item.shipped).hasPrefix(folder + "/") {
                    throw ValidationError("\(list): [\(index)].shipped: \(ControlCharacterEscaping.escaped(item.shipped)) is outside the list's folder (--allow-outside-paths allows it)")
                }
            }
            renderer = try ButtonRenderer()
        } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        let tolerance = Conformance.Tolerance(geometry: geometryTolerance, color: colorTolerance)
        var results: [Conformance.Result] = []
        var reports: [String: SystemCheckReport] = [:]
        for item in items {
            do { results.append(try Conformance.check(item, renderer: renderer, tolerance: tolerance, reports: &reports)) } catch {
                printError("\(item.spec.name ?? "button"): \(error)")
                throw ExitStatus.badInput
            }
        }
        if let report {
            let output = try RunOutput(directory: report)
            try output.run(inputs: { [URL(fileURLWithPath: list)] + items.map { URL(fileURLWithPath: $0.shipped) } }, quiet: true) { writer in
                try writer.write(Array(Conformance.reportHTML(results).utf8), to: "report.html")
                try writer.write(Array(Conformance.junitXML(results).utf8), to: "junit.xml")
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let document = try encoder.encode(["buttons": results])
            print(String(decoding: document, as: UTF8.self))
        } else {
            for result in results {
                print("\(result.name): \(result.verdict)")
                for drift in result.drifts { print("  \(result.name) · \(drift.line)") }
            }
            let drifting = results.filter { $0.verdict == "drift" }.count
            print("\(results.count - drifting) conform, \(drifting) drift")
        }
        if results.contains(where: { $0.verdict == "drift" }) { throw ExitStatus.checkFailed }
    }
}
