import ButtonRender
import ButtonRenderTools
import Foundation

/// Whether this invocation is printing a help text (`--help`, `-h`, `help COMMAND`, the help
/// dump), set by `CommandLineEntry` just before it asks ArgumentParser for the text.
/// ArgumentParser reads every command's configuration to parse any command line; a help text
/// that costs something to make (`render`'s manual lists every design system's styles, which
/// reads the bundled system files) is put into its configuration only while this is set.
enum HelpPrinting {
    private static let printing = Locked(false)

    /// True from `begin()` until `end()`.
    static var isActive: Bool { printing.withLock { $0 } }

    /// Marks the invocation as printing help from here on.
    static func begin() { printing.withLock { $0 = true } }

    /// Marks the help text as printed: commands' configurations leave their costly texts out
    /// again.
    static func end() { printing.withLock { $0 = false } }

    /// A command's discussion: `text`, made only while help is printed (empty otherwise), its
    /// tables and lists laid out for 80 columns (`ManualText`).
    static func discussion(_ text: @autoclosure () -> String) -> String {
        isActive ? ManualText.wrapped(text()) : ""
    }
}
