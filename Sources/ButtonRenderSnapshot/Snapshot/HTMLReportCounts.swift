/// How many images of a report ended in each status: those listed, plus matched images that
/// are only counted.
struct ReportCounts {
    private var listedCounts: [HTMLReport.Status: Int] = [:]
    private let unlistedPassed: Int

    /// Counts `entries` by status; `unlistedPassed` more images passed.
    init(entries: [HTMLReport.Entry], unlistedPassed: Int) {
        for entry in entries { listedCounts[entry.status, default: 0] += 1 }
        self.unlistedPassed = max(0, unlistedPassed)
    }

    /// Listed entries of `status`.
    func listed(_ status: HTMLReport.Status) -> Int { listedCounts[status] ?? 0 }

    /// All images of `status`, listed or not.
    subscript(status: HTMLReport.Status) -> Int { listed(status) + (status == .passed ? unlistedPassed : 0) }

    /// "2 failed, 1 new, 1 error, 5 passed", leaving out zero counts other than failed and passed.
    var sentence: String {
        [HTMLReport.Status.failed, .new, .error, .passed]
            .filter { self[$0] > 0 || $0 == .failed || $0 == .passed }
            .map { "\(self[$0]) \($0.noun(count: self[$0]))" }.joined(separator: ", ")
    }
}
