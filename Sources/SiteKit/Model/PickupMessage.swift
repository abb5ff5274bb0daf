/// A short article from the pickup-message API: a title, a category and an image.
public struct PickupMessage: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    /// Empty when the API gave none; themes show it under a localised "other".
    public var category: String
    /// Always an http(s) URL, or nil.
    var imageURL: String?
    /// Markdown, rendered like memos.
    public var body: String?
    /// The day to show the message on, if any.
    public var date: Day?
    /// A link to the full article: always an http(s) URL, or nil.
    public var url: String?

    public init(
        id: String, title: String, category: String, imageURL: String? = nil, body: String? = nil, date: Day? = nil,
        url: String? = nil
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.imageURL = imageURL
        self.body = body
        self.date = date
        self.url = url
    }
}

/// A category of pickup messages and the slug of its page (`articles/SLUG/`), given once when the messages
/// are read: the site owner's choice from `site.yml`, else one made from the name, never shared.
public struct MessageCategory: Codable, Sendable, Equatable {
    public var name: String
    public var slug: Slug

    public init(name: String, slug: Slug) {
        self.name = name
        self.slug = slug
    }
}
