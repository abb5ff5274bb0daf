import Foundation

/// The bytes cmark parses, as lines: GitHub's extensions are recognised from cmark's tree and the source
/// positions of its blocks (line numbers from 1, byte columns from 1), which index into these bytes.
///
/// Two things differ from the text given. A NUL becomes U+FFFD, as cmark would make it (after which its
/// columns would no longer be ours). And a backslash before `~`, or before `[^`, is followed by a sentinel in
/// place of the character: cmark merges an escaped character into the text around it, and an escaped tilde
/// must never strike through, nor an escaped bracket open a footnote reference. `restoringEscapes` undoes it.
struct MarkdownSource {
    private(set) var bytes: [UInt8]
    /// The offset of each line's first byte; line `n` starts at `lineStarts[n - 1]`.
    private(set) var lineStarts: [Int] = [0]
    /// Whether any sentinel was put in.
    private(set) var hasEscapes = false

    init(_ text: some StringProtocol) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        if memchr(bytes, 0, bytes.count) != nil || memchr(bytes, Int32(UInt8(ascii: "\\")), bytes.count) != nil {
            self.bytes = Self.replacingNULAndEscapes(bytes, hasEscapes: &hasEscapes)
        }
        for (offset, byte) in self.bytes.enumerated() {
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && self.bytes.get(offset + 1) != UInt8(ascii: "\n"))
            {
                lineStarts.append(offset + 1)
            }
        }
    }

    /// Lines made of `lines`, each ended by a line feed.
    init(lines: [[UInt8]]) {
        self.init(String(decoding: lines.joined(separator: [UInt8(ascii: "\n")]) + [UInt8(ascii: "\n")], as: UTF8.self))
    }

    var lineCount: Int { lineStarts.count }

    /// Whether the bytes hold `byte` anywhere: what tells whether an extension needs looking for at all.
    func contains(_ byte: UInt8) -> Bool {
        memchr(bytes, Int32(byte), bytes.count) != nil
    }

    /// The bytes of line `number` (from 1), without its line ending; empty past the end.
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lineStarts.count else { return [] }
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > lineStarts[number - 1], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")
        {
            end -= 1
        }
        return bytes[lineStarts[number - 1]..<end]
    }

    /// What line `number` holds inside `quoteDepth` block quotes: the line with a `>` taken off for each
    /// quote (and the white space before it and one space after it). Nil when a `>` is missing: the line
    /// is a lazy continuation, which no table row may be.
    func content(ofLine number: Int, quoteDepth: Int) -> ArraySlice<UInt8>? {
        var rest = line(number)
        for _ in 0..<quoteDepth {
            rest = rest.drop(while: MarkdownBytes.isSpaceOrTab)
            guard rest.first == UInt8(ascii: ">") else { return nil }
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
        }
        return rest
    }

    /// What a lazy line holds: the line without the `>` markers it has, and its leading white space.
    func content(ofLazyLine number: Int) -> ArraySlice<UInt8> {
        var rest = line(number).drop(while: MarkdownBytes.isSpaceOrTab)
        while rest.first == UInt8(ascii: ">") {
            rest = rest.dropFirst().drop(while: MarkdownBytes.isSpaceOrTab)
        }
        return rest
    }

    /// A backslash escaping `~` or `[` is followed by this in its place (U+FDD0, a noncharacter).
    static let sentinels: [UInt8: [UInt8]] = [
        UInt8(ascii: "~"): [0xEF, 0xB7, 0x90], UInt8(ascii: "["): [0xEF, 0xB7, 0x91],
    ]

    private static func replacingNULAndEscapes(_ bytes: [UInt8], hasEscapes: inout Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), let next = bytes.get(index + 1), let sentinel = sentinels[next],
                next == UInt8(ascii: "~") || bytes.get(index + 2) == UInt8(ascii: "^")
            {
                result.append(byte)
                result += sentinel
                hasEscapes = true
                index += 1
            } else if byte == UInt8(ascii: "\\"), let next = bytes.get(index + 1), next != 0 {
                // A backslash and what it escapes go together: an escaped backslash escapes nothing after it.
                result += [byte, next]
                index += 1
            } else if byte == 0 {
                result += [0xEF, 0xBF, 0xBD]
            } else {
                result.append(byte)
            }
            index += 1
        }
        return result
    }

    /// `text` with each sentinel after a backslash turned back: into the character alone where cmark reads
    /// escapes (text, link destinations and titles), or after its backslash again (code and raw HTML).
    static func restoringEscapes(in text: String, keepingBackslash: Bool) -> String {
        var text = text
        for (character, sentinel) in sentinels {
            let escaped = "\\" + String(decoding: sentinel, as: UTF8.self)
            guard text.contains(escaped) else { continue }
            let character = String(UnicodeScalar(character))
            text = text.replacingOccurrences(of: escaped, with: keepingBackslash ? "\\" + character : character)
        }
        return text
    }
}
