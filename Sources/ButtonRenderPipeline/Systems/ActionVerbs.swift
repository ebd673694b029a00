/// Common English action verbs a button label may lead with, for Anatomy's "Lead with a
/// verb" (seeds 002 and 004). A heuristic: a list of the verbs buttons commonly use, starting
/// with the seed's own examples (Save, Back, Next, Apply, Assign, Confirm), then the actions of
/// apps' buttons (review a claim, manage a plan, schedule a visit…). "Done" is deliberately
/// absent: it names a state, not an action. It knows English only; labels in other scripts
/// are not judged by it (`ContentStrategyRules.leadingVerb`).
enum ActionVerbs {
    /// The verbs, capitalised.
    static let all: Set<String> = [
        "Add", "Save", "Back", "Next", "Apply", "Assign", "Continue", "Cancel", "Delete", "Share",
        "Pay", "Buy", "Learn", "Sign", "Send", "Edit", "View", "Open", "Close", "Submit",
        "Confirm", "Download", "Upload", "Create", "Remove", "Accept", "Decline", "Go", "Get", "Start",
        "Try", "Play", "Sort", "Select", "Choose", "Use", "Find", "Search", "Show", "Hide",
        "Join", "Log", "Book", "Order", "Call", "Copy", "Print", "Reset", "Retry", "Refresh",
        "Update", "Install", "Connect", "Invite", "Follow", "Like", "Favorite", "Report", "Skip", "Undo",
        "Redo", "Finish", "Review", "Check", "Manage", "Change", "Set", "Schedule", "Reschedule", "Request",
        "Verify", "Enroll", "Register", "Renew", "Refill", "Track", "Compare", "Explore", "Contact", "Message",
        "Chat", "Email", "Text", "Subscribe", "Unsubscribe", "Rate", "Leave", "Write", "Read", "Watch",
        "Listen", "Scan", "Upgrade", "Transfer", "Move", "Claim", "Redeem", "Activate", "Deactivate", "Enable",
        "Disable", "Turn", "Allow", "Deny", "Block", "Unblock", "Archive", "Restore", "Export", "Import",
        "Attach", "Pin", "Unpin", "Mark", "Keep", "Discard", "Dismiss", "Exit", "Quit", "Stop",
        "Pause", "Resume", "Record", "Take", "Make", "Give", "Donate", "Vote", "Sell", "Rent",
        "Reserve", "Link", "Unlink", "Sync", "Clear", "Empty", "Fill", "Complete", "Approve", "Reject",
        "Reply", "Forward", "Comment", "Post", "Publish", "Preview", "Customize", "Personalize", "Adjust", "Tap",
        "Swipe", "Drag", "Drop", "Pick", "Browse", "Shop", "Checkout", "Proceed", "Begin", "Launch",
        "Run", "Test", "Calculate", "Estimate", "Locate", "Navigate", "Reorder", "Return", "Exchange", "Expand",
        "Collapse", "Zoom", "Rotate", "Crop", "Resize", "Rename",
    ]

    /// True when `word` is one of the verbs, in any letter case.
    static func contains(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return all.contains(first.uppercased() + word.dropFirst().lowercased())
    }
}
