import SiteKit

/// Pickup messages in the API's shape (`{"article":{"contents":[...]}}`), spread over the
/// twelve categories and the site's days; some have no date or no link, as the API allows.
struct GeneratedMessages {
    struct Message: Encodable {
        let id: String
        let title: String
        let category: String
        let image_url: String
        let body: String
        let date: String?
        let url: String?
    }

    struct Contents: Encodable {
        let contents: [Message]
    }

    struct Response: Encodable {
        let article: Contents
    }

    let messages: [Message]

    init(count: Int, first: Day, last: Day, random: inout SeededGenerator) {
        let span = last.daysSinceEpoch - first.daysSinceEpoch + 1
        messages = (0..<count).map { index in
            let id = index + 1
            let category = Phrases.categories[random.below(Phrases.categories.count)].name
            let japanese = random.chance(70)
            let title = random.pick(japanese ? Phrases.japaneseTitles : Phrases.englishTitles) + " (\(id))"
            let sentences = japanese ? Phrases.japaneseSentences : Phrases.englishSentences
            let body = "**" + random.pick(sentences) + "** " + random.pick(sentences) + " " + random.pick(Phrases.inlineCode)
            let day = first.adding(days: random.below(span))
            return Message(id: String(id), title: title, category: category,
                           image_url: "https://example.org/images/pickup/\(id).jpg", body: body,
                           date: random.chance(80) ? day.iso : nil,
                           url: random.chance(50) ? "https://town.example.com/articles/\(id)?ref=a&b=\"c\"" : nil)
        }
    }

    /// What the API would send.
    var apiResponse: Response {
        Response(article: Contents(contents: messages))
    }

    /// Day → the messages dated that day, for the Hugo site's day pages.
    var byDay: [String: [Message]] {
        Dictionary(grouping: messages.filter { $0.date != nil }, by: { $0.date! })
    }
}
