/// A system whose buttons fill their parent's width unless the spec says otherwise (Anatomy,
/// seed 002: "Buttons will generally be full-width of the view or parent container with
/// minimum 16pt margins"): the parent's width to assume when the spec gives no
/// `containerWidth`, and the margins a full-width button keeps, which its canvas shows.
struct FullWidthDefault: Equatable, Sendable {
    /// The parent's width in points when the spec gives no `containerWidth`.
    var parentWidth: Double
    /// The space kept to the parent's sides, and above and below, in points.
    var margin: Double
}
