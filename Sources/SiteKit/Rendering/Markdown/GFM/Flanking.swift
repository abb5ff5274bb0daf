/// CommonMark's classes of characters for delimiter runs: Unicode white space and punctuation.
enum Flanking {
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(scalar.value) || scalar.properties.generalCategory == .spaceSeparator
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }

    /// Whether a run between `before` and `after` may open (is left-flanking) and may close (right-flanking).
    static func run(between before: Unicode.Scalar, and after: Unicode.Scalar) -> (canOpen: Bool, canClose: Bool) {
        let canOpen = !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
        let canClose = !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
        return (canOpen, canClose)
    }
}
