import ArgumentParser
import ButtonRender
import ButtonRenderTools
import Foundation

/// `render-cli audit SPEC...`: accessibility checks without rendering files.
struct AuditCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "audit",
            abstract: "Check buttons against accessibility rules and print what VoiceOver reads.",
            discussion: HelpPrinting.discussion("""
            Checks, per button and state:
              contrast      WCAG 2 contrast of the label against its container (and
                            the canvas behind a transparent one): 4.5:1, 3:1 for
                            large text; disabled and loading buttons are exempt.
                            Icon-only buttons: the icon at 3:1.
              touchTarget   the touch area, counting hit-area insets, against 48x48
                            (material, material3) or 44x44 (uikit, anatomy, obsidian): each system's touchTargetMinimum.
              accessibilityLabel
                            an icon-only button needs one (error).
              labelPeriod   a label is a phrase, not a sentence: no closing period.
              hintSentence  obsidian: a hint is a sentence, a capital first, a
                            period last.
              labelLength   about 30 characters fit a 320pt-wide screen.
              titleCase, leadingVerb, wordCount
                            the Anatomy system's content rules.
              groupPrimaries, groupOrder, groupPriorities, groupIconOnly,
              groupDirection
                            a group sheet's buttons against the system's group
                            rules (Anatomy: one Primary, first; Default or Tertiary
                            alike; at most four icon-only; Back/Next side by side,
                            Back first).

            Prints a table (coloured on a terminal, see --color), or JSON with --json \
            (one report per button: findings, contrast, touch target and the VoiceOver \
            text).

            Exit status: 0 no errors; 1 a button has an error (with --strict, any \
            finding); 2 bad input or usage (an invalid or unreadable spec, a bad option).
            """)
        )
    }

    @Argument(help: ArgumentHelp("Spec files (.json, .yaml); a sheet's buttons are audited too. Omit with --catalog.", valueName: "spec"))
    var specs: [String] = []

    @Flag(help: "Audit the built-in catalog.")
    var catalog = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "Let a spec's theme and icon paths point outside the spec file's folder (by default they must stay inside its folder tree).")
    var allowOutsidePaths = false

    @OptionGroup var colorOption: ColorOption

    func validate() throws {
        if catalog == !specs.isEmpty { throw ValidationError("give spec files or --catalog") }
    }

    func run() throws {
        let files = catalog
            ? SpecFiles(buttons: BuiltInCatalog.specs().map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name ?? "")")) })
            : try loadingInputs { try SpecFiles.load(specs, paths: allowOutsidePaths ? .anywhere : .insideSpecFolder) }
        // Laid out and audited once each, drawing nothing; a sheet's buttons are named by their
        // place in it ("states: Light / Enabled / Outline").
        var reports: [AuditReport] = []
        let summary = try Run(inputs: RunInputs(items: files.items), options: BatchOptions(outputs: [], metadata: false, jobs: 1))
            .execute(sinks: [RunSink(receive: { item in
                if let error = item.error { printError(error) }
                reports += item.drawn?.audits ?? []
            })])
        if summary.hasInvalidItems { throw ExitStatus.badInput }
        SystemFileWarnings.report(quiet: false)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        } else {
            print(AuditTable.render(reports, color: colorOption.enabled()), terminator: "")
        }
        let errors = reports.contains { $0.hasErrors }
        let warnings = reports.contains { !$0.findings.isEmpty }
        if errors || (strict && warnings) { throw ExitStatus.checkFailed }
    }
}
