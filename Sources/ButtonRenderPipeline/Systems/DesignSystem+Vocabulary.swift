import ButtonRenderModel

extension DesignSystem {
    /// `style` and `state` of this system in its own words: a system file's display name, style
    /// names and state names in its order; a built-in system's display name with its style and
    /// state names.
    func vocabulary(style: ButtonStyle, state: ButtonState) -> ButtonVocabulary {
        let drawn = state == .pressed ? ButtonState.highlighted : state
        if let definition {
            let styleIndex = definition.styles.firstIndex { $0.name == style.rawValue }
            let stateIndex = definition.states.firstIndex { $0.state == drawn }
            return ButtonVocabulary(systemName: displayName, styleTitle: style.rawValue,
                                    stateName: stateIndex.map { definition.states[$0].name } ?? state.rawValue,
                                    styleRank: styleIndex ?? definition.styles.count,
                                    stateRank: stateIndex ?? definition.states.count)
        }
        return ButtonVocabulary(systemName: displayName, styleTitle: style.rawValue, stateName: state.rawValue,
                                styleRank: styles.firstIndex(of: style) ?? styles.count,
                                stateRank: states.firstIndex(of: drawn) ?? states.count)
    }
}
