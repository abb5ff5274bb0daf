/// A page that is not a memo: `Content/pages/NAME.md`, published at `/NAME/` (an About page).
public struct StandalonePage: Codable, Sendable, Equatable {
    /// The file's name without `.md`: a slug (`Slug(validating:)`) no section of the site uses.
    public var name: String
    /// From the front matter; nil when the page has none (its first heading, else its name, is used).
    public var title: String?
    public var isDraft: Bool
    /// The CommonMark body, after the front matter.
    public var markdown: String
    /// The file it came from, as shown in messages.
    public var file: String
    /// Front matter `description:`: the page's description, instead of an excerpt.
    public var description: String?
    /// Front matter `image:`: an http(s) URL for the page's `og:image`.
    public var image: String?

    public init(name: String, title: String? = nil, isDraft: Bool = false, markdown: String, file: String) {
        self.name = name
        self.title = title
        self.isDraft = isDraft
        self.markdown = markdown
        self.file = file
    }

    /// The first folder names of the site's own pages and files, which no page may take: its sections, the
    /// theme's assets, the search a later version adds, and the 404 page. So may no year (a name of digits).
    static let reservedNames: Set<String> = ["articles", "tags", "calendar", "assets", "search", "404"]

    /// Why `name` cannot be a page's, or nil when it can.
    static func problem(withName name: String) -> String? {
        guard Slug(validating: name) != nil else {
            return
                "\"\(name)\" cannot be a page's address: a page's name is lower-case letters, digits and single dashes (about, 会社概要, contact-us)"
        }
        if reservedNames.contains(name) || name.allSatisfy(\.isNumber) {
            return
                "/\(name)/ is a section of the site (articles, tags, calendar, assets, search, 404 and the years are); rename the file"
        }
        return nil
    }
}
