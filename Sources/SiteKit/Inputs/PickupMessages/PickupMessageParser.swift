import Foundation

/// Reads the pickup-message API's JSON, `{"article":{"contents":[{...}, ...]}}`, checking every entry.
///
/// The text is untrusted: a bad entry is dropped with a warning naming its position, its id and its
/// line and column; a bad field (a URL that is not http(s), an impossible date) is dropped from its entry.
/// Every text is cleaned here, where it enters (`CleanText`), and every link is serialised by `WebLink`.
public enum PickupMessageParser {
    private static let entryKeys: Set<String> = ["id", "title", "category", "image_url", "body", "date", "url"]

    public static func parse(_ data: Data, source: String) throws(Diagnostic) -> Parsed<[PickupMessage]> {
        let root = try JSONParser.parse(data, file: source)
        guard case .object = root.value else {
            throw .error(root.location(in: source), "expected an object with \"article\", found \(root.kindName)")
        }
        let article = try member(
            "article", of: root, path: "article", expected: "an object with \"contents\"", source: source)
        guard case .object = article.value else {
            throw .error(
                article.location(in: source),
                "\"article\": expected an object with \"contents\", found \(article.kindName)")
        }
        let contents = try member(
            "contents", of: article, path: "article.contents", expected: "an array of messages", source: source)
        guard case .array(let items) = contents.value else {
            throw .error(
                contents.location(in: source),
                "\"article.contents\": expected an array of messages, found \(contents.kindName)")
        }

        var messages: [PickupMessage] = []
        var warnings: [Diagnostic] = []
        var seen: Set<String> = []
        for (index, item) in items.enumerated() {
            let entry = EntryReader(item, number: index + 1, source: source)
            guard let message = entry.message(warnings: &warnings) else { continue }
            guard seen.insert(message.id).inserted else {
                warnings.append(entry.warning("the id is used by an earlier entry; entry dropped"))
                continue
            }
            messages.append(message)
        }
        return Parsed(messages, warnings: warnings)
    }

    private static func member(
        _ key: String, of object: JSONNode, path: String, expected: String, source: String
    ) throws(Diagnostic) -> JSONNode {
        guard let value = object.member(key) else {
            throw .error(object.location(in: source), "\"\(path)\": missing; expected \(expected)")
        }
        return value
    }

    /// Checks one entry of `contents`.
    private struct EntryReader {
        let item: JSONNode
        let number: Int
        let source: String

        init(_ item: JSONNode, number: Int, source: String) {
            self.item = item
            self.number = number
            self.source = source
        }

        var label: String {
            if let id = identifier { return "entry \(number) (id \"\(shortenedForMessage(id))\")" }
            return "entry \(number)"
        }

        /// A string id, or a number id as written.
        var identifier: String? {
            switch item.member("id")?.value {
            case .string(let text)?:
                let id = CleanText.singleLine(text)
                return CleanText.isBlank(id) ? nil : id
            case .number(let text)?: return text
            default: return nil
            }
        }

        func warning(_ message: String, at node: JSONNode? = nil) -> Diagnostic {
            .warning((node ?? item).location(in: source), "\(label): \(message)")
        }

        func message(warnings: inout [Diagnostic]) -> PickupMessage? {
            guard case .object(let members) = item.value else {
                warnings.append(warning("expected an object, found \(item.kindName); entry dropped"))
                return nil
            }
            guard let id = identifier else {
                warnings.append(warning("no id; entry dropped"))
                return nil
            }
            guard let title = text("title", warnings: &warnings), !CleanText.isBlank(title) else {
                warnings.append(warning("no title; entry dropped"))
                return nil
            }
            for member in members.sorted(by: { $0.key < $1.key }) where !entryKeys.contains(member.key) {
                warnings.append(
                    warning(
                        "unknown field \"\(shortenedForMessage(CleanText.singleLine(member.key)))\"; ignored",
                        at: member.value))
            }
            var message = PickupMessage(id: id, title: title, category: text("category", warnings: &warnings) ?? "")
            if message.category.isEmpty {
                warnings.append(warning("no category; listed under the other articles"))
            }
            message.body = text("body", multiLine: true, warnings: &warnings)
            message.imageURL = webURL("image_url", dropping: "image", warnings: &warnings)
            message.url = webURL("url", dropping: "link", warnings: &warnings)
            if let date = text("date", warnings: &warnings) {
                message.date = Day(iso: date)
                if message.date == nil {
                    warnings.append(
                        warning(
                            "date \"\(shortenedForMessage(date))\" is not a date of the form YYYY-MM-DD; date dropped",
                            at: item.member("date")))
                }
            }
            return message
        }

        /// The field's text, cleaned; nil when absent or null.
        private func text(_ key: String, multiLine: Bool = false, warnings: inout [Diagnostic]) -> String? {
            switch item.member(key) {
            case nil: return nil
            case let node? where node.value == .null: return nil
            case let node?:
                guard case .string(let text) = node.value else {
                    warnings.append(warning("\(key) is \(node.kindName), not a string; ignored", at: node))
                    return nil
                }
                return multiLine ? CleanText.multiLine(text) : CleanText.singleLine(text)
            }
        }

        private func webURL(_ key: String, dropping what: String, warnings: inout [Diagnostic]) -> String? {
            guard let text = text(key, warnings: &warnings), !text.isEmpty else { return nil }
            guard let url = WebLink.checked(text) else {
                warnings.append(
                    warning(
                        "\(key) \"\(shortenedForMessage(text))\" is not an http(s) URL; \(what) dropped",
                        at: item.member(key)))
                return nil
            }
            return url
        }
    }
}
