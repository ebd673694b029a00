import ButtonRender

/// How a snapshot assertion captures a value and compares it with its golden, as
/// swift-snapshot-testing's `Snapshotting` does: `render` draws the value as a `Format`, and
/// `diffing` encodes that as the golden's bytes and compares two of them. The built-in
/// strategies (`.png`, `.png(scale:)`, `.svg`, `.pdf`, `.apng`, `.layout`) are values of
/// this type; a test adds its own in an extension:
///
/// ```swift
/// extension SnapshotStrategy where Value == ButtonSpec, Format == String {
///     /// The button's title as text (`name.title.txt`).
///     static var title: Self {
///         SnapshotStrategy(pathExtension: "title.txt", diffing: .lines) { spec, _ in spec.title ?? "" }
///     }
/// }
/// assertSnapshot(of: save, as: .title)
/// ```
public struct SnapshotStrategy<Value, Format> {
    /// The golden's file name extension after the snapshot's name (`png`, `layout.json`); the
    /// failure's actual file is `<name>.actual.<pathExtension>`.
    public var pathExtension: String
    /// The golden's file name for a snapshot's name; default `<name>.<pathExtension>`.
    public var fileName: (_ name: String) -> String
    /// Draws the value with the assertion's renderer (one per thread).
    public var render: (_ value: Value, _ renderer: ButtonRenderer) throws -> Format
    /// Encodes what `render` drew and compares it with the golden.
    public var diffing: SnapshotDiffing<Format>
    /// Adds what the value itself says about the tolerance (a button spec's own ignored
    /// regions) to the tolerance the assertion was given; default: unchanged.
    public var prepareTolerance: (_ value: Value, _ tolerance: SnapshotTolerance) -> SnapshotTolerance

    /// A strategy. `fileName` defaults to `<name>.<pathExtension>`.
    public init(pathExtension: String, fileName: ((String) -> String)? = nil, diffing: SnapshotDiffing<Format>,
                prepareTolerance: @escaping (Value, SnapshotTolerance) -> SnapshotTolerance = { $1 },
                render: @escaping (Value, ButtonRenderer) throws -> Format) {
        self.pathExtension = pathExtension
        self.fileName = fileName ?? { "\($0).\(pathExtension)" }
        self.diffing = diffing
        self.prepareTolerance = prepareTolerance
        self.render = render
    }

    /// This strategy for another kind of value, turned into this one's first (as
    /// swift-snapshot-testing's `pullback`): `SnapshotStrategy<ButtonSpec, RenderedImage>.png.pullback { (title: String) in ButtonSpec(title: title) }`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue, Format> {
        let render = self.render, prepare = prepareTolerance
        return SnapshotStrategy<NewValue, Format>(
            pathExtension: pathExtension, fileName: fileName, diffing: diffing,
            prepareTolerance: { value, tolerance in (try? transform(value)).map { prepare($0, tolerance) } ?? tolerance },
            render: { value, renderer in try render(try transform(value), renderer) })
    }
}

/// The strategy's former name, kept so that code naming it still compiles.
public typealias SnapshotFormat<Value, Format> = SnapshotStrategy<Value, Format>
