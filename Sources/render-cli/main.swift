import ButtonRender
import Foundation

// Every font this tool draws with comes from ButtonRender's own registry: fontconfig's
// default configuration (the machine's fonts) need not be loaded.
FontRegistry.leaveMachineFontsUnloaded()
exit(CommandLineEntry.run(Array(CommandLine.arguments.dropFirst())))
