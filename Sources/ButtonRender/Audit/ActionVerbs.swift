/// Common action verbs a button label may lead with, for Anatomy's "Lead with a verb"
/// (seeds 002 and 004). A heuristic: a short list of the verbs buttons commonly use, starting
/// with the seed's own examples (Save, Back, Next, Apply, Assign). "Done" is deliberately
/// absent: it names a state, not an action.
enum ActionVerbs {
    /// The verbs, capitalised.
    static let all: Set<String> = [
        "Add", "Save", "Back", "Next", "Apply", "Assign", "Continue", "Cancel", "Delete", "Share",
        "Pay", "Buy", "Learn", "Sign", "Send", "Edit", "View", "Open", "Close", "Submit",
        "Confirm", "Download", "Upload", "Create", "Remove", "Accept", "Decline", "Go", "Get", "Start",
        "Try", "Play", "Sort", "Select", "Choose", "Use", "Find", "Search", "Show", "Hide",
        "Join", "Log", "Book", "Order", "Call", "Copy", "Print", "Reset", "Retry", "Refresh",
        "Update", "Install", "Connect", "Invite", "Follow", "Like", "Favorite", "Report", "Skip", "Undo",
        "Redo", "Finish",
    ]

    /// True when `word` is one of the verbs, in any letter case.
    static func contains(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return all.contains(first.uppercased() + word.dropFirst().lowercased())
    }
}
