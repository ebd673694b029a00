extension SpecItem {
    /// The output name of the button or sheet.
    var outputName: String {
        switch self {
        case .button(let b): return b.spec.name ?? "button"
        case .sheet(let s): return s.sheet.outputName
        }
    }

    /// Where the item came from.
    var source: SpecSource {
        switch self {
        case .button(let b): return b.source
        case .sheet(let s): return s.source
        }
    }

    /// `error` at the item's spec: a field error at its field's line and column, a spec error
    /// as it is, anything else at the item itself.
    func locate(_ error: Error) -> SpecError {
        if let e = error as? FieldError { return source.locate(e) }
        if let e = error as? SpecError { return e }
        return source.locate(FieldError([], SpecProblem(error)))
    }
}
