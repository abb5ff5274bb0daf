import CLinux
import Foundation

/// Publishes a built site into its output folder all at once, or not at all.
///
/// The files are written into a new staging folder beside the output (the same file system),
/// which is then exchanged with the output in one `renameat2(RENAME_EXCHANGE)`: a reader (or
/// a static server) sees either the whole old site or the whole new one. Any failure before the
/// exchange leaves the published site exactly as it was. Files whose bytes did not change keep
/// their modification time, so HTTP caches and rsync see only real changes.
public struct AtomicPublisher: Sendable {
    public let output: URL

    /// The file that marks a folder as sitegen's output, so a mistyped `--out` never replaces a folder of the user's.
    public static let markerName = ".sitegen-output"

    public init(output: URL) {
        self.output = output.standardizedFileURL
    }

    /// What a publication did.
    public struct Report: Sendable, Equatable {
        public var written = 0
        public var unchanged = 0
        /// Files of the previous site that the new one no longer has.
        public var removed = 0
    }

    /// Writes `files`, keeps the files of the published site named in `kept` as they are, and swaps them
    /// in. A site whose every file is already published with the same bytes is left alone. The caller
    /// holds the output's `BuildLock`.
    public func publish(_ files: [OutputFile], keeping kept: [String] = []) throws(Diagnostic) -> Report {
        try check(files.map(\.path) + kept)
        let existing = try existingOutput()
        guard kept.isEmpty || existing != nil else {
            throw .error(SourceLocation(file: displayPath(output)), "no published site to keep \(kept.count) files of")
        }
        let unchanged = files.concurrentMap { file in existing.map { isPublished(file, in: $0) } ?? false }
        let marker = OutputFile(path: Self.markerName, text: "This folder is published by sitegen; each build replaces it whole.\n")
        let markerIsPublished = existing.map { isPublished(marker, in: $0) } ?? false
        var report = Report(written: unchanged.count { !$0 }, unchanged: unchanged.count { $0 } + kept.count)
        var published: [FolderListing.Entry] = []
        if let existing {
            published = try FolderListing.entries(below: existing, displayName: displayPath(existing))
            let kept = Set(files.map(\.path) + kept + [Self.markerName])
            report.removed = published.count { $0.kind != .folder && !kept.contains($0.path) }
        }
        if report.written == 0, report.removed == 0, markerIsPublished, Set(published.map(\.path)) == Self.entries(of: files.map(\.path) + kept) {
            return report
        }

        let folder = OutputFolder(output)
        try createFolder(folder.parent)
        removeLeftoverStaging(of: folder)
        let staging = try newStagingFolder(of: folder)
        defer { try? FileManager.default.removeItem(at: staging) }

        // The marker first: a staging folder left by a killed build is then either empty or marked as
        // sitegen's, and only such a folder is ever removed by a later build.
        if markerIsPublished {
            try link(existing!.path + "/" + Self.markerName, to: staging.path + "/" + Self.markerName)
        } else {
            try writeBytes(marker.bytes, to: staging.path + "/" + Self.markerName)
        }
        // Folders next, once each and a level at a time, so the concurrent writes below only create files.
        let folders = Self.folders(above: files.map(\.path) + kept)
        for level in Dictionary(grouping: folders, by: { $0.count { $0 == "/" } }).sorted(by: { $0.key < $1.key }) {
            for outcome in level.value.concurrentMap({ folder in Result { () throws(Diagnostic) in try makeFolder(staging.path + "/" + folder) } }) {
                try outcome.get()
            }
        }
        let writes = zip(files, unchanged).map { file, isUnchanged in (path: file.path, bytes: isUnchanged ? nil : file.bytes) }
            + kept.map { (path: $0, bytes: nil) }
        let outcomes = writes.concurrentMap { write in
            Result { () throws(Diagnostic) in
                let target = staging.path + "/" + write.path
                if let bytes = write.bytes {
                    try writeBytes(bytes, to: target)
                } else {
                    try link(existing!.path + "/" + write.path, to: target)
                }
            }
        }
        for outcome in outcomes { try outcome.get() }

        if existing != nil {
            guard renameat2(AT_FDCWD, staging.path, AT_FDCWD, output.path, UInt32(SITEGEN_RENAME_EXCHANGE)) == 0 else {
                throw failure(output, "cannot swap in the new site")
            }
            removeSwappedOut(staging, entries: published)
        } else {
            guard rename(staging.path, output.path) == 0 else {
                throw failure(output, "cannot move the new site into place")
            }
        }
        return report
    }

    /// Empties the old site, now at `folder`, from the listing taken before the swap: the files on every core,
    /// then the folders, deepest first. FileManager's removal, an entry at a time, took as long as staging the
    /// new site; whatever this leaves (a hidden folder the listing did not enter) the deferred removal takes.
    private func removeSwappedOut(_ folder: URL, entries: [FolderListing.Entry]) {
        let base = folder.path + "/"
        _ = entries.filter { $0.kind != .folder }.concurrentMap { unlink(base + $0.path) }
        for entry in entries.reversed() where entry.kind == .folder {
            rmdir(base + entry.path)
        }
    }

    /// The entries a published site of these files lists: the files, every folder above them, the marker.
    private static func entries(of paths: [String]) -> Set<String> {
        folders(above: paths).union(paths).union([markerName])
    }

