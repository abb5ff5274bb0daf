import Foundation

/// The content folder's files a site publishes (`static/`, and the bundles of its published memos), beside
/// its pages: a file as it is, a picture as `PictureCache` encoded it with its narrower copies. Each is kept
/// as published when the render cache says the output still has it, copied into the staging folder
/// otherwise, on every core. No file may take a page's path, or another's.
struct ContentFileCopies {
    let files: [ContentFile]
    /// Where the pictures' encoded copies are.
    let pictures: PictureCache

    /// What staging the files did: the published files kept as they are, and every file's cache entry.
    struct Outcome {
        var kept: [String] = []
        var entries: [String: RenderCache.Entry] = [:]
    }

    /// One file published: what it is a copy of (`width` nil for the full size), and the hash of its bytes.
    private struct Copy {
        var path: String
        var file: ContentFile
        var width: Int?
        var output: ContentHash
    }

    /// Every path published, in the order of `files`.
    var paths: [String] { files.flatMap(\.publishedPaths) }

    /// Refuses a file published at a path `isTaken` (a page's, a feed's, a theme's asset's) or at an earlier
    /// file's, naming the file and what it would replace.
    func checkPaths(against isTaken: (String) -> Bool) throws(Diagnostic) {
        var sources: [String: String] = [:]
        for file in files {
            for path in file.publishedPaths {
                if isTaken(path) {
                    throw .error(
                        SourceLocation(file: file.source),
                        "would be published as \(path), which the site's own page, feed or asset is; rename the file")
                }
                if let other = sources.updateValue(file.source, forKey: path) {
                    throw .error(
                        SourceLocation(file: file.source),
                        "would be published as \(path), as \(other) is; rename one of them")
                }
            }
        }
    }

    /// Copies into `staged` every file `published` does not keep. A file whose bytes are no longer those
    /// the build read, or a picture's copy gone from the cache, is an error: the site would publish what its
    /// pages were not made from.
    func stage(reusing published: ReusablePages?, into staged: any FileDestination) throws(Diagnostic) -> Outcome {
        let copies = files.flatMap { file in
            [Copy(path: file.path, file: file, output: file.picture?.full ?? file.hash)]
                + (file.picture?.variants ?? []).map { variant in
                    Copy(
                        path: Picture.variantPath(of: file.path, width: variant.width), file: file,
                        width: variant.width, output: variant.hash)
                }
        }
        let outcomes = copies.concurrentMap { copy in
            Result { () throws(Diagnostic) -> (kept: Bool, entry: RenderCache.Entry) in
                try staged.checkNotAbandoned()
                let key = key(of: copy)
                if let entry = published?.entry(keeping: copy.path, key: key) { return (true, entry) }
                try staged.place(OutputFile(path: copy.path, bytes: try bytes(of: copy)))
                return (false, RenderCache.Entry(key: key, output: copy.output))
            }
        }
        var outcome = Outcome()
        for (copy, result) in zip(copies, outcomes) {
            let (kept, entry) = try result.get()
            if kept { outcome.kept.append(copy.path) }
            outcome.entries[copy.path] = entry
        }
        return outcome
    }

    /// The bytes published for `copy`: the file's own, or the picture's encoded copy.
    private func bytes(of copy: Copy) throws(Diagnostic) -> [UInt8] {
        let location = SourceLocation(file: copy.file.source)
        guard copy.width == nil, copy.output == copy.file.hash else {
            guard let bytes = pictures.copy(of: copy.file, width: copy.width) else {
                throw .error(location, "the picture's encoded copy is gone from the cache; build again")
            }
            return bytes
        }
        let bytes = Array(
            try TextFile.bytes(
                URL(fileURLWithPath: copy.file.source), displayName: copy.file.source, limit: ContentFile.sizeLimit))
        guard ContentHash(of: bytes) == copy.file.hash else {
            throw .error(location, "changed while the site was built; build again")
        }
        return bytes
    }

    /// What a published file is made from: the file's bytes, and for a picture's copy its width and the
    /// settings it was encoded with.
    private func key(of copy: Copy) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("content file")
        hasher.add(copy.file.hash)
        if copy.file.picture != nil {
            hasher.add(pictures.settings)
            hasher.add(UInt64(copy.width ?? 0))
        }
        return hasher.hash
    }
}
