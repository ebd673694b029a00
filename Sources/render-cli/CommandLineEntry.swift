import ArgumentParser
import ButtonRender
import Foundation

/// One invocation of the tool, from its arguments to its exit status: what `main.swift` runs,
/// and what the tests run in their own process (so that most of them need not start the
/// binary). Output goes to file descriptors 1 and 2 and input comes from 0, as in a process of
/// its own.
///
/// Every command exits 0 on success, 1 when the thing checked failed, 2 on bad input or usage
/// (see ExitStatus): ArgumentParser's own usage status (64) and any error a command did not
/// turn into a status become 2.
enum CommandLineEntry {
    /// Parses `arguments` (without the program's name), runs the command and returns the exit
    /// status. Standard output is flushed before it returns.
    static func run(_ arguments: [String]) -> Int32 {
        beginInvocation()
        defer { fflush(nil) }
        let command: ParsableCommand
        do {
            command = try RenderCLI.parseAsRoot(arguments)
        } catch {
            if RenderCLI.exitCode(for: error) == .success { return printHelpOrVersion(error) }  // --help, --version
            FileHandle.standardError.write(Data((RenderCLI.fullMessage(for: error) + "\n").utf8))
            return ExitStatus.badInput.rawValue
        }
        do {
            var running = command
            try running.run()
            return 0
        } catch let status as ExitCode {
            InterruptCleanup.waitIfInterrupted()
            return status.rawValue
        } catch {
            InterruptCleanup.waitIfInterrupted()
            if RenderCLI.exitCode(for: error) == .success { return printHelpOrVersion(error) }  // help COMMAND
            if error is ValidationError {
                FileHandle.standardError.write(Data((RenderCLI.fullMessage(for: error) + "\n").utf8))
            } else {
                printError(error)
            }
            return ExitStatus.badInput.rawValue
        }
    }

    /// What a process of its own starts with: no system file read yet, no warning printed, no
    /// help being printed. A no-op in the binary (one invocation a process); in a test process
    /// each invocation starts as the binary would.
    private static func beginInvocation() {
        HelpPrinting.end()
        SystemFileWarnings.forgetPrinted()
        SystemFiles.shared.forgetAll()
    }

    /// Prints the help text or version `error` asks for on standard output and returns 0; help
    /// texts that cost something to make are made only now (`HelpPrinting`).
    private static func printHelpOrVersion(_ error: Error) -> Int32 {
        if RenderCLI.fullMessage(for: error) == RenderCLI.configuration.version {
            print(RenderCLI.fullVersion)
            return 0
        }
        HelpPrinting.begin()
        defer { HelpPrinting.end() }
        let text = RenderCLI.fullMessage(for: error)
        if !text.isEmpty { print(text) }
        return RenderCLI.exitCode(for: error).rawValue
    }
}
