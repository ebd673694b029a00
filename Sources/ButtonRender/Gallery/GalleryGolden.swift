extension GalleryData {
    /// How one served image compares with its golden: the status `verify` would give it, and
    /// the URLs (relative to the page) of the pictures the detail view compares.
    public struct Golden: Codable, Equatable, Sendable {
        /// "passed", "failed", "new" (no golden yet) or "error" (could not be compared).
        public var status: String
        /// One line for a person: what differs, or why it could not be compared.
        public var message: String
        /// The golden's file name in the snapshots folder ("save.png").
        package var fileName: String
        /// The rendered image at the golden's scale.
        public var actual: String
        /// The golden, when there is one.
        public var expected: String?
        /// The diff picture, when pixels were compared and differ.
        public var diff: String?

        /// Creates a golden status.
        package init(status: String, message: String, fileName: String, actual: String, expected: String?, diff: String?) {
            self.status = status; self.message = message; self.fileName = fileName
            self.actual = actual; self.expected = expected; self.diff = diff
        }
    }
}
