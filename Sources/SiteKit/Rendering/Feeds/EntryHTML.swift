/// A feed entry's HTML with its links made absolute from the entry's page. On its page a memo's
/// `../../10/` or `photo.jpg` resolves against the page's URL; in a feed it would resolve against the
/// feed's (Atom entries carry no `xml:base`, JSON Feed has no base at all), so readers would show broken
/// links and pictures.
enum EntryHTML {
    /// `html` with every relative `href`, `src` and `srcset` URL resolved against `page` (RFC 3986). A URL
    /// with a scheme (`https:`, `mailto:`) and every byte around the links are kept as they are.
    static func resolving(_ html: String, against page: String) -> String {
        let base = URLReference(page)
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        var copied = 0
        for attribute in HTMLScanner(bytes).links {
            let value =
                attribute.name == "srcset"
                ? resolvedSourceSet(attribute.value, against: base) : resolved(attribute.value, against: base)
            guard value != attribute.value else { continue }
            result += bytes[copied..<attribute.written.lowerBound]
            // Written again in double quotes, escaped as any attribute value is, whatever quotes it had.
            result += Array("\"\(FeedText.xml(value))\"".utf8)
            copied = attribute.written.upperBound
        }
        guard !result.isEmpty else { return html }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    private static func resolved(_ link: String, against base: URLReference) -> String {
        let reference = URLReference(link)
        return reference.scheme == nil ? reference.resolved(against: base).text : link
    }

    private static func resolvedSourceSet(_ value: String, against base: URLReference) -> String {
        let original = SourceSet(value)
        var set = original
        for index in set.candidates.indices {
            set.candidates[index].url = resolved(set.candidates[index].url, against: base)
        }
        return set == original ? value : set.value
    }
}
