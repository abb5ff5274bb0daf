import Foundation

/// The folder the generated sites are written into.
struct SiteFolder {
    let root: URL

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// JSON with sorted keys, so the bytes depend only on the values.
    func writeJSON(_ value: some Encodable, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try write(String(decoding: try encoder.encode(value), as: UTF8.self), to: path)
    }
}
