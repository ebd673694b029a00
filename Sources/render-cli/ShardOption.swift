import ArgumentParser
import ButtonRender

/// `--shard I/N`, shared by `render`, `catalog`, `verify` and `record`.
struct ShardOption: ParsableArguments {
    @Option(help: ArgumentHelp("Only part I of N of the buttons and sheets (1/4 … 4/4), for spreading a run over CI runners: split evenly by cost (a sheet counts as its buttons), the same split on every machine. verify writes shard-I-of-N.json beside its artifacts for 'render-cli merge-reports'.", valueName: "I/N"))
    var shard: ShardArgument?
}

/// `I/N` as a command-line value.
struct ShardArgument: ExpressibleByArgument {
    let shard: Shard
    init?(argument: String) {
        guard let shard = Shard(argument) else { return nil }
        self.shard = shard
    }
    static var defaultCompletionKind: CompletionKind { .default }
}
