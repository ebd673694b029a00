/// The bounds on what references in token files and resolver documents may expand to, each
/// counted before the expansion is done, so a few kilobytes cannot cost minutes and
/// gigabytes (the way `YAMLExpansionBudget` bounds YAML aliases). Passing one is a located
/// error (`TokenProblem.expansionTooLarge`) at the reference that would pass it.
public enum TokenLimits {
    /// The most nodes `$ref` JSON Pointers into values (`{"$ref": "#/a/b/$value/0"}`) may copy
    /// into one tokens file, or into all the sources of one resolution of a resolver document,
    /// counting each pointer as the whole expanded size of what it points at (a pointer to a
    /// whole token or its `$value` is an alias and costs 1).
    public static let maximumPointerExpansion = 100_000

    /// The most tokens `$extends` may copy into one tokens file, or into all the sources of
    /// one resolution, counting each `$extends` as the number of tokens of the group it extends.
    public static let maximumInheritedTokens = 100_000

    /// The most token sources (files and inline token objects) one resolution of a resolver
    /// document may layer, counting every use of a set (`{"$ref": "#/sets/name"}`) as all the
    /// sources of that set.
    public static let maximumResolverLayers = 1_000

    /// The most tokens one resolution may merge, summed over its layers (a file named ten
    /// times counts ten times).
    public static let maximumLayeredTokens = 500_000

    /// The most bytes of tokens files one resolution may name, summed over every time each is
    /// named (taken from the file system before anything is read; each file is read once per
    /// resolution however often it is named, and `TokenFile.maximumSize` bounds each).
    public static let maximumResolverBytes = 16 << 20
}
