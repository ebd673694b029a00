import ArgumentParser
import ButtonRender
import Foundation

do {
    var command = try RenderCLI.parseAsRoot()
    try command.run()
} catch {
    // `diff` promises exit status 2 for any bad input, command-line mistakes included; the other
    // commands keep ArgumentParser's usage status (64).
    if RenderCLI.exitCode(for: error) == .validationFailure, CommandLine.arguments.dropFirst().first == "diff" {
        FileHandle.standardError.write(Data((RenderCLI.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    RenderCLI.exit(withError: error)
}
