/// Writing to the output, with the indentation of standalone partials and of blocks: it goes
/// before every line of template text, never inside an interpolated value.
extension Renderer {
    mutating func writeText(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if indent.isEmpty {
            bytes.withUnsafeBufferPointer { output.append(contentsOf: $0) }
        } else {
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
                if atLineStart { output += indent }
                output += bytes[lineStart..<lineEnd]
                atLineStart = false
                lineStart = lineEnd
            }
        }
        atLineStart = bytes.last == UInt8(ascii: "\n")
    }

    mutating func writeValue(_ string: String, escaped: Bool) {
        guard !string.isEmpty else { return }
        if atLineStart, !indent.isEmpty { output += indent }
        atLineStart = false
        if escaped {
            HTMLEscaping.append(string, to: &output)
        } else {
            output += string.utf8
        }
    }
}

/// HTML escaping of `&`, `<`, `>`, `"` and `'`: enough for text and quoted attribute values.
enum HTMLEscaping {
    static func append(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                output += UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount)
                runStart = index + 1
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
    }
}
