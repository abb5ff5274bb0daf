import Foundation

/// The one rule for links taken from untrusted text (API entries, calendar feeds): only absolute
/// http and https URLs with a host are kept, so no `javascript:`, `data:` or `file:` link reaches a page.
enum WebURL {
    /// `text` when it is such a URL, else nil.
    static func checked(_ text: String) -> String? {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false else { return nil }
        return text
    }
}
