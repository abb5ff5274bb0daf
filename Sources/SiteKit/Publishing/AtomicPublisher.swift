import CLinux
import Foundation

/// Publishes a built site into its output folder all at once, or not at all.
///
/// The files are written into a new staging folder beside the output (the same file system),
/// which is then exchanged with the output in one `renameat2(RENAME_EXCHANGE)`: a reader (or
/// a static server) sees either the whole old site or the whole new one. Any failure before the
/// exchange leaves the published site exactly as it was. Files whose bytes did not change keep
/// their modification time, so HTTP caches and rsync see only real changes. With a `PreviousSite`, the
/// site the exchange replaces is kept there, and the next publication stages into it.
public struct AtomicPublisher: Sendable {
    public let output: URL
    /// Where the site a swap replaces is kept for the next build to stage into; nil to remove it at once.
    let previous: PreviousSite?

    /// The file that marks a folder as sitegen's output, so a mistyped `--out` never replaces a folder of the user's.
    static let markerName = ".sitegen-output"

    public init(output: URL) {
        self.init(output: output, keepingPreviousIn: nil)
    }

    init(output: URL, keepingPreviousIn previous: URL?) {
        self.output = output.standardizedFileURL
        self.previous = previous.map { PreviousSite(folder: $0.standardizedFileURL) }
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
        try stage().finish(files, keeping: kept)
    }

    /// Begins a publication in a new staging folder beside the output (the previous site's tree, when one
    /// is kept), which a build writes its pages into
    /// as they are rendered (`StagedSite.place`) and then swaps in (`StagedSite.finish`). The caller holds
    /// the output's `BuildLock` until it is finished.
    public func stage() throws(Diagnostic) -> StagedSite {
        let existing = try existingOutput()
        let folder = OutputFolder(output)
        try createFolder(folder.parent)
        removeLeftoverStaging(of: folder)
        let staging = try newStagingFolder(of: folder)
        let recycled = existing != nil ? previous?.take(into: staging) : nil
        return try StagedSite(
            output: output, existing: existing, folder: staging, recycled: recycled, previous: previous)
    }

    /// A new, empty staging folder beside the output, with a name no other folder has. Made with
    /// `mkdir` and the published folders' mode (not `mkdtemp`'s 0700), as it becomes the published folder.
    private func newStagingFolder(of folder: OutputFolder) throws(Diagnostic) -> URL {
        while true {
            let staging = folder.parent.appendingPathComponent(
                folder.stagingPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36))
            if PublishedMode.makeFolder(staging.path) { return staging }
            guard errno == EEXIST else {
                throw Self.failure(staging, "cannot create the staging folder beside the output")
            }
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

    /// The current output folder, or nil when there is none yet. A folder that sitegen did not make is never
    /// replaced, nor one that cannot be listed (it may hold anything); builds check this first too, so a
    /// mistyped `--out` fails before any work is done.
    func existingOutput() throws(Diagnostic) -> URL? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else {
            throw .error(SourceLocation(file: displayPath(output)), "the output exists and is not a folder")
        }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: output.path)
        } catch {
            throw .error(
                SourceLocation(file: displayPath(output)),
                "cannot list the output folder (\(TextFile.reason(error))); refusing to replace it")
        }
        guard contents.isEmpty || contents.contains(Self.markerName) else {
            throw .error(
                SourceLocation(file: displayPath(output)),
                "the output folder has files that sitegen did not write (no \(Self.markerName)); refusing to replace it: empty it or choose another --out"
            )
        }
        return output
    }

    private func createFolder(_ folder: URL) throws(Diagnostic) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .error(SourceLocation(file: folder.path), "cannot create the folder (\(TextFile.reason(error)))")
        }
    }

    /// What failed at `url`, with the system's reason.
    static func failure(_ url: URL, _ what: String) -> Diagnostic {
        .error(SourceLocation(file: url.path), "\(what) (\(String(cString: strerror(errno))))")
    }
}
