import ArgumentParser
import ButtonRender
import Foundation

// Every command exits 0 on success, 1 when the thing checked failed, 2 on bad input or usage
// (see ExitStatus): ArgumentParser's own usage status (64) and any error a command did not
// turn into a status become 2.
// Every font this tool draws with comes from ButtonRender's own registry: fontconfig's
// default configuration (the machine's fonts) need not be loaded.
FontRegistry.leaveMachineFontsUnloaded()

/// Prints the help text or version `error` asks for and exits 0; help texts that cost
/// something to make are made only now (`HelpPrinting`).
func printHelpOrVersion(_ error: Error) -> Never {
    if RenderCLI.fullMessage(for: error) == RenderCLI.configuration.version {
        print(RenderCLI.fullVersion)
        exit(0)
    }
    HelpPrinting.begin()
    RenderCLI.exit(withError: error)
}

let command: ParsableCommand
do {
    command = try RenderCLI.parseAsRoot()
} catch {
    if RenderCLI.exitCode(for: error) == .success { printHelpOrVersion(error) }  // --help, --version
    FileHandle.standardError.write(Data((RenderCLI.fullMessage(for: error) + "\n").utf8))
    exit(ExitStatus.badInput.rawValue)
}
do {
    var running = command
    try running.run()
} catch let status as ExitCode {
    InterruptCleanup.waitIfInterrupted()
    exit(status.rawValue)
} catch {
    InterruptCleanup.waitIfInterrupted()
    if RenderCLI.exitCode(for: error) == .success { printHelpOrVersion(error) }  // help COMMAND
    if error is ValidationError {
        FileHandle.standardError.write(Data((RenderCLI.fullMessage(for: error) + "\n").utf8))
    } else {
        printError(error)
    }
    exit(ExitStatus.badInput.rawValue)
}
