/// The one rule for text that comes from outside (API entries, calendar feeds, `site.yml`, memos),
/// applied once where the text enters, so nothing after it has to think about invisible characters.
///
/// NUL and the other C0 and C1 control characters (and DEL) are removed: browsers treat them as parse
/// errors and terminals as commands. One-line fields (titles, names, categories, URLs) also lose the
/// bidi override and isolate controls, which can make a title read backwards or hide what a name is,
/// and their tabs and line breaks become spaces. Multi-line fields (memo and message bodies) keep tabs
/// and line breaks, which mean something there.
enum CleanText {
    /// A one-line field.
    static func singleLine(_ text: String) -> String {
        guard mayChange(text, singleLine: true) else { return text }
        return clean(text) { scalar in
            if lineBreaksAndTab.contains(scalar.value) { return " " }
            if isBidiControl(scalar) || isControl(scalar) { return nil }
            return scalar
        }
    }

    /// A multi-line field.
    static func multiLine(_ text: String) -> String {
        guard mayChange(text, singleLine: false) else { return text }
        return clean(text) { scalar in
            if lineBreaksAndTab.contains(scalar.value) { return scalar }
            return isControl(scalar) ? nil : scalar
        }
    }

    /// Tab, line feed and carriage return (half of a CRLF line break).
    private static let lineBreaksAndTab: Set<UInt32> = [0x09, 0x0A, 0x0D]

    /// Whether `text` holds nothing but spaces and tabs (Unicode's space separators, U+0009 and the zero
    /// width space: what `trimmingCharacters(in: .whitespaces)` removes): a look at its scalars, where
    /// trimming went through NSString for every title and front-matter field.
    static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
        }
    }

    /// Whether `scalar` has Unicode's White_Space property, as `Character.isWhitespace` asks of a character's
    /// first scalar: compared by value, since it is asked of every character of every excerpt and a
    /// property lookup is slow. The property has held these 25 code points since Unicode 4.1.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI, RLI, FSI, PDI (U+2066–U+2069).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `text` holds a byte sequence of a character the rule changes. Nearly all text holds none,
    /// and a look at the UTF-8 bytes is many times cheaper than decoding scalars, which made cleaning a
    /// third of reading memos. C1 controls are `C2 80`–`C2 9F`; the bidi controls `E2 80 AA`–`AE` and
    /// `E2 81 A6`–`A9`. Eight bytes at a time where none of them is a control, DEL, `C2` or `E2`: then no
    /// sequence the rule changes has a byte among them.
    static func mayChange(_ text: String, singleLine: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count, previous != 0xC2, previous != 0xE2, beforePrevious != 0xE2,
                    !mayStartSequence(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    (previous, beforePrevious) = (0, 0)
                    continue
                }
                let byte = bytes[index]
                switch byte {
                case 0x09, 0x0A, 0x0D: if singleLine { return true }
                case ..<0x20, 0x7F: return true
                case 0x80...0x9F where previous == 0xC2: return true
                case 0xAA...0xAE where singleLine && previous == 0x80 && beforePrevious == 0xE2: return true
                case 0xA6...0xA9 where singleLine && previous == 0x81 && beforePrevious == 0xE2: return true
                default: break
                }
                beforePrevious = previous
                previous = byte
                index += 1
            }
            return false
        }
    }

    /// Whether one of the eight bytes of `word` is below 0x20, 0x7F, 0xC2 or 0xE2 (the classic tests for a
    /// zero byte and for a byte below a bound, which are exact about whether there is one).
    private static func mayStartSequence(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2))
            || hasZeroByte(word ^ (ones &* 0xE2))
    }

    /// `text` with each scalar replaced as `keep` says (nil drops it); the text itself when nothing changes.
    private static func clean(_ text: String, _ keep: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
        guard text.unicodeScalars.contains(where: { keep($0) != $0 }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let kept = keep(scalar) { result.append(kept) }
        }
        return String(result)
    }
}
