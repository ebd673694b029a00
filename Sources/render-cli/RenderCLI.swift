import ArgumentParser
import ButtonRender

/// The `render-cli` tool: renders buttons and documentation sheets, compares and verifies
/// images against goldens, audits accessibility and measures speed.
struct RenderCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-cli",
        abstract: "Render pixel-exact buttons and documentation sheets from JSON or YAML specs to PNG, SVG and PDF.",
        discussion: """
        ButtonRender draws the buttons of Material Components for iOS, UIKit's UIButton, Material 3 \
        (material-web), Anatomy and Obsidian, and of your own design system defined by a file \
        ('render-cli help system'; Examples/systems/ has GitHub Primer, IBM Carbon, Adobe Spectrum and Figma's \
        Simple Design System as such files), with Cairo and \
        Pango, using only the font files it names (Roboto, Inter, Material Icons, Noto and others \
        from Debian packages), so the same spec gives the same bytes on every machine with the \
        same library versions. It also draws documentation sheets (state matrices, type strips, \
        anatomy diagrams, redlines, touch targets), audits accessibility, and checks images \
        against golden files with a pixelmatch-exact diff.

        Run 'render-cli help render' for the spec format, with every field and an example, and \
        see Examples/ for one spec file per documentation picture.

        Spec arguments may be files, folders (every *.json, *.yaml and *.yml in them, sorted) or \
        '-' for standard input.

        \(ExitStatus.help)
        """,
        // The parser reads this at every start; the libraries' versions are added only when
        // `--version` is printed (`fullVersion`): asking librsvg its version opens it.
        version: "render-cli \(LibraryVersions.buttonRender)",
        subcommands: [RenderCommand.self, CatalogCommand.self, AuditCommand.self, DiffCommand.self, VerifyCommand.self, RecordCommand.self, AcceptCommand.self, MergeReportsCommand.self, ConformCommand.self, BenchCommand.self, TokensCommand.self, SystemCommand.self, ServeCommand.self]
    )

    /// What `--version` prints: the tool's version and the versions of the libraries it draws
    /// and encodes with, as loaded.
    static var fullVersion: String { "render-cli \(LibraryVersions.buttonRender) (\(LibraryVersions.summary))" }
}
