extension Duration {
    /// The duration in seconds, as a `Double` (the bench's figures are seconds, milliseconds or
    /// microseconds of it).
    var inSeconds: Double {
        let c = components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }
}
