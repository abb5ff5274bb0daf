import Foundation

/// The file operations of a staging folder, in plain system calls.
extension StagedSite {
    /// Whether the published site in `existing` has `file` with the same bytes, no link followed on the way.
    static func isPublished(_ file: OutputFile, in existing: OpenFolder) -> Bool {
        let descriptor = existing.openFile(file.path)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) == file.bytes.count else { return false }
        var old = [UInt8](repeating: 0, count: file.bytes.count + 1)
        var count = 0
        while count < old.count {
            let read = old.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            guard read > 0 else { break }
            count += read
        }
        return count == file.bytes.count
            && old.withUnsafeBytes { old in
                file.bytes.withUnsafeBytes { memcmp(old.baseAddress!, $0.baseAddress!, count) == 0 }
            }
    }

    /// Whether `path` is a folder itself, not a link to one.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` below `first` and below `second` is one plain file (the same device and inode) with the
    /// published mode, links not followed.
    static func isSameFile(_ path: String, in first: OpenFolder, _ second: OpenFolder) -> Bool {
        sameFile(path, in: first, second) != nil
    }

    /// The identity of the file at `path` below `first` when it is the very file at `path` below `second`
    /// (`isSameFile`), nil otherwise.
    static func sameFile(_ path: String, in first: OpenFolder, _ second: OpenFolder) -> FileIdentity? {
        guard let one = identity(path, in: first), let other = FileIdentity(fileAt: path, in: second.descriptor),
            one.device == other.device, one.inode == other.inode
        else { return nil }
        return one
    }

    /// The identity of the plain file at `path` below `folder` with the published mode, links not followed.
    static func identity(_ path: String, in folder: OpenFolder) -> FileIdentity? {
        var status = stat()
        guard fstatat(folder.descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0,
            status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o7777 == PublishedMode.file
        else { return nil }
        return FileIdentity(status)
    }

    /// Puts the published file at `path` below `published`, unchanged, into the staging folder: a hard link,
    /// so its bytes are not written again and it keeps its modification time (HTTP caches and rsync see only
    /// real changes); a copy with the old times where the file system has no hard links. The file is the
    /// one opened without following a link, so a folder of the published site that was made a link never
    /// makes a page a link to a file outside it.
    static func link(_ path: String, from published: OpenFolder, to target: String) throws(Diagnostic) {
        let descriptor = published.openFile(path)
        let old = "/proc/self/fd/\(descriptor)"
        guard descriptor >= 0 else {
            throw .error(
                SourceLocation(file: path), "cannot keep the published file (it is gone, not a file, or behind a link)")
        }
        defer { close(descriptor) }
        if linkat(AT_FDCWD, old, AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 {
            return try PublishedMode.ensure(PublishedMode.file, at: target)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Publication.failure(URL(fileURLWithPath: path), "cannot keep the published file")
        }
        try write(Array(try TextFile.bytes(URL(fileURLWithPath: old), displayName: path, limit: .max)), to: target)
        var times = [status.st_atim, status.st_mtim]
        guard utimensat(AT_FDCWD, target, &times, 0) == 0 else {
            throw Publication.failure(URL(fileURLWithPath: target), "cannot set the modification time")
        }
    }

    /// A plain create-and-write: the staging folder is private to this build, so the atomic
    /// temporary-file dance of `FileManager.createFile` would only double the system calls. With
    /// `creatingOnly`, a file already there is an error, never written through: in a recycled tree it
    /// could be a link to the published file.
    static func write(_ bytes: [UInt8], to path: String, creatingOnly: Bool = false) throws(Diagnostic) {
        let descriptor = open(
            path, O_WRONLY | O_CREAT | (creatingOnly ? O_EXCL : O_TRUNC) | O_CLOEXEC, PublishedMode.file)
        guard descriptor >= 0 else {
            throw Publication.failure(URL(fileURLWithPath: path), "cannot create the file")
        }
        defer { close(descriptor) }
        guard !PublishedMode.isMasked || fchmod(descriptor, PublishedMode.file) == 0 else {
            throw Publication.failure(URL(fileURLWithPath: path), "cannot set the file's mode")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            guard count > 0 else { throw Publication.failure(URL(fileURLWithPath: path), "cannot write the file") }
            written += count
        }
    }
}
