import Foundation

/// A JSON Feed 1.1 (jsonfeed.org) with the same entries as the Atom feed.
struct JSONFeed: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        var id: String
        var url: String
        var title: String
        var contentHTML: String
        var summary: String
        var datePublished: String
        var dateModified: String
        var tags: [String]?

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, tags
            case contentHTML = "content_html"
            case datePublished = "date_published"
            case dateModified = "date_modified"
        }
    }

    struct Author: Encodable, Sendable {
        var name: String
    }

    var version = "https://jsonfeed.org/version/1.1"
    var title: String
    var description: String?
    var language: String
    var homePageURL: String
    var feedURL: String
    var authors: [Author]
    var items: [Item]

    enum CodingKeys: String, CodingKey {
        case version, title, description, language, authors, items
        case homePageURL = "home_page_url"
        case feedURL = "feed_url"
    }

    /// The feed's bytes: keys sorted and pretty-printed, so two builds give the same file.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Every field is a string or a list of them: encoding cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }
}
