/// How many terminal columns a scalar takes in a monospaced font: 2 for the wide and fullwidth characters of
/// East Asian scripts and for emoji shown as emoji, 0 for combining marks and invisible format characters, 1
/// for the rest. A fixed table, not the locale's `wcwidth`, so that the same diagnostic prints the same
/// everywhere; the ranges are the blocks of Unicode's East Asian Width W and F.
func displayWidth(_ scalar: Unicode.Scalar) -> Int {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
}

private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x3FFFD,
]
