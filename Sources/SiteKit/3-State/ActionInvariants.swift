/// What every action a build dispatches holds, and what rendering relies on: one memo for a day, one
/// message for an id, and a slug of its own for each category, among them every message's. A build's
/// readers make sure of it (`MemoLoader`, `PickupMessageParser`, `SlugAssigner`); an action read from a
/// log is checked for it, since nothing read that action and rendering would trap on a break.
enum ActionInvariants {
    /// What `action` breaks, or nil when it holds to every invariant.
    static func problem(with action: AppAction) -> String? {
        switch action {
        case let .memos(.loaded(memos)):
            var files: [Day: String] = [:]
            for memo in memos {
                if let first = files.updateValue(memo.file, forKey: memo.day) {
                    return "memo \(shortenedForMessage(memo.file)): \(MemoLoader.secondMemo(for: memo.day, first: shortenedForMessage(first)))"
                }
            }
            return nil
        case let .pickup(.loaded(messages, categories)):
            var names: Set<String> = [], slugs: Set<Slug> = []
            for category in categories {
                guard names.insert(category.name).inserted, slugs.insert(category.slug).inserted else {
                    return "category \"\(shortenedForMessage(category.name))\": its name or its slug \(category.slug) is an earlier category's"
                }
            }
            var ids: Set<String> = []
            for message in messages {
                guard ids.insert(message.id).inserted else {
                    return "pickup message \"\(shortenedForMessage(message.id))\": the id is used by an earlier message"
                }
                guard names.contains(message.category) else {
                    return "pickup message \"\(shortenedForMessage(message.id))\": its category \"\(shortenedForMessage(message.category))\" is not among the categories"
                }
            }
            return nil
        case .build, .calendar, .diagnostics:
            return nil
        }
    }
}
