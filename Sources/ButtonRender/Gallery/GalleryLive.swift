extension GalleryData {
    /// What a served page knows besides its items: the data's version (bumped on every
    /// re-render, so the page fetches again and image URLs change), the spec files that failed
    /// to load (their last good images stay), and whether images may be approved as goldens.
    public struct Live: Codable, Equatable, Sendable {
        /// A spec file that failed to load or render, located.
        public struct Problem: Codable, Equatable, Sendable {
            /// The spec file's path.
            public var file: String
            /// The 1-based line, when known.
            public var line: Int?
            /// The 1-based column, when known.
            public var column: Int?
            /// The field ("state", "rows.values[1]"), when known.
            public var field: String?
            /// What is wrong.
            public var message: String
            /// The whole error as `render` prints it ("bad.yaml:2:8: field 'state': …").
            public var text: String

            /// Creates a problem.
            package init(file: String, line: Int?, column: Int?, field: String?, message: String, text: String) {
                self.file = file; self.line = line; self.column = column; self.field = field; self.message = message; self.text = text
            }
        }

        /// Bumped whenever an image, a finding, a status or an error changes.
        public var version: Int
        /// The spec files that failed to load or render at their last change.
        package var problems: [Problem]
        /// The snapshots folder compared against, when one was given.
        public var snapshots: String?
        /// True when the page may approve images as goldens (a snapshots folder and not read-only).
        var canApprove: Bool

        /// Creates the live part of the data.
        package init(version: Int, problems: [Problem], snapshots: String?, canApprove: Bool) {
            self.version = version; self.problems = problems; self.snapshots = snapshots; self.canApprove = canApprove
        }
    }
}
