import ButtonRenderModel

/// A resolved button described in its design system's own words: the system's display name,
/// the style's title and the state's name as the system file writes them (Spectrum's "down",
/// not ButtonRender's `highlighted`), with where the style and state stand in the system's
/// declared order. What a gallery shows a team of its own system.
public struct ButtonVocabulary: Equatable, Sendable {
    /// The system's name as the team writes it (`displayName`: "Adobe Spectrum").
    public var systemName: String
    /// The style's name as the system writes it.
    public var styleTitle: String
    /// The state's name in the system ("down"; a built-in system's state name).
    public var stateName: String
    /// The style's place among the system's styles, from 0.
    public var styleRank: Int
    /// The state's place among the system's states, in the order the system declares them.
    public var stateRank: Int

    /// A description in these words.
    package init(systemName: String, styleTitle: String, stateName: String, styleRank: Int, stateRank: Int) {
        self.systemName = systemName; self.styleTitle = styleTitle; self.stateName = stateName
        self.styleRank = styleRank; self.stateRank = stateRank
    }
}
