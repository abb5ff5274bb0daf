import CICU

/// How search reads text, at build time here and at query time in `assets/search.js`, which must agree
/// with it: one normal form (NFKC, then lower case), runs of Han, kana and Hangul as characters and
/// their bigrams, and other runs of letters, digits and marks as words.
enum SearchText {
    /// A piece of text search looks up: a word, or one or two characters of a CJK run.
    enum Token: Hashable, Sendable {
        case word(String)
        case characters(String)

        var text: String {
            switch self {
            case .word(let text), .characters(let text): text
            }
        }

        /// What picks the token's shard: a CJK token itself, a word's first two characters, so that every
        /// word a prefix of two or more characters can begin is in the prefix's shard.
        var shardKey: Substring {
            switch self {
            case .word(let text): Substring(text.unicodeScalars.prefix(2))
            case .characters(let text): Substring(text)
            }
        }
    }

    /// `text` in NFKC, lower-cased: full-width Latin is ASCII, half-width katakana full-width, `①` is `1`.
    static func folded(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let units = Array(text.utf16)
        var capacity = units.count + 16
        while true {
            var folded = [UInt16](repeating: 0, count: capacity)
            let count = Int(sitegen_search_fold(units, Int32(units.count), &folded, Int32(capacity)))
            // ICU fails only without memory; the text as it is still finds its ASCII words.
            guard count >= 0 else { return String(text) }
            if count <= capacity { return String(decoding: folded[..<count], as: UTF16.self) }
            capacity = count
        }
    }

    /// Every distinct token of `text`: each word, and each character and character pair of each CJK run.
    static func tokens(of text: String) -> Set<Token> {
        var tokens: Set<Token> = []
        for run in runs(of: folded(text)) {
            switch run {
            case .word(let word): tokens.insert(.word(word))
            case .characters(let characters):
                for (offset, character) in characters.enumerated() {
                    tokens.insert(.characters(String(character)))
                    if offset + 1 < characters.count {
                        tokens.insert(.characters(String(character) + String(characters[offset + 1])))
                    }
                }
            }
        }
        return tokens
    }

    /// The runs of folded text: words, and CJK runs as their scalars.
    enum Run: Equatable {
        case word(String)
        case characters([Unicode.Scalar])
    }

    static func runs(of folded: String) -> [Run] {
        var runs: [Run] = []
        var word = String.UnicodeScalarView()
        var characters: [Unicode.Scalar] = []
        func endWord() {
            if !word.isEmpty { runs.append(.word(String(word))) }
            word = String.UnicodeScalarView()
        }
        func endCharacters() {
            if !characters.isEmpty { runs.append(.characters(characters)) }
            characters = []
        }
        for scalar in folded.unicodeScalars {
            if isCJK(scalar) {
                endWord()
                characters.append(scalar)
            } else if isWordPart(scalar) {
                endCharacters()
                word.append(scalar)
            } else {
                endWord()
                endCharacters()
            }
        }
        endWord()
        endCharacters()
        return runs
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
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default: false
        }
    }

    /// The shard of a token among `count`, a power of two: FNV-1a (32 bits) of its key's UTF-8, as the
    /// script computes it.
    static func shard(of token: Token, among count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in token.shardKey.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return Int(hash & UInt32(count - 1))
    }
}
