/// A line for the terminal, with every character that could steer the terminal made visible.
///
/// Messages quote text from outside (file names, `site.yml` values, HTTP error bodies); written raw, an
/// escape sequence in it could recolour, retitle or clear the terminal, a carriage return could hide
/// the line behind another, and a bidi override could make it read differently from what it says.
/// So C0 controls, DEL, C1 controls and the bidi override and isolate characters (U+202A–U+202E,
/// U+2066–U+2069) are written as Swift writes them in a string literal, `\u{1B}`, which is visible,
/// unambiguous for every one of them, and what a developer would type to reproduce the input.
/// Newline (our messages span lines, as usage errors do) and tab (harmless) stay as they are.
public func terminalText(_ line: String) -> String {
    var text = ""
    text.unicodeScalars.reserveCapacity(line.unicodeScalars.count)
    for scalar in line.unicodeScalars {
        if steersTerminal(scalar) {
            text += escaped(scalar)
        } else {
            text.unicodeScalars.append(scalar)
        }
    }
    return text
}

/// `\u{1B}`: how a scalar that steers the terminal is written instead.
func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
}

func steersTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}
