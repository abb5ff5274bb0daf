/// The opening lines of a CommonMark document, when they parse alone into the same first blocks as in the
/// whole document: an excerpt or a title needs a few hundred bytes of a memo that runs to kilobytes, and
/// parsing the whole memo for them was a tenth of a build.
///
/// CommonMark parses blocks a line at a time, and a blank line closes every paragraph, so the blocks that
/// end before a blank line are the same whatever follows it. Only the block open at the cut (a fence or a
/// list running on) may differ, and callers use the opening only when what they need ends before it. One
/// thing later in a document can still change what comes before, and a document with it is never cut:
/// a link reference definition (`[label]: url`, which always holds `]:`), which a link above may use.
/// A carriage return also ends a line for CommonMark; a line with one is never taken for blank here.
enum MarkdownOpening {
    /// The document up to the first blank line at or after byte `minimum` that follows a line with
    /// content; nil when there is none, or when the document may not be cut.
    static func of(_ markdown: String, atLeast minimum: Int) -> String? {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            cut(bytes, atLeast: minimum).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }

    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, atLeast minimum: Int) -> Int? {
        guard bytes.count > minimum else { return nil }
        var lineStart = 0, seenContent = false
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let isBlank = bytes[lineStart..<lineEnd].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if isBlank, seenContent, lineStart >= minimum {
                return mayDefineLinks(bytes[lineEnd...]) ? nil : lineStart
            }
            seenContent = seenContent || !isBlank
            lineStart = lineEnd + 1
        }
        return nil
    }

    private static func mayDefineLinks(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == UInt8(ascii: "]"), byte == UInt8(ascii: ":") { return true }
            previous = byte
        }
        return false
    }
}
