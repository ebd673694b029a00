// The library's lower targets, re-exported: `import ButtonRender` gives a user the values
// (`ButtonRenderModel`: specs, errors, geometry, loaders) and the drawing and codecs
// (`ButtonRenderNative`) as one module, as before they were targets of their own.
@_exported import ButtonRenderModel
@_exported import ButtonRenderNative
