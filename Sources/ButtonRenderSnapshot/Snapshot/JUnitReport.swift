import ButtonRenderModel
import Foundation

/// A JUnit XML report of image checks, the format CI systems (GitHub Actions reporters,
/// GitLab, Jenkins) read: one `<testcase>` per image, a `<failure type="mismatch">` for a
/// difference, a `<failure type="missing">` for an image with no golden, an `<error>` for an
/// image that could not be checked.
public enum JUnitReport {
    /// One checked image.
    public struct Case: Sendable {
        /// How the check ended.
        public enum Outcome: Sendable {
            case passed
            /// The image differs from its golden.
            case failed(message: String)
            /// The image has no golden (and the run did not record one): the message says
            /// which file is missing and how to record it.
            case missing(message: String)
            /// The image could not be rendered or compared.
            case error(message: String)
        }
        /// The group, e.g. the snapshot suite (`catalog`).
        public var suite: String
        /// The image's file name.
        public var name: String
        /// How it ended.
        public var outcome: Outcome
        /// Seconds spent on it.
        public var seconds: Double
        /// Artifact paths to attach (actual, diff, composite).
        public var artifacts: [String]

        /// Creates a case.
        package init(suite: String, name: String, outcome: Outcome, seconds: Double = 0, artifacts: [String] = []) {
            self.suite = suite; self.name = name; self.outcome = outcome; self.seconds = seconds; self.artifacts = artifacts
        }
    }

    /// The XML document for `cases`, grouped by suite in order of first appearance.
    public static func xml(_ cases: [Case], name: String = "render-cli verify") -> String {
        var suites: [String] = []
        for c in cases where !suites.contains(c.suite) { suites.append(c.suite) }
        func counts(_ list: [Case]) -> (failures: Int, errors: Int) {
            list.reduce((0, 0)) { acc, c in
                switch c.outcome {
                case .passed: return acc
                case .failed, .missing: return (acc.0 + 1, acc.1)
                case .error: return (acc.0, acc.1 + 1)
                }
            }
        }
        let total = counts(cases)
        let time = cases.reduce(0) { $0 + $1.seconds }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(total.failures)\" errors=\"\(total.errors)\" time=\"\(seconds(time))\">\n"
        for suite in suites {
            let list = cases.filter { $0.suite == suite }
            let c = counts(list)
            out += "  <testsuite name=\"\(escape(suite))\" tests=\"\(list.count)\" failures=\"\(c.failures)\" errors=\"\(c.errors)\" skipped=\"0\" time=\"\(seconds(list.reduce(0) { $0 + $1.seconds }))\">\n"
            for item in list {
                let open = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(item.name))\" time=\"\(seconds(item.seconds))\""
                let attachments = item.artifacts.isEmpty ? "" : "\nArtifacts:\n" + item.artifacts.joined(separator: "\n")
                switch item.outcome {
                case .passed:
                    out += open + "/>\n"
                case .failed(let message), .missing(let message):
                    let type = if case .missing = item.outcome { "missing" } else { "mismatch" }
                    out += open + ">\n      <failure message=\"\(escape(message))\" type=\"\(type)\">\(escape(message + attachments))</failure>\n"
                    out += systemOut(item.artifacts) + "    </testcase>\n"
                case .error(let message):
                    out += open + ">\n      <error message=\"\(escape(message))\" type=\"error\">\(escape(message))</error>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Artifact paths in the `[[ATTACHMENT|path]]` form Jenkins and GitLab pick up.
    private static func systemOut(_ artifacts: [String]) -> String {
        guard !artifacts.isEmpty else { return "" }
        return "      <system-out>" + escape(artifacts.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")) + "</system-out>\n"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// `text` safe inside XML 1.0 attributes and text (`MarkupText`).
    static func escape(_ text: String) -> String { MarkupText.escaped(text) }
}
