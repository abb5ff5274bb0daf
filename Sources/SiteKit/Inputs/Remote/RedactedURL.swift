import Foundation

/// A URL as it may be shown in logs and messages: without user info, and with the value of every query item
/// that looks secret (by its name, or by looking like a token) replaced by `***`.
public struct RedactedURL: Hashable, Sendable, CustomStringConvertible {
    /// The printable form.
    public let description: String

    /// Redacts `url`.
    public init(_ url: URL) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            description = "(unprintable URL)"
            return
        }
        components.user = nil
        components.password = nil
        components.fragment = nil
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map { item in
            guard let value = item.value, Self.looksSecret(name: item.name, value: value) else { return item }
            return URLQueryItem(name: item.name, value: "***")
        }
        description = components.string ?? "(unprintable URL)"
    }

    private static let secretNameParts = [
        "token", "key", "secret", "pass", "pwd", "auth", "sig", "credential", "session",
    ]

    /// A name that says "secret", or a value long and random enough to be a token: a false positive only
    /// hides a harmless value from a log, a false negative leaks a credential.
    static func looksSecret(name: String, value: String) -> Bool {
        let name = name.lowercased()
        if secretNameParts.contains(where: name.contains) { return true }
        let tokenCharacters = value.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_.~%+/=".unicodeScalars.contains($0)
        }
        return value.count >= 24 && tokenCharacters
            && value.contains(where: \.isNumber) && value.contains(where: \.isLetter)
    }
}
