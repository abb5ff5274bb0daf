import Foundation

/// An entry of a feed sitegen wrote, read back for `sitegen check`: its id, its content's HTML, and where
/// that content starts in the feed's file.
struct FeedEntry: Equatable {
    var id: String
    var html: String
    var location: SourceLocation

    /// The entries of an Atom feed as `AtomFeed` writes it: each `<entry>`'s `<id>` and
    /// `<content type="html">`, whose text is the HTML escaped. An entry without content has no HTML to check.
    static func atom(_ bytes: [UInt8], file: String) -> [FeedEntry] {
        var entries: [FeedEntry] = []
        var counted = (offset: 0, position: TextPosition())
        var rest = bytes[...]
        while let start = rest.firstRange(of: entryStart) {
            let end = rest[start.upperBound...].firstRange(of: entryEnd)?.upperBound ?? rest.endIndex
            let entry = rest[start.upperBound..<end]
            rest = rest[end...]
            guard let content = element(contentStart, contentEnd, in: entry) else { continue }
            // Entries come in order, so every byte is counted once.
            while counted.offset < content.start {
                counted.position.advance(over: bytes[counted.offset])
                counted.offset += 1
            }
            entries.append(
                FeedEntry(
                    id: element(idStart, idEnd, in: entry).map { decodeEntities($0.text) } ?? "",
                    html: decodeEntities(content.text),
                    location: SourceLocation(file: file, line: counted.position.line, column: counted.position.column)))
        }
        return entries
    }

    /// The items of a JSON Feed: each one's `id` and `content_html`.
    static func jsonFeed(_ bytes: [UInt8], file: String) throws(Diagnostic) -> [FeedEntry] {
        let feed = try JSONParser.parse(Data(bytes), file: file)
        guard case .array(let items)? = feed.member("items")?.value else { return [] }
        return items.compactMap { item in
            guard let content = item.member("content_html"), case .string(let html) = content.value else { return nil }
            let id = if case .string(let id)? = item.member("id")?.value { id } else { "" }
            return FeedEntry(id: id, html: html, location: content.location(in: file))
        }
    }

    /// The text of the first element between `start` and `end` tags in `bytes`, and where its start tag is.
    private static func element(
        _ start: [UInt8], _ end: [UInt8], in bytes: ArraySlice<UInt8>
    ) -> (start: Int, text: ArraySlice<UInt8>)? {
        guard let open = bytes.firstRange(of: start) else { return nil }
        let close = bytes[open.upperBound...].firstRange(of: end)?.lowerBound ?? bytes.endIndex
        return (open.lowerBound, bytes[open.upperBound..<close])
    }

    private static let entryStart = Array("<entry>".utf8)
    private static let entryEnd = Array("</entry>".utf8)
    private static let idStart = Array("<id>".utf8)
    private static let idEnd = Array("</id>".utf8)
    private static let contentStart = Array(#"<content type="html">"#.utf8)
    private static let contentEnd = Array("</content>".utf8)
}
