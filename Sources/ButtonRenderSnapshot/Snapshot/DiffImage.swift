import ButtonRenderNative

extension ImageDiff {
    /// Transparent pixels between the panels of a `composite`.
    static let compositeGap = 8

    /// `image` placed top-left on a transparent canvas of `width` x `height` (cropped if the
    /// canvas is smaller), so images of different sizes can be compared: the area only one
    /// of them covers then shows up as a difference.
    package static func padded(_ image: DecodedImage, width: Int, height: Int) -> DecodedImage {
        if image.width == width && image.height == height { return image }
        var canvas = DecodedImage(width: width, height: height)
        blit(image, into: &canvas, x: 0)
        return canvas
    }

    /// The pixel size of the `composite` of an expected and an actual image of these sizes
    /// (the diff between them is as large as the larger of each side). A composite is a canvas:
    /// callers check it against `CanvasLimits` before making one.
    package static func compositeSize(expected: (width: Int, height: Int), actual: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let diffWidth = max(expected.width, actual.width), height = max(expected.height, actual.height)
        return (expected.width + diffWidth + actual.width + 2 * compositeGap, height)
    }

    /// The expected image, the diff image and the actual image side by side, left to right,
    /// `compositeGap` transparent pixels apart, on a transparent canvas as tall as the tallest.
    public static func composite(expected: DecodedImage, diff: DecodedImage, actual: DecodedImage) -> DecodedImage {
        let panels = [expected, diff, actual]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * compositeGap
        var canvas = DecodedImage(width: width, height: panels.map(\.height).max()!)
        var x = 0
        for panel in panels {
            blit(panel, into: &canvas, x: x)
            x += panel.width + compositeGap
        }
        return canvas
    }

    /// Copies `image` into `canvas` with its top-left corner at (`x`, 0), clipped to the canvas.
    private static func blit(_ image: DecodedImage, into canvas: inout DecodedImage, x: Int) {
        let columns = max(0, min(image.width, canvas.width - x))
        let rows = min(image.height, canvas.height)
        guard columns > 0 else { return }
        let canvasWidth = canvas.width
        image.rgba.withUnsafeBufferPointer { src in
            canvas.rgba.withUnsafeMutableBufferPointer { dst in
                for y in 0..<rows {
                    let from = src.baseAddress! + 4 * y * image.width
                    let to = dst.baseAddress! + 4 * (y * canvasWidth + x)
                    to.update(from: from, count: 4 * columns)
                }
            }
        }
    }
}
