import Foundation

/// The plain-text operations the label rules and VoiceOver wordings share, wherever they are
/// declared (the shared audit in `Audit/`, a system's own rules and wording in `Systems/`).
package enum LabelText {
    /// The text with surrounding white space removed, or nil when nothing is left.
    package static func nonBlank(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// The words of a label: split at white space, punctuation around each word removed,
    /// words with no letters or digits left out.
    package static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map {
            String($0).trimmingCharacters(in: .punctuationCharacters.union(.symbols))
        }.filter { $0.contains { $0.isLetter || $0.isNumber } }
    }
}
