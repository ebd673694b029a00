extension ButtonSpec {
    /// The buttons a spec renders: itself, and when it gives `states`, one more for each state
    /// it gives besides its own, drawn in that state and named `name-state`
    /// (`pay-highlighted`), in `ButtonState` order. As UIKit keeps a title per state, one spec
    /// shows every state it defines.
    package var renderedStates: [ButtonSpec] {
        guard let given = states?.states, !given.isEmpty else { return [self] }
        func folded(_ state: ButtonState) -> ButtonState { state == .pressed ? .highlighted : state }
        let own = folded(state ?? .normal)
        return [self] + given.filter { folded($0) != own }.map { state in
            var copy = self
            copy.state = state
            copy.name = name.map { "\($0)-\(state.rawValue)" }
            return copy
        }
    }
}
