/// An Atom feed (RFC 4287): the site's newest memos, or its newest pickup messages.
struct AtomFeed: Sendable {
    struct Entry: Sendable {
        /// Stable across builds: a permalink, or a tag URI for an API message.
        var id: String
        var title: String
        var url: String
        /// RFC 3339.
        var published: String
        var updated: String
        var summary: String
        /// The entry's full HTML; nil when it has none (a message without a body).
        var html: String?
        var categories: [String] = []
    }

    var title: String
    var subtitle: String
    var language: String
    /// The feed's own absolute URL, and the page it is the feed of.
    var selfURL: String
    var pageURL: String
    var author: String
    /// The newest entry's `updated`, or the build day when there is no entry.
    var updated: String
    var entries: [Entry]

    var xml: String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\#(FeedText.xml(language))">"#,
            "  <title>\(FeedText.xml(title))</title>",
        ]
        if !subtitle.isEmpty { lines.append("  <subtitle>\(FeedText.xml(subtitle))</subtitle>") }
        lines += [
            #"  <link rel="self" type="application/atom+xml" href="\#(FeedText.xml(selfURL))"/>"#,
            #"  <link rel="alternate" type="text/html" href="\#(FeedText.xml(pageURL))"/>"#,
            "  <id>\(FeedText.xml(selfURL))</id>",
            "  <updated>\(updated)</updated>",
            "  <author><name>\(FeedText.xml(author))</name></author>",
            #"  <generator version="\#(sitegenVersion)">sitegen</generator>"#,
        ]
        for entry in entries {
            lines += [
                "  <entry>",
                "    <title>\(FeedText.xml(entry.title))</title>",
                #"    <link rel="alternate" type="text/html" href="\#(FeedText.xml(entry.url))"/>"#,
                "    <id>\(FeedText.xml(entry.id))</id>",
                "    <published>\(entry.published)</published>",
                "    <updated>\(entry.updated)</updated>",
            ]
            lines += entry.categories.map { #"    <category term="\#(FeedText.xml($0))"/>"# }
            if !entry.summary.isEmpty { lines.append("    <summary>\(FeedText.xml(entry.summary))</summary>") }
            if let html = entry.html { lines.append(#"    <content type="html">\#(FeedText.xml(html))</content>"#) }
            lines.append("  </entry>")
        }
        lines.append("</feed>")
        return lines.joined(separator: "\n") + "\n"
    }
}
