/// The drawing caches of one run: where buttons' lower layers (`ButtonLayerCache`) and
/// blurred shadows (`ShadowBlurCache`) are kept between the buttons the run paints, each
/// within its own byte budget.
///
/// A run owns its caches, so two runs in one process (a test suite, `serve` next to a batch, a
/// library user's two renderers) neither share nor evict each other's entries, and a run says
/// how much memory they may take by the budgets of the caches it makes. The value holds
/// references: copies share the same caches, and every thread of a run paints through them
/// (both are locked). A `ButtonRenderer` made without one makes its own (`init()`), so one-off
/// renders never reach a process-wide cache: there is none. The caches change no byte of
/// what is drawn, only how often it is painted again; `nil` turns one off.
public struct RenderCaches: Sendable {
    /// Where image canvases start from an earlier button's lower layers; nil paints every
    /// layer of every button.
    public let layers: ButtonLayerCache?
    /// Where shadows find an earlier blur of the same corners; nil blurs every shadow's whole
    /// mask.
    public let shadowBlurs: ShadowBlurCache?

    /// Caches made of `layers` and `shadowBlurs`: by default new, empty ones with their
    /// default budgets (32 MiB of layers, 16 MiB of blurs).
    public init(layers: ButtonLayerCache? = ButtonLayerCache(), shadowBlurs: ShadowBlurCache? = ShadowBlurCache()) {
        self.layers = layers
        self.shadowBlurs = shadowBlurs
    }

    /// No cache at all: every layer painted and every shadow blurred whole, for every button.
    public static var disabled: RenderCaches { RenderCaches(layers: nil, shadowBlurs: nil) }

    /// The bytes both caches hold now, counted as against their budgets.
    public var byteCount: Int { (layers?.byteCount ?? 0) + (shadowBlurs?.byteCount ?? 0) }

    /// Forgets every kept layer and blur, and resets both caches' statistics.
    public func removeAll() {
        layers?.removeAll()
        shadowBlurs?.removeAll()
    }
}
