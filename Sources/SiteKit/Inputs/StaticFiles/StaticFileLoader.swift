import Foundation

/// Finds and reads every file below `static/`, each to be published at the same path below the site's root
/// (a favicon, PDFs, `CNAME`).
struct StaticFileLoader: Sendable {
    /// The folder searched, and how its files are named in messages.
    var folder: URL
    var displayName: String
    /// Where the pictures are encoded; nil to publish them as they are.
    var pictures: PictureCache?

    /// The files, in path order, read in parallel, and the hash of every file's path and bytes. A file that
    /// cannot be read is an error, and every file is read: their errors are thrown together. A link, a hidden
    /// entry or anything that is not a file or a folder is skipped with a warning. A missing folder has no
    /// files.
    func read() throws(InputErrors) -> (files: Parsed<[ContentFile]>, digest: ContentHash) {
        var listed: (paths: [String], skipped: [Diagnostic])
        do throws(Diagnostic) {
            listed = try listing()
        } catch {
            throw InputErrors(error)
        }
        let read = listed.paths.concurrentMap { path in
            Result { () throws(Diagnostic) in
                try ContentFile.read(displayName + "/" + path, publishedAt: path, pictures: pictures)
            }
        }
        var files: [ContentFile] = []
        var errors = InputErrors()
        var digest = ContentHasher()
        for result in read {
            let file: ContentFile?
            switch result {
            case .failure(let error):
                errors.append(error)
                continue
            case .success(let (read, warning)):
                if let warning { listed.skipped.append(warning) }
                file = read
            }
            guard let file else { continue }
            digest.add(file.path)
            digest.add(file.hash)
            files.append(file)
        }
        try errors.check()
        return (Parsed(files, warnings: listed.skipped), digest.hash)
    }

    /// The files below the folder, in path order, and a warning for every entry skipped.
    private func listing() throws(Diagnostic) -> (paths: [String], skipped: [Diagnostic]) {
        var status = stat()
        guard lstat(folder.path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .error(SourceLocation(file: displayName), "cannot read the folder (\(systemErrorText(errno)))")
            }
            return ([], [])
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .error(
                SourceLocation(file: displayName), "expected a folder of files to publish, found a file or a link")
        }
        var paths: [String] = []
        var warnings: [Diagnostic] = []
        for entry in try FolderListing.entries(below: folder, displayName: displayName) {
            if let reason = Self.reasonToSkip(entry) {
                warnings.append(.warning(SourceLocation(file: displayName + "/" + entry.path), "\(reason); ignored"))
            } else if entry.kind == .file {
                paths.append(entry.path)
            }
        }
        return (paths.sorted(), warnings)
    }

    /// Why an entry is not published, or nil for a file and for a folder that is searched.
    private static func reasonToSkip(_ entry: FolderListing.Entry) -> String? {
        switch entry.kind {
        case .undecodableName: "the name is not valid UTF-8"
        case .symbolicLink: "a symbolic link (static files must be real files, not links)"
        case .special: "not a regular file or folder"
        case .folder: entry.isHidden ? "a hidden folder" : nil
        case .file: entry.isHidden ? "a hidden file" : nil
        }
    }
}
