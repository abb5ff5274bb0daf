/// One thing search finds: a memo, an article (a pickup message) or a page.
struct SearchDocument: Sendable {
    /// A document's kind, named by one letter in the index's files.
    enum Kind: String, Sendable, CaseIterable {
        case memo = "m"
        case article = "a"
        case page = "p"
    }

    var kind: Kind
    /// Its number among its kind, which stays while it does (a memo's day, an article's place in the API's
    /// list), so that a new document changes only the shards of its own tokens.
    var number: Int
    var url: String {
        get { shared.fields.url }
        set { shared.fields.url = newValue }
    }
    var title: String {
        get { shared.fields.title }
        set { shared.fields.title = newValue }
    }
    /// The date shown beside it, or nil.
    var date: String? {
        get { shared.fields.date }
        set { shared.fields.date = newValue }
    }
    /// Its plain text, which its excerpt is taken from.
    var text: String {
        get { shared.fields.text }
        set { shared.fields.text = newValue }
    }

    /// Its texts, shared by its copies (`SharedFields`): ten thousand documents are copied from plan to plan,
    /// into their parts and their files.
    private struct Texts: Sendable {
        var url: String
        var title: String
        var date: String?
        var text: String
    }

    private var shared: SharedFields<Texts>

    init(kind: Kind, number: Int, url: String, title: String, date: String?, text: String) {
        self.kind = kind
        self.number = number
        shared = SharedFields(Texts(url: url, title: title, date: date, text: text))
    }

    /// The most of a document's text its file keeps for excerpts: every word is indexed, but a result
    /// loads no more than this.
    static let excerptSource = 20_000

    /// Its text as its file keeps it, cut to `excerptSource` characters; a text of no more bytes has no
    /// more characters, so it is not broken into characters to count them.
    var keptText: String {
        text.utf8.count <= Self.excerptSource ? text : String(text.prefix(Self.excerptSource))
    }

    /// The bytes of its title and text, what its part's shard count follows.
    var textBytes: Int { title.utf8.count + text.utf8.count }

    /// What the index holds of it: the tokens of its title and text.
    var tokens: Set<SearchText.Token> { SearchText.tokens(of: title + "\n" + text) }

    /// A document with its digest, as a part is made of them.
    typealias Documented = (document: SearchDocument, digest: ContentHash)

    var documented: Documented { (self, digest) }

    /// Everything its file is made from.
    var digest: ContentHash {
        var hasher = ContentHasher()
        hasher.add("search document")
        for field in [kind.rawValue, url, title, text] { hasher.add(field) }
        hasher.add(UInt64(number))
        hasher.add(date == nil ? 0 : 1)
        hasher.add(date ?? "")
        return hasher.hash
    }

    /// The file of its title, URL, date and text, loaded for a result shown, which it shares with the
    /// documents of its kind numbered next to it (`SearchIndex.documentFile`).
    var path: String { Self.path(kind: kind, number: number) }

    static func path(kind: Kind, number: Int) -> String {
        "\(SearchIndex.folder)/docs/\(kind.rawValue)/\(number / SearchIndex.documentsPerFile).json"
    }
}
