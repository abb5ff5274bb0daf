/// One file of the built site: where it goes below the output folder, and its bytes.
public struct OutputFile: Sendable, Equatable {
    /// A relative path with "/" separators, such as `2026/11/index.html`.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Whether `path` stays inside the output folder: relative, no empty, "." or ".." parts,
    /// no backslashes or control characters. Every path is checked, whatever built it. Control characters
    /// are compared by value (`CleanText.isControl`) rather than by looking up each scalar's general category.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".." && part.utf8.count <= 255
                && !part.unicodeScalars.contains { $0 == "\\" || CleanText.isControl($0) }
        }
    }
}
