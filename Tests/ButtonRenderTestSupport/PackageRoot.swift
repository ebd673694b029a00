import Foundation

/// The package's root folder (this file is `Tests/ButtonRenderTestSupport/PackageRoot.swift`).
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
