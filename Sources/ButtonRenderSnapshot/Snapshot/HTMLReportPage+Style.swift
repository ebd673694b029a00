extension HTMLReport {
    /// The page's stylesheet (`ReportAssets/report.css`, with `comparisonStyle`): light and
    /// neutral, one column of cards, wraps down to phone width.
    static let pageStyle = PageAssets.text("ReportAssets/report.css")

    /// The rules of the image comparison views (`ReportAssets/comparison.css`), shared with
    /// the live gallery's golden view: segmented buttons, status badges, the frames
    /// (expected | diff | actual), pixel zoom through `--zoom`, and the slider that wipes
    /// between actual and expected.
    static let comparisonStyle = PageAssets.text("ReportAssets/comparison.css")
}
