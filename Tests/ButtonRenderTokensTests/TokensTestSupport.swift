import Foundation

/// The package's root folder (this file is `Tests/ButtonRenderTokensTests/TokensTestSupport.swift`).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
