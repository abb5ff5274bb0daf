/// An attribute's value as the browser reads it: the character references a template's escaping writes
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, and numeric ones such as `&#39;`) decoded; any other
/// `&` is kept as it is.
func decodeEntities(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    let text = String(decoding: bytes, as: UTF8.self)
    var decoded = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
        decoded += rest[..<ampersand]
        rest = rest[ampersand...]
        // A reference is short: looking no further than 12 characters keeps the whole decoding linear.
        if let semicolon = rest.prefix(12).firstIndex(of: ";"),
            let character = character(named: rest[rest.index(after: rest.startIndex)..<semicolon])
        {
            decoded.append(character)
            rest = rest[rest.index(after: semicolon)...]
        } else {
            decoded.append("&")
            rest = rest.dropFirst()
        }
    }
    return decoded + rest
}

private func character(named name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let number = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return number.flatMap(Unicode.Scalar.init).map(Character.init)
    }
}
