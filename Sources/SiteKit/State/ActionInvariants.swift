/// What every action a build dispatches holds, and what rendering relies on: one memo for a day, one
/// page for a name that can be one, one message for an id, a slug of its own for each category, among them every message's, texts as
/// `CleanText` leaves them and links that `WebLink` accepts. A build's readers make sure of it
/// (`MemoLoader`, `PickupMessageParser`, `CalendarParser`, `SlugAssigner`); an action read from a log is
/// checked for it, since nothing read that action, and rendering would trap on a break or carry it into pages.
enum ActionInvariants {
    /// What `action` breaks, or nil when it holds to every invariant.
    static func problem(with action: AppAction) -> String? {
        switch action {
        case .memos(.loaded(let memos)):
            var files: [Day: String] = [:]
            for memo in memos {
                let name = "memo \(shortenedForMessage(memo.file))"
                if let first = files.updateValue(memo.file, forKey: memo.day) {
                    return "\(name): \(MemoLoader.secondMemo(for: memo.day, first: shortenedForMessage(first)))"
                }
                let fields: [Field] = [
                    ("title", memo.title, .singleLine), ("description", memo.description, .singleLine),
                    ("Markdown", memo.markdown, .multiLine), ("image", memo.image, .link),
                ]
                if let problem = firstBroken(fields + memo.tags.map { ("tag", $0, .singleLine) })
                    ?? problem(with: memo.files, below: SiteLinks.dayFolder(memo.day) + "/")
                {
                    return "\(name): \(problem)"
                }
            }
            return nil
        case .pages(.loaded(let pages)):
            var names: Set<String> = []
            for page in pages {
                let name = "page \(shortenedForMessage(page.file))"
                if let problem = StandalonePage.problem(withName: page.name) { return "\(name): \(problem)" }
                guard names.insert(page.name).inserted else { return "\(name): its name is an earlier page's" }
                if let problem = firstBroken([
                    ("title", page.title, .singleLine), ("description", page.description, .singleLine),
                    ("Markdown", page.markdown, .multiLine), ("image", page.image, .link),
                ]) {
                    return "\(name): \(problem)"
                }
            }
            return nil
        case .staticFiles(.loaded(let files)):
            return problem(with: files, below: "").map { "static files: \($0)" }
        case .pickup(.loaded(let messages, let categories)):
            var names: Set<String> = []
            var slugs: Set<Slug> = []
            for category in categories {
                guard names.insert(category.name).inserted, slugs.insert(category.slug).inserted else {
                    return
                        "category \"\(shortenedForMessage(category.name))\": its name or its slug \(category.slug) is an earlier category's"
                }
            }
            var ids: Set<String> = []
            for message in messages {
                let name = "pickup message \"\(shortenedForMessage(message.id))\""
                guard ids.insert(message.id).inserted else { return "\(name): the id is used by an earlier message" }
                guard names.contains(message.category) else {
                    return
                        "\(name): its category \"\(shortenedForMessage(message.category))\" is not among the categories"
                }
                if let problem = firstBroken([
                    ("id", message.id, .singleLine), ("title", message.title, .singleLine),
                    ("category", message.category, .singleLine),
                    ("body", message.body, .multiLine), ("image_url", message.imageURL, .link),
                    ("url", message.url, .link),
                ]) {
                    return "\(name): \(problem)"
                }
            }
            return nil
        case .calendar(.loaded(let feed, _, let events)):
            for event in events.lazy.flatMap({ [$0] + $0.overrides }) {
                if let problem = firstBroken([
                    ("summary", event.summary, .singleLine), ("location", event.location, .singleLine),
                    ("description", event.description, .multiLine), ("url", event.url, .link),
                ]) {
                    return "\(shortenedForMessage(feed)), event \"\(shortenedForMessage(event.uid))\": \(problem)"
                }
            }
            return nil
        case .build, .diagnostics:
            return nil
        }
    }

    /// What is wrong with the first of `files` that a build could not have read: a path that leaves the
    /// output or `folder` (a bundle's files are published beside its day page), a path twice, a source
    /// holding control characters, a picture without a size or with copies no narrower than itself.
    private static func problem(with files: [ContentFile], below folder: String) -> String? {
        var paths: Set<String> = []
        for file in files {
            let name = "the file \"\(shortenedForMessage(file.path))\""
            guard OutputFile.isSafe(file.path), file.path.hasPrefix(folder), file.path.utf8.count > folder.utf8.count
            else { return "\(name) would not be published below \"\(folder)\" in the output folder" }
            guard paths.insert(file.path).inserted else { return "\(name) is listed twice" }
            if let problem = firstBroken([("source", file.source, .singleLine)]) { return "\(name): \(problem)" }
            if let picture = file.picture,
                picture.width <= 0 || picture.height <= 0
                    || picture.variants.contains(where: { $0.width <= 0 || $0.width >= picture.width })
            {
                return "\(name): a picture's size and copies as no build makes them"
            }
        }
        return nil
    }

    /// How a build reads a text: as one line or several (`CleanText`), or as a link (`WebLink`).
    private enum Rule {
        case singleLine, multiLine, link
    }

    private typealias Field = (name: String, text: String?, rule: Rule)

    /// What is wrong with the first field that is not as a build would have read it.
    private static func firstBroken(_ fields: [Field]) -> String? {
        for (name, text, rule) in fields {
            guard let text else { continue }
            switch rule {
            case .singleLine where CleanText.singleLine(text) != text,
                .multiLine where CleanText.multiLine(text) != text:
                return "the \(name) holds control characters, which a build removes where text enters"
            case .link where WebLink.checked(text) == nil:
                return "the \(name) \"\(shortenedForMessage(text))\" is not an http(s) URL"
            default:
                continue
            }
        }
        return nil
    }
}
