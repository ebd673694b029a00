import ArgumentParser
import ButtonRender

/// `--shard I/N`, shared by `render`, `catalog`, `verify` and `record`.
struct ShardOption: ParsableArguments {
    // `.unconditional`: a value that starts with '-' (`--shard -1/4`) is read as the value and
    // refused with the range, not taken for an option and reported missing.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Only part I of N of the buttons and sheets (1/4 … 4/4), for spreading a run over CI runners: split evenly by cost (a sheet counts as its buttons), the same split on every machine. verify writes shard-I-of-N.json beside its artifacts for 'render-cli merge-reports'.", valueName: "I/N"),
            transform: ShardArgument.parse)
    var shard: ShardArgument?
}

/// `I/N` as a command-line value.
struct ShardArgument {
    let shard: Shard

    /// Parses `I/N`, or says what the allowed values are.
    static func parse(_ argument: String) throws -> ShardArgument {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("'\(ControlCharacterEscaping.escaped(argument))' is not I/N: write two whole numbers with a '/' between them, as 2/4")
        }
        guard (1...Shard.maximumCount).contains(count) else {
            throw ValidationError("\(index)/\(count): N is the number of shards, from 1 to \(Shard.maximumCount)")
        }
        guard let shard = Shard(index: index, count: count) else {
            throw ValidationError("\(index)/\(count): I is the shard to run, from 1 to \(count)")
        }
        return ShardArgument(shard: shard)
    }
}
