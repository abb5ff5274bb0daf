import Foundation

/// Reads the pickup-message API's JSON, `{"article":{"contents":[{...}, ...]}}`, checking every entry.
///
/// The text is untrusted: a bad entry is dropped with a warning naming its position and id,
/// a bad field (a URL that is not http(s), an impossible date) is dropped from its entry.
public enum PickupMessageParser {
    private static let entryKeys: Set<String> = ["id", "title", "category", "image_url", "body", "date", "url"]

    public static func parse(_ data: Data, source: String) throws(Diagnostic) -> (messages: [PickupMessage], warnings: [Diagnostic]) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw syntaxError(error, data: data, source: source)
        }
        let here = SourceLocation(file: source)
        guard let object = root as? [String: Any] else {
            throw .error(here, "expected a JSON object with \"article\", found \(kindName(root))")
        }
        guard let article = object["article"] as? [String: Any] else {
            throw .error(here, "\"article\": expected an object, found \(kindName(object["article"]))")
        }
        guard let contents = article["contents"] as? [Any] else {
            throw .error(here, "\"article.contents\": expected an array, found \(kindName(article["contents"]))")
        }

        var messages: [PickupMessage] = []
        var warnings: [Diagnostic] = []
        var seen: Set<String> = []
        for (index, item) in contents.enumerated() {
            let entry = EntryReader(item, number: index + 1, source: source)
            guard let message = entry.message(warnings: &warnings) else { continue }
            guard seen.insert(message.id).inserted else {
                warnings.append(entry.warning("the id is used by an earlier entry; entry dropped"))
                continue
            }
            messages.append(message)
        }
        return (messages, warnings)
    }

    /// Foundation says where JSON broke as a byte offset in its description; turn it into a line and column.
    private static func syntaxError(_ error: any Error, data: Data, source: String) -> Diagnostic {
        let text = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)"
        guard let range = text.range(of: #"character (\d+)"#, options: .regularExpression),
              let offset = Int(text[range].dropFirst("character ".count)), offset <= data.count else {
            return .error(SourceLocation(file: source), "not valid JSON")
        }
        let before = data.prefix(offset)
        let line = before.count(where: { $0 == 0x0A }) + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: data[lineStart..<offset], as: UTF8.self).count + 1
        return .error(SourceLocation(file: source, line: line, column: column), "not valid JSON")
    }

    static func kindName(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return "nothing"
        case is [String: Any]: return "an object"
        case is [Any]: return "an array"
        case is String: return "a string"
        // Foundation reads JSON booleans as NSNumbers of Objective-C type "c".
        case let number as NSNumber: return String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        default: return "a value"
        }
    }

    /// Checks one entry of `contents`.
    private struct EntryReader {
        let item: Any
        let number: Int
        let source: String
        let fields: [String: Any]

        init(_ item: Any, number: Int, source: String) {
            self.item = item
            self.number = number
            self.source = source
            fields = item as? [String: Any] ?? [:]
        }

        var label: String {
            if let id = identifier { return "entry \(number) (id \"\(id)\")" }
            return "entry \(number)"
        }

        var identifier: String? {
            switch fields["id"] {
            case let text as String where !text.trimmingCharacters(in: .whitespaces).isEmpty: return text
            case let number as NSNumber where kindName(number) == "a number": return number.stringValue
            default: return nil
            }
        }

        func warning(_ message: String) -> Diagnostic {
            .warning(SourceLocation(file: source), "\(label): \(message)")
        }

        func message(warnings: inout [Diagnostic]) -> PickupMessage? {
            guard item is [String: Any] else {
                warnings.append(warning("expected an object, found \(kindName(item)); entry dropped"))
                return nil
            }
            guard let id = identifier else {
                warnings.append(warning("no id; entry dropped"))
                return nil
            }
            guard let title = text("title", warnings: &warnings), !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                warnings.append(warning("no title; entry dropped"))
                return nil
            }
            for key in fields.keys.sorted() where !entryKeys.contains(key) {
                warnings.append(warning("unknown field \"\(key)\"; ignored"))
            }
            var message = PickupMessage(id: id, title: title, category: text("category", warnings: &warnings) ?? "")
            if message.category.isEmpty {
                warnings.append(warning("no category; listed under the other articles"))
            }
            message.body = text("body", warnings: &warnings)
            message.imageURL = webURL("image_url", dropping: "image", warnings: &warnings)
            message.url = webURL("url", dropping: "link", warnings: &warnings)
            if let date = text("date", warnings: &warnings) {
                message.date = Day(iso: date)
                if message.date == nil {
                    warnings.append(warning("date \"\(date)\" is not a date of the form YYYY-MM-DD; date dropped"))
                }
            }
            return message
        }

        private func text(_ key: String, warnings: inout [Diagnostic]) -> String? {
            switch fields[key] {
            case nil, is NSNull: return nil
            case let text as String: return text
            case let other:
                warnings.append(warning("\(key) is \(kindName(other)), not a string; ignored"))
                return nil
            }
        }

        private func webURL(_ key: String, dropping what: String, warnings: inout [Diagnostic]) -> String? {
            guard let url = text(key, warnings: &warnings), !url.isEmpty else { return nil }
            guard WebURL.checked(url) != nil else {
                warnings.append(warning("\(key) \"\(url.prefix(80))\" is not an http(s) URL; \(what) dropped"))
                return nil
            }
            return url
        }
    }
}
