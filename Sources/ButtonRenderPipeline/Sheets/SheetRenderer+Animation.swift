import ButtonRenderNative

extension SheetRenderer {
    /// Frames per second of an animated sheet.
    static let animationFramesPerSecond = 30
    /// Length of an animated sheet's loop in frames (one second).
    static let animationFrames = 30

    /// What `format: .apng` draws for a sheet: when some of its buttons move (a spinner, or a
    /// pressed button of a system with ink, whose ink is bounded), a one-second loop at 30
    /// frames a second in which every spinner turns once (one spoke an eighth of a second) and
    /// every press plays from touch (`InkTiming`, 333 ms) and then holds its settled ink; the
    /// rest of the sheet stays as in the still image. A sheet where nothing moves is its still
    /// image, one frame.
    func renderAnimation(_ layout: SheetLayout, scale: Int? = nil) throws -> RenderedImage {
        let spinners = layout.buttons.indices.filter { layout.buttons[$0].layout.showsSpinner }
        // An unbounded ripple's canvas grows as it spreads, which would move the cell: still.
        let presses = layout.buttons.indices.filter {
            renderer.playsPress(layout.buttons[$0].layout) && layout.buttons[$0].layout.button.ripple?.bounded == true
        }
        let count = spinners.isEmpty && presses.isEmpty ? 1 : Self.animationFrames
        var frames: [AnimatedPNGEncoder.Frame] = []
        var size = (width: 0, height: 0, scale: 1)
        for k in 0..<count {
            var frame = layout
            let milliseconds = Double(k) * 1000 / Double(Self.animationFramesPerSecond)
            for i in spinners { frame.buttons[i].layout.spinnerStep = Int(milliseconds * 8 / 1000) }
            for i in presses {
                frame.buttons[i].layout = try renderer.pressFrame(of: layout.buttons[i].layout,
                                                                  progress: min(milliseconds / InkTiming.duration, 1))
            }
            let canvas = try paintedCanvas(frame, target: .image, scale: scale)
            frames.append(.init(png: try canvas.encoded(), numerator: 1,
                                denominator: count == 1 ? 1 : Self.animationFramesPerSecond))
            size = (canvas.pixelWidth, canvas.pixelHeight, Int(canvas.scale))
        }
        return RenderedImage(name: layout.name, format: .apng, scale: size.scale, pixelWidth: size.width,
                             pixelHeight: size.height, bytes: try AnimatedPNGEncoder.encode(frames))
    }
}
