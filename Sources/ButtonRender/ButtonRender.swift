// The library's lower targets, re-exported: `import ButtonRender` gives a user the values
// (`ButtonRenderModel`: specs, errors, geometry, loaders), what every layer uses
// (`ButtonRenderSupport`: input files, output names, hashes, locks), the drawing and codecs
// (`ButtonRenderNative`), the design tokens and system files (`ButtonRenderTokens`), the
// pipeline from a spec to images, sheets and audits (`ButtonRenderPipeline`) and snapshot
// testing (`ButtonRenderSnapshot`) as one module, as before they were targets of their own.
@_exported import ButtonRenderModel
@_exported import ButtonRenderSupport
@_exported import ButtonRenderNative
@_exported import ButtonRenderPipeline
@_exported import ButtonRenderSnapshot
@_exported import ButtonRenderSpecFiles
@_exported import ButtonRenderTokens
