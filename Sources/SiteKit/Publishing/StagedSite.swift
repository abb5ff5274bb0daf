import CLinux
import Foundation
import Synchronization

/// A publication under way (see `Publication.staging`): a new staging folder beside the output that
/// pages are written into as they are rendered, so that no more than a few are in memory at once, and
/// that `finish` swaps in whole. Released unfinished (a build that failed, or was abandoned), it is removed
/// with all it holds.
public final class StagedSite: Sendable {
    let output: URL
    /// The published site, or nil when there is none yet, and that folder opened once.
    let existing: URL?
    private let publishedFolder: OpenFolder?
    let folder: URL
    /// The staging folder's path with a slash, what every page's path is appended to.
    private let base: String
    let markerIsPublished: Bool
    /// The entries the staging folder began with when it is the previous site's tree (`PreviousSite`);
    /// nil when it began empty.
    private let recycled: [FolderListing.Entry]?
    /// The identities the recycled tree's entries were known by when they were known from its record
    /// (`PreviousSite.Taken`): a folder is as recorded, a file is the inode recorded.
    let recorded: [String: FileIdentity]?
    private let previous: PreviousSite?
    private let progress = Mutex(Progress())
    private let replacingFolders = Mutex(())

    private struct Progress {
        /// Files written into the staging folder, and files the published site already has with the same bytes.
        var written: [String] = []
        var unchanged: [String] = []
        /// Folders made (or, in a recycled tree, found to be folders) in the staging folder.
        var folders: Set<String> = []
        /// Whether the folder was swapped in or given back: nothing is left to remove.
        var isDone = false
        /// Whether the build was abandoned (`sitegen serve` stopped): no more pages are to be rendered.
        var isAbandoned = false
    }

    static let marker = OutputFile(
        path: Publication.markerName, text: "This folder is published by sitegen; each build replaces it whole.\n")

    init(
        output: URL, existing: URL?, folder: URL, recycled: [FolderListing.Entry]? = nil,
        recorded: [String: FileIdentity]? = nil, previous: PreviousSite? = nil
    ) throws(Diagnostic) {
        self.output = output
        self.existing = existing
        self.folder = folder
        self.recycled = recycled
        self.recorded = recycled != nil ? recorded : nil
        self.previous = previous
        base = folder.path + "/"
        publishedFolder = existing.map { OpenFolder($0.path) }
        markerIsPublished = publishedFolder.map { Self.isPublished(Self.marker, in: $0) } ?? false
        // The marker first: a staging folder left by a killed build is then either empty or marked as
        // sitegen's, and only such a folder is ever removed by a later build. A recycled tree has one,
        // put right when it is finished.
        guard recycled == nil else { return }
        let target = base + Publication.markerName
        if let publishedFolder, markerIsPublished {
            try Self.link(Publication.markerName, from: publishedFolder, to: target)
        } else {
            try Self.write(Self.marker.bytes, to: target)
        }
    }

