import Foundation

/// Real folders for tests: the package's own, the shared reference data, and fresh temporary ones.
enum TestFolders {
    /// The package root, found from this file's path.
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package: the reference data every developer and CI has.
    static let shared = package.deletingLastPathComponent().appendingPathComponent("shared")

    /// A new, empty folder under the system's temporary folder.
    static func temporary(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `path` below `folder`, creating folders on the way.
    @discardableResult
    static func write(_ text: String, to path: String, in folder: URL) throws -> URL {
        try write(Data(text.utf8), to: path, in: folder)
    }

    @discardableResult
    static func write(_ data: Data, to path: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }
}
