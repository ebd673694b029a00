import ArgumentParser
import ButtonRender
import Foundation

/// A command's output folder, all or nothing: the work writes into a staging folder, and only
/// when it all succeeded are the files moved into place (never over one of the run's inputs);
/// then one line counts them. Any failure leaves the folder as it was.
struct RunOutput {
    private let transaction: OutputTransaction

    /// The folder the files end up in.
    var destination: URL { transaction.destination }

    /// Prepares `directory`; a path that exists and is not a folder is bad input (status 2).
    init(directory: String) throws {
        do { transaction = try OutputTransaction(directory: directory) } catch {
            printError(error)
            throw ExitStatus.badInput
        }
    }

    /// Runs `work` with a writer into the staging folder, then commits, refusing any file that
    /// would replace one of `inputs` (asked for once the work is done) (status 2, nothing written), and prints
    /// `wrote N files to DIR` once.
    func run(inputs: () -> [URL], quiet: Bool, _ work: (OutputWriter) throws -> Void) throws {
        do {
            try work(transaction.writer)
        } catch {
            transaction.rollback()
            if !(error is ExitCode) { printError(error); throw ExitStatus.badInput }
            throw error
        }
        let written: Int
        do { written = try transaction.commitCounting(protecting: inputs()) } catch {
            printError(error)
            throw ExitStatus.badInput
        }
        if !quiet {
            print("wrote \(written) file\(written == 1 ? "" : "s") to \(transaction.destination.path)")
        }
    }
}
