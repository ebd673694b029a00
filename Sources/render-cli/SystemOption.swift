import ArgumentParser
import ButtonRender
import Foundation

/// `--system NAME|FILE`: a built-in design system by name, or a system file (`*.system.yaml`,
/// `.yml` or `.json`) read and checked, every problem printed at its line and column.
enum SystemOption {
    /// The help text of the option.
    static let help = "A built-in system (\(DesignSystems.names.joined(separator: ", "))) or a system file (acme.system.yaml)."

    /// The system `value` names. A file that does not read prints each problem and exits 2.
    static func resolve(_ value: String) throws -> DesignSystem {
        if let system = DesignSystems.named(value) { return system }
        guard ButtonSystem(registering: value).isFile || FileManager.default.fileExists(atPath: value) else {
            let suggestion = DesignSystems.names.first { $0.hasPrefix(value.prefix(3)) }.map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("unknown system '\(value)'\(suggestion); give a built-in system (\(DesignSystems.names.joined(separator: ", "))) or a system file ending in .yaml, .yml or .json")
        }
        do {
            return try DesignSystem(contentsOf: URL(fileURLWithPath: value))
        } catch let error as SystemFileError {
            for problem in error.problems { printError(problem) }
            throw ExitStatus.badInput
        }
    }
}
