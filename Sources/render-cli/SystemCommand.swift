import ArgumentParser
import ButtonRender
import ButtonRenderTools
import Foundation

/// `render-cli system`: design systems defined by a file. `render-cli help system` is the
/// manual of the file format; `system check FILE` validates one and prints every slot of
/// every button with the tokens that gave it.
struct SystemCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "system",
            abstract: "Your own design system as a file: its styles, sizes, states, tokens, fonts and a value for every slot of a button.",
            discussion: HelpPrinting.discussion(SystemFileReference.text),
            subcommands: [SystemCheckCommand.self, SystemSchemaCommand.self]
        )
    }
}

/// `render-cli system check FILE [--json]`.
struct SystemCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a system file and print every slot of every button with the tokens that gave it.",
        discussion: """
        Reads FILE (acme.system.yaml), its tokens and its fonts, then every style x size x state \
        x appearance: for each button, each slot's value as drawn (colours as sRGB #RRGGBBAA, \
        lengths in points), the chain of tokens that gave it (as 'render-cli tokens' shows it) \
        and the line of the system file it came from. Variants that depend on a spec (an icon, \
        a width) are evaluated too. Every problem is listed, not only the first: a field the \
        file does not have, a value a slot cannot take, a reference that resolves to nothing, a \
        token that cannot be read, each at its file, line and column. Warnings (a mode mapping \
        that never selects a context) are printed on standard error.

        --json prints {"system", "displayName", "file", "tokens", "buttons": [{"style", "size", \
        "state", "buttonRenderState", "appearance", "slots": [{"slot", "value", "chain", "from"}]}], \
        "problems": [{"file", "line", "column", "message"}], "warnings"}.

        Exit status: 0 no problems (warnings allowed); 2 any problem (nothing else is written).
        """
    )

    @Argument(help: ArgumentHelp("The system file (.yaml, .yml or .json), or a built-in system defined by one (anatomy, obsidian, material3).", valueName: "file"))
    var file: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Print only problems and warnings, not every slot.")
    var quiet = false

    func run() throws {
        let system: DesignSystem
        do {
            system = try DesignSystems.named(file).flatMap { $0.definition == nil ? nil : $0 } ?? DesignSystem(contentsOf: URL(fileURLWithPath: file))
        } catch let error as SystemFileError {
            if json {
                let problems = error.problems.map { SystemCheckReport.Problem(file: $0.file ?? file, line: $0.line, column: $0.column,
                                                                            message: ($0.field.map { "field '\($0)': " } ?? "") + $0.message) }
                printJSON(SystemCheckReport(system: "", displayName: "", file: file, tokens: "", buttons: [], problems: problems, warnings: []))
            } else {
                for problem in error.problems { printError(problem) }
                FileHandle.standardError.write(Data("\(error.problems.count) problem\(error.problems.count == 1 ? "" : "s") in \(file)\n".utf8))
            }
            throw ExitStatus.badInput
        }
        let report = SystemCheck.run(system)
        if json {
            printJSON(report)
        } else {
            printText(report)
        }
        for warning in report.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if !report.problems.isEmpty { throw ExitStatus.badInput }
    }

    private func printJSON(_ report: SystemCheckReport) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(report) { FileHandle.standardOutput.write(data + Data("\n".utf8)) }
    }

    private func printText(_ report: SystemCheckReport) {
        var out = ""
        let sizes = Set(report.buttons.compactMap(\.size)).count
        out += "\(report.displayName) (\(report.system)): \(report.buttons.count) buttons"
            + (sizes > 0 ? " over \(sizes) sizes" : "") + ", tokens \(report.tokens)\n"
        if !quiet {
            let width = (Slot.names.map(\.count).max() ?? 20) + 2
            for button in report.buttons {
                var heading = "\n\(button.style)"
                if let size = button.size { heading += " · \(size)" }
                heading += " · \(button.state)"
                if button.state != button.buttonRenderState { heading += " (\(button.buttonRenderState))" }
                out += heading + " · \(button.appearance)\n"
                for entry in button.slots {
                    var line = "  " + TextPadding.padded(entry.slot, to: width) + entry.value
                    if !entry.chain.isEmpty {
                        line += "  ← " + entry.chain.map { $0.map { "{\($0)}" }.joined(separator: " → ") }.joined(separator: ", ")
                    }
                    if entry.from != "default" { line += "  (\((entry.from as NSString).lastPathComponent))" }
                    out += line + "\n"
                }
            }
        }
        FileHandle.standardOutput.write(Data(out.utf8))
        for problem in report.problems { printError(problem.text) }
        if !report.problems.isEmpty {
            FileHandle.standardError.write(Data("\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") in \(report.file)\n".utf8))
        }
    }
}

/// `render-cli system schema`: the JSON Schema of a system file.
struct SystemSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a system file (the repository's schema/system.schema.json).",
        discussion: """
        Editors check and complete a system file against it: in YAML, a first line \
        '# yaml-language-server: $schema=PATH/system.schema.json' (the YAML language server, as VS \
        Code's YAML extension uses it); in JSON, a "$schema" field. The schema checks shapes; \
        'render-cli system check' checks everything, tokens included.
        """
    )

    func run() throws { FileHandle.standardOutput.write(Data(SystemFileSchema.json().utf8)) }
}
