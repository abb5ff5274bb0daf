import Foundation

/// Staging into the previous site's tree (`PreviousSite`): what it holds is made the new site's by
/// replacing what changed, never by writing into a file, which may be a link to the published one.
extension StagedSite {
    /// Removes what is at `path` in the staging folder, a file or a whole folder; nothing there (or a file
    /// where a folder above it was) is no error.
    func clear(_ path: String) throws(Diagnostic) {
        let target = folder.path + "/" + path
        if unlink(target) == 0 || errno == ENOENT || errno == ENOTDIR { return }
        guard errno == EISDIR || errno == EPERM, Self.isFolder(target) else {
            throw Publication.failure(URL(fileURLWithPath: target), "cannot replace the previous site's file")
        }
        do {
            try FileManager.default.removeItem(atPath: target)
        } catch {
            throw .error(
                SourceLocation(file: target), "cannot replace the previous site's folder (\(TextFile.reason(error)))")
        }
    }

    /// The identity of the file at `path` when the tree already holds the published file there itself
    /// (kept or unchanged since the tree was published); if it holds something else there, that is removed,
    /// to be linked afresh, and the identity is nil. A tree's file with the identity the published one was
    /// `found` with is that very file, unchanged since (an identity is taken only of a settled file).
    func linkedIdentity(
        _ path: String, from tree: OpenFolder, _ published: OpenFolder, foundAs found: FileIdentity? = nil
    ) throws(Diagnostic) -> FileIdentity? {
        // The tree's file known from its record is the inode recorded: the published file itself when that
        // is the inode it was found as, and no other file it could keep otherwise.
        if let found, let inode = recorded?[path] {
            if (inode.device, inode.inode) == (found.device, found.inode) { return found }
            try clear(path)
            return nil
        }
        if let found, Self.identity(path, in: tree) == found { return found }
        if let identity = Self.sameFile(path, in: tree, published) { return identity }
        try clear(path)
        return nil
    }

    /// Removes the files and folders the tree began with (`entries`) that the new site does not have: the
    /// files on every core, then the folders, deepest first; gives their paths. The pages placed since are
    /// in `paths`, and `folders` are the folders above them.
    func removeUnwanted(
        _ entries: [FolderListing.Entry], keeping paths: Set<String>, folders: Set<String>
    ) throws(Diagnostic) -> [String] {
        // A name the new site uses, as a file or a folder, may have changed from one to the other: what
        // is there now was put there by this build.
        let unwanted = entries.filter {
            !paths.contains($0.path) && !folders.contains($0.path) && $0.path != Publication.markerName
        }
        for outcome in unwanted.filter({ $0.kind != .folder }).concurrentMap({ entry in
            Result { () throws(Diagnostic) in try clear(entry.path) }
        }) {
            try outcome.get()
        }
        for entry in unwanted.reversed() where entry.kind == .folder {
            try clear(entry.path)
        }
        let staying = entries.filter { $0.kind == .folder && folders.contains($0.path) }.map(\.path)
        // A folder known from the record has the identity it had when it was published, so the mode too.
        for outcome in (["."] + (recorded == nil ? staying : [])).concurrentMap({ path in
            Result { () throws(Diagnostic) in
                try PublishedMode.ensure(PublishedMode.folder, at: folder.path + "/" + path)
            }
        }) {
            try outcome.get()
        }
        noteFolders(staying)
        return unwanted.map(\.path)
    }

    /// The folders of `folders` (the new site's, "." left out) that the tree held as folders (`entries`) and
    /// that this build changed no entry of: none of `changed` (the paths it wrote, removed or linked again)
    /// is in one, nor a folder it made. Such a folder keeps the identity it was found with.
    static func untouched(
        _ folders: Set<String>, in entries: [FolderListing.Entry], changed: [String]
    ) -> [String] {
        let kept = Set(entries.lazy.filter { $0.kind == .folder }.map(\.path))
        let made = folders.subtracting(kept)
        var touched = made
        for path in changed + made {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            touched.insert(String(path[..<slash]))
        }
        return folders.filter { !touched.contains($0) }
    }

    /// The marker as a fresh build has it: the published marker linked when it has the right bytes,
    /// written otherwise; replaced by a rename, so the tree is never without one.
    func putMarkerRight(from tree: OpenFolder, _ publishedFolder: OpenFolder) throws(Diagnostic) {
        let target = folder.path + "/" + Publication.markerName
        let isRight =
            markerIsPublished
            ? Self.isSameFile(Publication.markerName, in: tree, publishedFolder)
            : Self.isPublished(Self.marker, in: tree)
        guard !isRight else { return }
        let temporary = target + ".new"
        unlink(temporary)
        if markerIsPublished {
            try Self.link(Publication.markerName, from: publishedFolder, to: temporary)
        } else {
            try Self.write(Self.marker.bytes, to: temporary)
        }
        guard rename(temporary, target) == 0 else {
            throw Publication.failure(URL(fileURLWithPath: target), "cannot replace the marker")
        }
    }
}
