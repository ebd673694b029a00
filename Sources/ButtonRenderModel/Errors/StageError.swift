/// An error of a stage after loading (tokens, native, layout, output) that one of a spec's
/// fields caused. `SpecProblem.stage` keeps such an error as it was thrown, typed, so code can
/// match it (`problem.cause(as: LayoutError.self)`) while Model names no later stage.
public protocol StageError: Error, Sendable, CustomStringConvertible {}
