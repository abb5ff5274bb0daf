import Foundation

/// The content folder's files a site publishes as they are (`static/`, and the bundles of its published
/// memos), beside its pages: each kept as published when the render cache says the output still has it,
/// copied into the staging folder otherwise, on every core. No file may take a page's path, or another's.
struct ContentFileCopies {
    let files: [ContentFile]

    /// What staging the files did: the published files kept as they are, and every file's cache entry.
    struct Outcome {
        var kept: [String] = []
        var entries: [String: RenderCache.Entry] = [:]
    }

    /// Refuses a file published at the path of one of `taken` (the pages, the feeds, the theme's assets) or
    /// of an earlier file, naming the file and what it would replace.
    func checkPaths(against taken: Set<String>) throws(Diagnostic) {
        var sources: [String: String] = [:]
        for file in files {
            if taken.contains(file.path) {
                throw .error(
                    SourceLocation(file: file.source),
                    "would be published as \(file.path), which the site's own page, feed or asset is; rename the file")
            }
            if let other = sources.updateValue(file.source, forKey: file.path) {
                throw .error(
                    SourceLocation(file: file.source),
                    "would be published as \(file.path), as \(other) is; rename one of them")
            }
        }
    }

    /// Copies into `staged` every file `published` does not keep. A file whose bytes are no longer those
    /// the build read is an error: the site would publish what its pages were not made from.
    func stage(reusing published: ReusablePages?, into staged: StagedSite) throws(Diagnostic) -> Outcome {
        let outcomes = files.concurrentMap { file in
            Result { () throws(Diagnostic) -> (kept: Bool, entry: RenderCache.Entry) in
                try staged.checkNotAbandoned()
                let key = Self.key(of: file)
                if let entry = published?.entry(keeping: file.path, key: key) { return (true, entry) }
                let bytes = Array(
                    try TextFile.bytes(
                        URL(fileURLWithPath: file.source), displayName: file.source, limit: ContentFile.sizeLimit))
                guard ContentHash(of: bytes) == file.hash else {
                    throw .error(SourceLocation(file: file.source), "changed while the site was built; build again")
                }
                try staged.place(OutputFile(path: file.path, bytes: bytes))
                return (false, RenderCache.Entry(key: key, output: file.hash))
            }
        }
        var outcome = Outcome()
        for (file, result) in zip(files, outcomes) {
            let (kept, entry) = try result.get()
            if kept { outcome.kept.append(file.path) }
            outcome.entries[file.path] = entry
        }
        return outcome
    }

    /// What a copy is made from: the file's bytes alone.
    private static func key(of file: ContentFile) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("content file")
        hasher.add(file.hash)
        return hasher.hash
    }
}
