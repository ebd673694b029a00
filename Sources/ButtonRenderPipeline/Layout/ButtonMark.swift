/// One entry of a button's display list (`ButtonLayout.marks`): a layer under the content or a
/// piece of content. Layout emits the marks in paint order; `ButtonPainter` draws them in that
/// order and decides nothing.
///
/// `indirect`: each mark is kept in a box of its own, so an entry of the list is one pointer.
/// The marks themselves are large values (a shadow is 21 numbers, a title its shaped text and
/// frames): stored inline, a list of six was a block of several kilobytes, allocated on
/// malloc's slow path for every button, and every copy of a mark (the painter's loop, the
/// layer cache's key) copied it whole; boxed, the list is small and a copy is a retain.
public indirect enum ButtonMark: Sendable {
    /// A layer under the content (shadow, container, state layer, ripple, stroke, focus ring,
    /// background image): a `Hashable` value, so the layer cache keys on the marks themselves.
    case background(ButtonBackgroundMark)
    /// Content over those layers (icon, menu indicator, spinner, texts, touch glow).
    case content(ButtonContentMark)

    /// The layer under the content, if this mark is one.
    public var background: ButtonBackgroundMark? {
        if case .background(let mark) = self { return mark }
        return nil
    }

    /// The content, if this mark is content.
    package var content: ButtonContentMark? {
        if case .content(let mark) = self { return mark }
        return nil
    }
}
