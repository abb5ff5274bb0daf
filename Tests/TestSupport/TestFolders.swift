import Foundation
import Testing

/// Real folders for tests: the package's own, the shared reference data, and fresh temporary ones.
public enum TestFolders {
    /// The package root, found from this file's path.
    public static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of the project's shared reference data (`shared/data/NAME`), which CI and every developer
    /// have beside the package, or beside the folder holding a worktree; nil on a bare clone, where the
    /// tests that need it skip.
    public static func sharedData(_ name: String) -> URL? {
        shared("data/\(name)")
    }

    /// A file of the project's shared reference material (`shared/PATH`), found as `sharedData` finds one.
    public static func shared(_ path: String) -> URL? {
        var folder = package
        for _ in 0..<2 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/\(path)")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// A new, empty folder under the system's temporary folder.
    public static func temporary(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `path` below `folder`, creating folders on the way.
    @discardableResult
    public static func write(_ text: String, to path: String, in folder: URL) throws -> URL {
        try write(Data(text.utf8), to: path, in: folder)
    }

    @discardableResult
    public static func write(_ data: Data, to path: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where `shared/data/NAME` is at hand (see `TestFolders.sharedData`), and otherwise
    /// skips it saying what it needs.
    public static func needsSharedData(_ name: String) -> Self {
        needsShared("data/\(name)")
    }

    /// Runs a test only where `shared/PATH` is at hand, and otherwise skips it saying what it needs.
    public static func needsShared(_ path: String) -> Self {
        .enabled(
            if: TestFolders.shared(path) != nil, "needs shared/\(path) beside the package (absent on a bare clone)")
    }
}
