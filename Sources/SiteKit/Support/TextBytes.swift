/// Text built as UTF-8 bytes, for the caches' files of ten thousand lines: numbers and hashes written
/// digit by digit into one buffer, where string interpolation made a String of every field of every line.
struct TextBytes {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// In decimal, with a minus sign when negative.
    mutating func append(decimal value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(decimal: value.magnitude)
    }

    mutating func append(decimal value: UInt64) {
        var digits = 1
        var power: UInt64 = 10
        while digits < 20, value >= power {
            digits += 1
            power = power &* 10
        }
        let end = bytes.count + digits
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var rest = value
        for index in stride(from: end - 1, through: end - digits, by: -1) {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }

    /// Sixteen lowercase hexadecimal digits, leading zeros kept.
    mutating func append(hex value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((value >> UInt64(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A value whose text is written straight into `TextBytes` (a line of a cache file); its `description`
/// is that same text.
protocol WrittenAsTextBytes: CustomStringConvertible {
    func write(into text: inout TextBytes)
}

extension WrittenAsTextBytes {
    var description: String {
        var text = TextBytes()
        write(into: &text)
        return text.text
    }
}
