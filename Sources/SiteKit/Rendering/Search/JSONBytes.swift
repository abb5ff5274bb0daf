/// JSON written byte by byte: the index's files are many and large, and their order is fixed by hand.
struct JSONBytes {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `number` in decimal digits, without making a string of it: a shard writes thousands.
    mutating func append(_ number: Int32) {
        var magnitude = number.magnitude
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0x0A: bytes += Array("\\n".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
