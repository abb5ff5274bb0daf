import Foundation

/// Finds and reads every memo under a folder (`memos/**/YYYY-MM-DD.md`).
public struct MemoLoader: Sendable {
    /// The folder searched, and how its files are named in messages.
    public var folder: URL
    public var displayName: String

    public init(folder: URL, displayName: String) {
        self.folder = folder
        self.displayName = displayName
    }

    /// Reads the memos, sorted by day, in parallel. A file that cannot be a memo or a memo that
    /// cannot be read is an error; files that are not Markdown are warned about and skipped.
    public func load() throws(Diagnostic) -> (memos: [Memo], warnings: [Diagnostic]) {
        let files = try markdownFiles()
        var warnings = files.skipped
        let results = files.memos.concurrentMap { file in
            Result { () throws(Diagnostic) in try readMemo(file) }
        }
        var memos: [Memo] = []
        var byDay: [Day: String] = [:]
        for result in results {
            let (memo, memoWarnings) = try result.get()
            if let other = byDay[memo.day] {
                throw .error(SourceLocation(file: memo.file), "a second memo for \(memo.day) (the first is \(other))")
            }
            byDay[memo.day] = memo.file
            memos.append(memo)
            warnings += memoWarnings
        }
        return (memos.sorted { $0.day < $1.day }, warnings)
    }

    private func readMemo(_ file: (url: URL, name: String)) throws(Diagnostic) -> (Memo, [Diagnostic]) {
        let stem = file.url.deletingPathExtension().lastPathComponent
        guard let day = Day(iso: stem) else {
            throw .error(SourceLocation(file: file.name), "the file name is not a date: expected YYYY-MM-DD.md with a real date")
        }
        return try MemoParser.parse(TextFile.read(file.url, displayName: file.name), day: day, file: file.name)
    }

    /// The `.md` files below the folder in a stable order, and warnings for other files.
    private func markdownFiles() throws(Diagnostic) -> (memos: [(url: URL, name: String)], skipped: [Diagnostic]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return ([], []) }
        guard isFolder.boolValue else {
            throw .error(SourceLocation(file: displayName), "expected a folder of memos, found a file")
        }
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            throw .error(SourceLocation(file: displayName), "cannot list the folder")
        }
        var memos: [(url: URL, name: String)] = []
        var skipped: [Diagnostic] = []
        let rootPath = folder.standardizedFileURL.path
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count).drop(while: { $0 == "/" }))
            let name = displayName + "/" + relative
            if url.pathExtension == "md" {
                memos.append((url, name))
            } else {
                skipped.append(.warning(SourceLocation(file: name), "not a memo (expected YYYY-MM-DD.md); ignored"))
            }
        }
        memos.sort { $0.name < $1.name }
        skipped.sort { $0.location.file < $1.location.file }
        return (memos, skipped)
    }
}
