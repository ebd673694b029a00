import Foundation

/// The package's root folder (this file is `Tests/ButtonRenderModelTests/ModelTestSupport.swift`).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
