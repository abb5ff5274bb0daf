import CICU

/// How search reads text, at build time here and at query time in `assets/search.js`, which must agree
/// with it: one normal form (NFKC, then lower case), runs of Han, kana and Hangul as characters and
/// their bigrams, and other runs of letters, digits and marks as words.
enum SearchText {
    /// `text` in NFKC, lower-cased: full-width Latin is ASCII, half-width katakana full-width, `①` is `1`.
    static func folded(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        // ICU fails only without memory; the text as it is still finds its ASCII words.
        return foldedUnits(text).map { String(decoding: $0, as: UTF16.self) } ?? String(text)
    }

    /// `folded` of text that is not all ASCII, as ICU gives it: UTF-16, which `tokens(of:)` reads as it is
    /// rather than making a string of it; nil when ICU fails.
    private static func foldedUnits(_ text: some StringProtocol) -> [UInt16]? {
        let units = Array(text.utf16)
        var capacity = units.count + 16
        while true {
            var folded = [UInt16](repeating: 0, count: capacity)
            let count = Int(sitegen_search_fold(units, Int32(units.count), &folded, Int32(capacity)))
            guard count >= 0 else { return nil }
            if count <= capacity {
                folded.removeLast(capacity - count)
                return folded
            }
            capacity = count
        }
    }

    /// Every distinct token of `text`: each word, and each character and character pair of each CJK run,
    /// read from the scalars of `folded(text)`.
    static func tokens(of text: String) -> Set<Token> {
        var reader = TokenReader(expecting: text.utf8.count / 2)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { reader.read(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)) }
        } else if let units = foldedUnits(text) {
            var decoder = UTF16()
            var iterator = units.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): reader.read(scalar)
                case .emptyInput: break decoding
                case .error: reader.read("\u{FFFD}")
                }
            }
        } else {
            // As `folded` does when ICU fails: the text as it is.
            for scalar in text.unicodeScalars { reader.read(scalar) }
        }
        return reader.finished()
    }

    /// The tokens of scalars read one at a time. A value read in a loop, where a closure's captured
    /// variables were checked for exclusive access at every scalar, a third of tokenizing.
    private struct TokenReader {
        private var tokens: Set<Token> = []
        private var word: [UInt8] = []
        /// The CJK character before this one in its run.
        private var previous: Token?

        /// `count`: about a token for every two bytes of CJK text, so that the set is not grown and rehashed
        /// again and again.
        init(expecting count: Int) {
            tokens.reserveCapacity(count)
        }

        mutating func read(_ scalar: Unicode.Scalar) {
            if isCJK(scalar) {
                endWord()
                let character = Token(scalar: scalar)
                tokens.insert(character)
                if let previous { tokens.insert(Token(joining: previous, character)) }
                previous = character
            } else {
                previous = nil
                if isWordPart(scalar) { UTF8.encode(scalar) { word.append($0) } } else { endWord() }
            }
        }

        mutating func finished() -> Set<Token> {
            endWord()
            return tokens
        }

        private mutating func endWord() {
            if !word.isEmpty { tokens.insert(Token(bytes: word)) }
            word.removeAll(keepingCapacity: true)
        }
    }

    /// Han (with 々, 〆 and 〇), Hiragana, Katakana (not its middle dot) and Hangul: scripts written without
    /// spaces between words. The script's `isCJK` lists the same ranges.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3005...0x3007, 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x3130...0x318F,
            0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// A letter, digit or mark (`[\p{L}\p{N}\p{M}]` in the script): what words are made of.
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (0x61...0x7A).contains(scalar.value) || (0x30...0x39).contains(scalar.value)
                || (0x41...0x5A).contains(scalar.value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default: return false
        }
    }

    /// The shard of a token among `count`, a power of two: FNV-1a (32 bits) of its key's UTF-8, as the
    /// script computes it.
    static func shard(of token: Token, among count: Int) -> Int {
        token.withUTF8 { bytes in
            var hash: UInt32 = 0x811C_9DC5
            var starts = 0
            // The key is the token's first two characters: it ends where a third begins.
            for byte in bytes {
                if byte & 0xC0 != 0x80 {
                    starts += 1
                    if starts == 3 { break }
                }
                hash = (hash ^ UInt32(byte)) &* 0x0100_0193
            }
            return Int(hash & UInt32(count - 1))
        }
    }
}
