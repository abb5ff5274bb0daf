import Glibc

/// The opening lines of a CommonMark document, when they parse alone into the same first blocks as in the
/// whole document: an excerpt or a title needs a few hundred bytes of a memo that runs to kilobytes.
///
/// CommonMark parses blocks a line at a time, and a blank line closes every paragraph, so the blocks that
/// end before a blank line are the same whatever follows it. Only the block open at the cut (a fence or a
/// list running on) may differ, and callers use the opening only when what they need ends before it. One
/// thing later in a document can still change what comes before, and a document with it is never cut:
/// a link reference definition (`[label]: url`, which always holds `]:`), which a link above may use.
/// A carriage return also ends a line for CommonMark; a line with one is never taken for blank here.
enum MarkdownOpening {
    /// The document up to the first blank line at or after byte `minimum` that follows a line with
    /// content; nil when there is none, or when the document may not be cut. A blank line begins after a
    /// line feed, so the cut falls between characters.
    static func of(_ markdown: String, atLeast minimum: Int) -> Substring? {
        var markdown = markdown
        guard let cut = markdown.withUTF8({ cut($0, atLeast: minimum) }) else { return nil }
        return markdown[..<markdown.utf8.index(markdown.startIndex, offsetBy: cut)]
    }

    /// Lines are found with `memchr`, and only those from `minimum` on are looked at: scanning every byte
    /// of every memo in Swift cost a third as much as parsing the opening.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, atLeast minimum: Int) -> Int? {
        guard bytes.count > minimum, let base = bytes.baseAddress else { return nil }
        var lineStart = minimum == 0 ? 0 : (index(of: "\n", in: bytes, from: minimum - 1).map { $0 + 1 } ?? bytes.count)
        while lineStart < bytes.count {
            let lineEnd = index(of: "\n", in: bytes, from: lineStart) ?? bytes.count
            if UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart).allSatisfy(isSpaceOrTab),
                !UnsafeBufferPointer(start: base, count: lineStart).allSatisfy({
                    isSpaceOrTab($0) || $0 == UInt8(ascii: "\n")
                })
            {
                return mayDefineLinks(bytes, from: lineEnd) ? nil : lineStart
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func mayDefineLinks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var position = start
        while let bracket = index(of: "]", in: bytes, from: position) {
            if bracket + 1 < bytes.count, bytes[bracket + 1] == UInt8(ascii: ":") { return true }
            position = bracket + 1
        }
        return false
    }

    private static func index(of byte: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte.value), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
