import ButtonRenderModel
import ButtonRenderNative

/// Why a spec or sheet cannot be laid out, as the layout stage sees it: a font or icon the
/// native layer refused, an icon or background image file that did not load, shadows over the
/// blur budget, and the sheet composers' refusals. Thrown inside a `FieldError` (the field's
/// path, `SpecProblem.stage`); each case keeps its cause, and `description` is the sentence
/// users see after the field.
public enum LayoutError: StageError, Equatable {
    /// The font family is not registered (or shaping failed in Pango/Cairo).
    case font(NativeError)
    /// An icon name the icon font does not have (or shaping it failed).
    case iconGlyph(NativeError)
    /// An icon or background image file that could not be loaded.
    case imageFile(IconError)
    /// Loading an image failed in Cairo.
    case imageNative(NativeError)
    /// Painting the shadows would take `work` blur steps at `scale`, over `limit`.
    case shadowBudget(work: Double, scale: Double, limit: Double)
    /// A sheet scale other than 1, 2 or 3.
    case unknownSheetScale(Int)
    /// A caption on a button of a group sheet.
    case captionInGroup
    /// A group sheet's margins wider than its view.
    case marginsLeaveNoRoom(margin: Double, containerWidth: Double)
    /// An anatomy callout for a part the button does not have; `present` lists its parts.
    case missingCalloutPart(String, present: [String])
    /// A menu sheet whose button has no menu.
    case menuSheetWithoutMenu
    /// A button that did not come from the resolve stage with its system's facts (or whose
    /// `system` was changed after), so no stage could read its system.
    case unresolvedSystem(String)

    /// The case for an error thrown while loading an image file.
    init(imageFile error: any Error) {
        switch error {
        case let icon as IconError: self = .imageFile(icon)
        case let native as NativeError: self = .imageNative(native)
        default: self = .imageNative(.cairo(operation: "load image", status: "\(error)"))
        }
    }

    /// The sentence users see.
    public var description: String {
        switch self {
        case .font(let error), .iconGlyph(let error), .imageNative(let error): return error.description
        case .imageFile(let error): return error.description
        case .shadowBudget(let work, let scale, let limit):
            return "these shadows would take about \(ShadowBudget.formatWork(work)) blur steps to paint at scale \(formatNumber(scale)); "
                + "at most \(ShadowBudget.formatWork(limit)) are allowed (use fewer shadows, or less blur or spread)"
        case .unknownSheetScale(let scale): return "unknown value '\(scale)'; allowed: 1, 2, 3"
        case .captionInGroup: return "a group's buttons have no captions (captions belong to strip sheets)"
        case .marginsLeaveNoRoom(let margin, let width):
            return "margins of \(Self.points(margin)) pt leave no room in a view \(Self.points(width)) pt wide"
        case .missingCalloutPart(let part, let present):
            return "the button has no \(part); its parts are \(present.joined(separator: ", "))"
        case .menuSheetWithoutMenu: return "a menu sheet's button needs a menu: {items: [...]} (and system: uikit)"
        case .unresolvedSystem(let name):
            return "the button's system '\(name)' is not the one it was resolved with: resolve the spec (ButtonRenderer.resolve) instead of changing a resolved button's system"
        }
    }

    /// A length in points to two decimals, without needless zeros.
    private static func points(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}