    /// An unfinished publication (a build that failed, or one with nothing to publish) leaves nothing behind:
    /// a recycled tree is given back for the next build, an empty start is removed with all it holds.
    deinit {
        guard !progress.withLock(\.isDone) else { return }
        if recycled != nil, let previous, previous.keep(folder) { return }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Tells the build rendering into this folder to stop at its next page (`checkNotAbandoned`).
    public func abandon() {
        progress.withLock { $0.isAbandoned = true }
    }

    /// Throws once the build is abandoned; checked before each page is rendered, so the pages being
    /// rendered are the last.
    public func checkNotAbandoned() throws(Diagnostic) {
        guard progress.withLock(\.isAbandoned) else { return }
        throw .error(SourceLocation(file: displayPath(output)), "the build was stopped before it was published")
    }

    /// Writes `file` into the staging folder, unless the published site has it with the same bytes:
    /// `finish` then links the published file in, so it keeps its modification time.
    public func place(_ file: OutputFile) throws(Diagnostic) {
        guard OutputFile.isSafe(file.path), file.path != Publication.markerName else { throw refusal(file.path) }
        if let publishedFolder, Self.isPublished(file, in: publishedFolder) {
            progress.withLock { $0.unchanged.append(file.path) }
            return
        }
        try makeFolders(above: file.path)
        if recycled != nil { try clear(file.path) }
        try Self.write(file.bytes, to: base + file.path, creatingOnly: recycled != nil)
        progress.withLock { $0.written.append(file.path) }
    }

    /// Places `files`, keeps the files of the published site named in `kept` as they are, and swaps the
    /// staging folder in; `identities` are those of kept files as rendering found them published, which a
    /// recycled tree's file that still has one is known by without looking at the published file again. A
    /// site whose every file is already published with the same bytes is left alone.
    /// `record` is given the new site, whole, once its files are as they will stay: the staging folder just
    /// before it is swapped in, so that an edit made after the swap cannot match what it records, with the
    /// identities of the files the previous site's tree already held, looked at as they were checked and
    /// untouched since, and of its folders this build changed nothing in (`untouched`); or the output once
    /// the site it replaced is removed, when that cannot be kept (unlinking the removed site's links to the
    /// kept files changes them), with none.
    /// `intact`, when given, is the published site's tree as found intact from its record, not written since:
    /// what it holds is then not listed again, and that record becomes the one of the site it replaces
    /// (`PreviousSite.keep`).
    func finish(
        _ files: [OutputFile], keeping kept: [String],
        foundAs identities: @Sendable (String) -> FileIdentity? = { _ in nil },
        intact: PublishedTree? = nil,
        record: (consuming StagedTree) -> Void = { _ in }
    ) throws(Diagnostic) -> Publication.Report {
        for outcome in files.concurrentMap({ file in Result { () throws(Diagnostic) in try place(file) } }) {
            try outcome.get()
        }
        let (written, unchanged) = progress.withLock { ($0.written, $0.unchanged) }
        let paths = written + unchanged + kept
        let pathSet = try check(paths, placed: written.count + unchanged.count)
        let folders = Self.folders(above: paths)
        guard kept.isEmpty || existing != nil else {
            throw .error(SourceLocation(file: displayPath(output)), "no published site to keep \(kept.count) files of")
        }
        var report = Publication.Report(written: written.count, unchanged: unchanged.count + kept.count)
        var published: [FolderListing.Entry] = []
        if let existing {
            if let intact {
                published = intact.listing
            } else {
                published = try FolderListing.entries(below: existing, displayName: displayPath(existing))
            }
            report.removed = published.count {
                $0.kind != .folder && !pathSet.contains($0.path) && $0.path != Publication.markerName
            }
        }
        // Unchanged when it lists the files, the folders above them and the marker, and nothing else.
        if written.isEmpty, report.removed == 0, markerIsPublished,
            published.count == pathSet.count + folders.count + 1,
            published.allSatisfy({
                pathSet.contains($0.path) || folders.contains($0.path) || $0.path == Publication.markerName
            })
        {
            return report
        }

        var linked = unchanged + kept
        var settled: [String: FileIdentity] = [:]
        if let recycled {
            // The files linked, then the folders taken from the record.
            settled.reserveCapacity(linked.count + folders.count)
            let removed = try removeUnwanted(recycled, keeping: pathSet, folders: folders)
            var missing: [String] = []
            let tree = OpenFolder(folder.path)
            let published = publishedFolder!
            for (path, outcome) in zip(
                linked,
                linked.concurrentMap({ path in
                    Result { () throws(Diagnostic) in
                        try linkedIdentity(path, from: tree, published, foundAs: identities(path))
                    }
                }))
            {
                if let identity = try outcome.get() {
                    if identity.isSettled { settled[path] = identity }
                } else {
                    missing.append(path)
                }
            }
            linked = missing
            try putMarkerRight(from: tree, published)
            if let recorded {
                for path in Self.untouched(folders, in: recycled, changed: written + removed + missing) {
                    settled[path] = recorded[path]
                }
            }
        }
        try makeFolders(above: linked)
        for outcome in linked.concurrentMap({ [publishedFolder] path in
            Result { () throws(Diagnostic) in try Self.link(path, from: publishedFolder!, to: base + path) }
        }) {
            try outcome.get()
        }
        let keepsReplaced = existing == nil || previous?.canKeep(folder) == true
        if keepsReplaced { record(StagedTree(folder: folder, files: paths, folders: folders, known: consume settled)) }
        defer { if !keepsReplaced { record(StagedTree(folder: output, files: paths, folders: folders, known: [:])) } }
        if existing != nil {
            guard renameat2(AT_FDCWD, folder.path, AT_FDCWD, output.path, UInt32(SITEGEN_RENAME_EXCHANGE)) == 0 else {
                throw Publication.failure(output, "cannot swap in the new site")
            }
            if previous?.keep(folder, wasIntact: intact != nil) == true {
                progress.withLock { $0.isDone = true }
            } else {
                removeSwappedOut(entries: published)
            }
        } else {
            guard rename(folder.path, output.path) == 0 else {
                throw Publication.failure(output, "cannot move the new site into place")
            }
        }
        return report
    }

    /// Makes the folders above one page that are not made yet, outermost first. Pages placed at once may
    /// both make one; the second finds it made.
    private func makeFolders(above path: String) throws(Diagnostic) {
        var folders: [String] = []
        var slash = path.utf8.startIndex
        while let next = path.utf8[slash...].firstIndex(of: UInt8(ascii: "/")) {
            folders.append(String(path[..<next]))
            slash = path.utf8.index(after: next)
        }
        let made = progress.withLock { progress in folders.map { progress.folders.contains($0) } }
        for (folder, isMade) in zip(folders, made) where !isMade {
            try makeFolder(folder)
        }
        progress.withLock { $0.folders.formUnion(folders) }
    }

    private func makeFolder(_ folder: String) throws(Diagnostic) {
        if PublishedMode.makeFolder(base + folder) { return }
        guard errno == EEXIST else {
            throw Publication.failure(self.folder.appendingPathComponent(folder), "cannot create the folder")
        }
        // In a recycled tree the name may be the previous site's file; nothing there is followed as a link.
        // Replaced under a lock and looked at again, so two pages placed at once never remove each other's
        // folder. A page placed meanwhile, outside the lock, may make the folder between the file's removal
        // and this `mkdir`: the folder is then made, as it should be.
        guard recycled != nil, !Self.isFolder(base + folder) else { return }
        try replacingFolders.withLock { _ throws(Diagnostic) in
            guard !Self.isFolder(base + folder) else { return }
            try clear(folder)
            guard PublishedMode.makeFolder(base + folder) || (errno == EEXIST && Self.isFolder(base + folder)) else {
                throw Publication.failure(self.folder.appendingPathComponent(folder), "cannot create the folder")
            }
        }
    }

    /// Counts `folders` as made: a recycled tree's folders that stay, found to be folders when it was listed.
    func noteFolders(_ folders: [String]) {
        progress.withLock { $0.folders.formUnion(folders) }
    }

    /// Makes the folders above `paths` that are not made yet, a level at a time on every core, with a plain
    /// `mkdir`, as FileManager's costs more than writing the pages.
    private func makeFolders(above paths: [String]) throws(Diagnostic) {
        let missing = progress.withLock { progress in Self.folders(above: paths).subtracting(progress.folders) }
        for level in Dictionary(grouping: missing, by: { $0.count { $0 == "/" } }).sorted(by: { $0.key < $1.key }) {
            let outcomes = level.value.concurrentMap { folder in
                Result { () throws(Diagnostic) in try makeFolder(folder) }
            }
            for outcome in outcomes { try outcome.get() }
        }
        progress.withLock { $0.folders.formUnion(missing) }
    }

    /// Empties the old site, swapped out to the staging folder's place, from its entries as known before the
    /// swap: the files on every core, then the folders, deepest first. FileManager's removal, an entry at a
    /// time, took as long as staging the new site; whatever this leaves (a hidden folder the listing did not
    /// enter) `deinit` removes.
    private func removeSwappedOut(entries: [FolderListing.Entry]) {
        _ = entries.filter { $0.kind != .folder }.concurrentMap { unlink(base + $0.path) }
        let folders = entries.filter { $0.kind == .folder }.map {
            (path: $0.path, depth: $0.path.utf8.count { $0 == UInt8(ascii: "/") })
        }
        for folder in folders.sorted(by: { $0.depth > $1.depth }) {
            rmdir(base + folder.path)
        }
    }

    /// Refuses duplicate paths and any path that could leave the output folder (`place` has checked the
    /// first `placed`), and gives them as a set.
    private func check(_ paths: [String], placed: Int) throws(Diagnostic) -> Set<String> {
        var seen = Set<String>(minimumCapacity: paths.count)
        for (position, path) in paths.enumerated() {
            guard position < placed || (OutputFile.isSafe(path) && path != Publication.markerName) else {
                throw refusal(path)
            }
            guard seen.insert(path).inserted else {
                throw .error(SourceLocation(file: displayPath(output)), "two pages would be written to \(path)")
            }
        }
        return seen
    }

    private func refusal(_ path: String) -> Diagnostic {
        .error(
            SourceLocation(file: displayPath(output)),
            "refusing to write \"\(path)\": the path would not stay inside the output folder")
    }

    /// Every folder that holds one of `paths`, however deep. The slashes are found among the UTF-8 bytes,
    /// not the Characters, as every build looks above each of tens of thousands of paths.
    static func folders(above paths: [String]) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            let bytes = path.utf8
            var end = bytes.endIndex
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")),
                folders.insert(String(path[..<slash])).inserted
            {
                end = slash
            }
        }
        return folders
    }
}
