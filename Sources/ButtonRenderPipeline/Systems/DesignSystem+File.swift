import ButtonRenderModel
import ButtonRenderTokens
import Foundation
import ButtonRenderSupport

/// A design system read from a file (`acme.system.yaml`): its styles, states, tokens, modes,
/// fonts and slot values, resolved by a `SlotResolver`.
extension DesignSystem {
    /// The system the file at `url` defines, read and checked (every problem reported, each at
    /// its line and column: `SystemFileError`), its tokens loaded once. It is also registered
    /// for the rest of the process by its name, so specs that name its file resolve with it.
    /// Token and font files must lie inside the system file's folder unless `paths` is
    /// `.anywhere`.
    public init(contentsOf url: URL, paths: PathPolicy = .insideSpecFolder) throws {
        self = try SystemFiles.shared.load(url.path, paths: paths, reload: true)
    }

    /// The system `definition` describes; `version` tells one reading of its files from the
    /// next (so its themes are read again after an edit).
    init(definition: SystemDefinition, version: String) {
        let resolver = SlotResolver(definition)
        let id = ButtonSystem(registering: definition.name)
        let base: ThemeBase
        switch definition.tokens {
        case .builtIn(let name): base = .builtIn(name)
        case .file(let path):
            base = .file(path: path, modes: definition.modes,
                         version: "file:" + ContentHash(of: "\(path)\n\(version)\n\(definition.modes.cacheKey)").description)
        }
        let themeName: String
        if case .builtIn(let name) = definition.tokens { themeName = name } else { themeName = definition.name }
        // The reader accepts only the names of the built-in wordings and rules (a test keeps
        // its lists and `builtIn` the same), so a name not found is a broken package.
        guard let wording = VoiceOverWording.named(definition.voiceOver) else {
            preconditionFailure("\(definition.file): voiceOver \(definition.voiceOver) is not a built-in wording")
        }
        let auditRules = definition.auditRules.map { name in
            guard let rule = SystemAuditRule.named(name) else {
                preconditionFailure("\(definition.file): audit rule \(name) is not a built-in rule")
            }
            return rule
        }
        let largeText: LargeTextRule = switch definition.largeText {
        case .none: .fixed
        case .scaleByTable("dynamicType"): .bodySizeTable
        case .scaleByTable(let table): .scaleByTable(table)
        }
        let groups = definition.groups.map {
            ButtonGroupRules(primary: ButtonStyle(rawValue: $0.primary), similarPriorities: $0.similarPriorities.map(ButtonStyle.init(rawValue:)),
                             iconOnly: ButtonStyle(rawValue: $0.iconOnly))
        }
        self.init(id: id, displayName: definition.displayName, styles: definition.styles.map { ButtonStyle(rawValue: $0.name) },
                  styleAliases: definition.styles.flatMap { style in style.aliases.map { ($0, ButtonStyle(rawValue: style.name)) } },
                  defaultStyle: ButtonStyle(rawValue: definition.defaultStyle), states: resolver.states, theme: themeName, base: base,
                  voiceOver: wording, touchTargetMinimum: definition.touchTargetMinimum, sheetLabelFamilies: definition.sheetLabelFamilies,
                  playsInkPress: definition.playsInkPress, resolve: { try resolver.resolve($0, system: $1) },
                  catalog: { system in
                      // A user's file is named by its path, so its catalog's specs resolve on their own and
                      // name the file (which the verification cache keys on); a bundled one by its name.
                      let id = definition.file.hasPrefix("/") ? ButtonSystem(registering: definition.file) : system.id
                      return SystemFileCatalog.entries(definition, id: id, resolve: system.resolve)
                  },
                  auditRules: auditRules, largeText: largeText, groupRules: groups)
        self.definition = definition
    }
}

extension DesignSystem {
    /// Where the touch-target minimum comes from, for a system file whose minimum is its
    /// platform's default (`Platform.touchTargetRule`: WCAG 2.2's target size on the web);
    /// nil for a built-in system or a minimum the file sets to another value.
    package var touchTargetRule: String? {
        guard let definition, definition.touchTargetMinimum == definition.platform.defaultTouchTargetMinimum else { return nil }
        return definition.platform.touchTargetRule
    }
}
