/// Literals for spec values, so a spec written in Swift reads like one written in YAML:
/// `ButtonSpec(width: 120, cornerRadius: 6, fill: "#6200EE", insets: [8, 16])`.
///
/// A literal is source code, not user input: one the spec format would reject (a colour that
/// does not parse, a negative radius, three insets) stops the program with a precondition
/// failure that quotes the literal and says what is allowed, the same rule the decoder states.

extension ColorValue: ExpressibleByStringLiteral {
    /// A colour in the spec syntax: `"#6200EE"`, `"#00000080"`, `"primary"`, `"onSurface@38%"`.
    public init(stringLiteral text: String) {
        guard let value = ColorValue(parsing: text) else {
            preconditionFailure("ColorValue literal '\(text)' is not a colour; write #RRGGBB, #RRGGBBAA or a theme token name, optionally with @NN% opacity")
        }
        self = value
    }
}

extension WidthValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A fixed width in points, 1...16384.
    public init(integerLiteral points: Int) { self.init(literalPoints: Double(points)) }

    /// A fixed width in points, 1...16384.
    public init(floatLiteral points: Double) { self.init(literalPoints: points) }

    private init(literalPoints points: Double) {
        precondition(points.isFinite && points > 0 && points <= 16384,
                     "WidthValue literal \(points) is out of range; width must be a number of points in 1...16384 (or .fill, .hug)")
        self = .points(points)
    }
}

extension CornerRadiusValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral {
    /// The same radius on every corner, in points, 0...8192.
    public init(integerLiteral radius: Int) { self.init(literalRadii: [Double(radius)]) }

    /// The same radius on every corner, in points, 0...8192.
    public init(floatLiteral radius: Double) { self.init(literalRadii: [radius]) }

    /// Four radii in CSS order: top-left, top-right, bottom-right, bottom-left.
    public init(arrayLiteral radii: Double...) {
        precondition(radii.count == 4,
                     "CornerRadiusValue literal \(radii) has \(radii.count) radii; give one radius or four (top-left, top-right, bottom-right, bottom-left)")
        self.init(literalRadii: radii)
    }

    private init(literalRadii radii: [Double]) {
        for r in radii {
            precondition(r.isFinite && r >= 0 && r <= 8192,
                         "CornerRadiusValue literal \(r) is out of range; corner radii must be finite numbers in 0...8192")
        }
        self = radii.count == 1 ? .radii(CornerRadii(all: radii[0]))
            : .radii(CornerRadii(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3]))
    }
}

extension InsetsValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral {
    /// The same inset on all four sides, in points, 0...4096.
    public init(integerLiteral inset: Int) { self.init(literalInsets: [Double(inset)]) }

    /// The same inset on all four sides, in points, 0...4096.
    public init(floatLiteral inset: Double) { self.init(literalInsets: [inset]) }

    /// Two insets (vertical, horizontal) or four in CSS order (top, right, bottom, left).
    public init(arrayLiteral insets: Double...) {
        precondition(insets.count == 2 || insets.count == 4,
                     "InsetsValue literal \(insets) has \(insets.count) numbers; give one, two (vertical, horizontal) or four (top, right, bottom, left)")
        self.init(literalInsets: insets)
    }

    private init(literalInsets values: [Double]) {
        for v in values {
            precondition(v.isFinite && v >= 0 && v <= 4096,
                         "InsetsValue literal \(v) is out of range; insets must be finite numbers in 0...4096")
        }
        switch values.count {
        case 1: self.init(EdgeInsets(all: values[0]))
        case 2: self.init(EdgeInsets(top: values[0], left: values[1], bottom: values[0], right: values[1]))
        default: self.init(EdgeInsets(top: values[0], left: values[3], bottom: values[2], right: values[1]))
        }
    }
}

extension FontWeight: ExpressibleByIntegerLiteral {
    /// A numeric weight, 1...1000 (400 regular, 500 medium, 700 bold).
    public init(integerLiteral value: Int) {
        precondition((1...1000).contains(value), "FontWeight literal \(value) is out of range; font weight must be in 1...1000")
        self.init(value)
    }
}
