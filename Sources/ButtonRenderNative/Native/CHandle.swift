/// A C object's pointer (a FreeType face, a fontconfig configuration, a librsvg document, a
/// Cairo surface) kept in a value that threads share.
///
/// `@unchecked Sendable` because C pointers are not `Sendable`, and the compiler cannot know
/// the C library's rules for them: the value that stores a handle says, where it stores it,
/// which lock or which thread-safety of the C library makes each use safe. A handle is only
/// stored inside a `Locked` or a value that keeps that rule; it is never used to make a type
/// `Sendable` that holds Swift state of its own.
struct CHandle<Pointer>: @unchecked Sendable {
    /// The C object.
    let pointer: Pointer

    /// Wraps `pointer`.
    init(_ pointer: Pointer) { self.pointer = pointer }
}