    /// Every folder that holds one of `paths`, however deep.
    private static func folders(above paths: [String]) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/"), folders.insert(String(folder[..<slash])).inserted {
                folder = folder[..<slash]
            }
        }
        return folders
    }

    /// A new, empty staging folder beside the output, with a name no other folder has. Made with
    /// `mkdir` and the usual permissions (not `mkdtemp`'s 0700), as it becomes the published folder.
    private func newStagingFolder(of folder: OutputFolder) throws(Diagnostic) -> URL {
        while true {
            let staging = folder.parent.appendingPathComponent(folder.stagingPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36))
            if mkdir(staging.path, 0o777) == 0 { return staging }
            guard errno == EEXIST else { throw failure(staging, "cannot create the staging folder beside the output") }
        }
    }

    /// Removes what killed builds left beside the output: staging folders that are empty or hold
    /// the marker. Anything else of that name is the user's and stays; one that cannot be removed
    /// stays too, and is no obstacle, as every build stages into a folder of its own.
    private func removeLeftoverStaging(of folder: OutputFolder) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.parent.path)) ?? []
        for name in names where name.hasPrefix(folder.stagingPrefix) {
            let leftover = folder.parent.appendingPathComponent(name)
            if access(leftover.appendingPathComponent(Self.markerName).path, F_OK) == 0 {
                try? FileManager.default.removeItem(at: leftover)
            } else {
                rmdir(leftover.path)
            }
        }
    }

    /// Refuses duplicate paths and any path that could leave the output folder.
    private func check(_ paths: [String]) throws(Diagnostic) {
        var seen: Set<String> = []
        for path in paths {
            guard OutputFile.isSafe(path), path != Self.markerName else {
                throw .error(SourceLocation(file: displayPath(output)), "refusing to write \"\(path)\": the path would not stay inside the output folder")
            }
            guard seen.insert(path).inserted else {
                throw .error(SourceLocation(file: displayPath(output)), "two pages would be written to \(path)")
            }
        }
    }

    /// The current output folder, or nil when there is none yet. A folder that sitegen did not make is never
    /// replaced, nor one that cannot be listed (it may hold anything); builds check this first too, so a
    /// mistyped `--out` fails before any work is done.
    public func existingOutput() throws(Diagnostic) -> URL? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else {
            throw .error(SourceLocation(file: displayPath(output)), "the output exists and is not a folder")
        }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: output.path)
        } catch {
            throw .error(SourceLocation(file: displayPath(output)), "cannot list the output folder (\(TextFile.reason(error))); refusing to replace it")
        }
        guard contents.isEmpty || contents.contains(Self.markerName) else {
            throw .error(SourceLocation(file: displayPath(output)), "the output folder has files that sitegen did not write (no \(Self.markerName)); refusing to replace it: empty it or choose another --out")
        }
        return output
    }

    /// Whether the published site has `file` with the same bytes.
    private func isPublished(_ file: OutputFile, in existing: URL) -> Bool {
        let descriptor = open(existing.path + "/" + file.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == file.bytes.count else { return false }
        var old = [UInt8](repeating: 0, count: file.bytes.count + 1)
        var count = 0
        while count < old.count {
            let read = old.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            guard read > 0 else { break }
            count += read
        }
        return count == file.bytes.count && old.withUnsafeBytes { old in file.bytes.withUnsafeBytes { memcmp(old.baseAddress!, $0.baseAddress!, count) == 0 } }
    }

    /// Puts a published file, unchanged, into the staging folder: a hard link, so its bytes are not written
    /// again and it keeps its modification time (HTTP caches and rsync see only real changes); a copy with
    /// the old times where the file system has no hard links.
    private func link(_ old: String, to target: String) throws(Diagnostic) {
        if Glibc.link(old, target) == 0 { return }
        var status = stat()
        guard stat(old, &status) == 0 else { throw failure(URL(fileURLWithPath: old), "cannot keep the published file") }
        try writeBytes(Array(try TextFile.bytes(URL(fileURLWithPath: old), displayName: old, limit: .max)), to: target)
        var times = [status.st_atim, status.st_mtim]
        guard utimensat(AT_FDCWD, target, &times, 0) == 0 else {
            throw failure(URL(fileURLWithPath: target), "cannot set the modification time")
        }
    }

    /// A plain create-and-write: the staging folder is private to this build, so the atomic
    /// temporary-file dance of `FileManager.createFile` would only double the system calls.
    private func writeBytes(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(URL(fileURLWithPath: path), "cannot create the file") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            guard count > 0 else { throw failure(URL(fileURLWithPath: path), "cannot write the file") }
            written += count
        }
    }

    /// One folder, whose parent exists: a plain `mkdir`, as FileManager's took longer than writing the pages.
    private func makeFolder(_ path: String) throws(Diagnostic) {
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure(URL(fileURLWithPath: path), "cannot create the folder") }
    }

    private func createFolder(_ folder: URL) throws(Diagnostic) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .error(SourceLocation(file: folder.path), "cannot create the folder (\(TextFile.reason(error)))")
        }
    }

    private func failure(_ url: URL, _ what: String) -> Diagnostic {
        .error(SourceLocation(file: url.path), "\(what) (\(String(cString: strerror(errno))))")
    }
}
