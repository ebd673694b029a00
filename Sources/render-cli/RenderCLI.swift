import ArgumentParser
import ButtonRender

/// The `render-cli` tool: renders button specs to PNG and SVG.
struct RenderCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-cli",
        abstract: "Render pixel-exact buttons from JSON or YAML specs to PNG and SVG.",
        discussion: """
        ButtonRender draws Material buttons with Cairo and Pango, using only the font files it \
        names (Roboto, Material Icons, DejaVu Sans from Debian packages), so the same spec gives \
        the same bytes on every machine with the same library versions.

        Run 'render-cli help render' for the spec format, with every field and an example.
        """,
        subcommands: [RenderCommand.self, CatalogCommand.self, AuditCommand.self, DiffCommand.self, VerifyCommand.self, RecordCommand.self, BenchCommand.self]
    )
}
