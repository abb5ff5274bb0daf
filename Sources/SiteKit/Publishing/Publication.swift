import CLinux
import Foundation
import Synchronization

/// One publication of a site into its output folder, all at once or not at all: stages 1 and 5 of a build
/// (`build` and `replay` alike), as one object that owns the output's lock, the staging folder and the
/// previous site, and commits.
///
/// Made, it has refused an output sitegen may not write, taken the lock and checked that the folder already
/// there is one sitegen may replace, before any other work. The new site's files go into a staging folder
/// beside the output (the same file system), made when the first page is ready (`staging`), which `commit`
/// exchanges with the output in one `renameat2(RENAME_EXCHANGE)`: a reader (or a static server) sees either
/// the whole old site or the whole new one. Any failure before the exchange leaves the published site exactly
/// as it was. Files whose bytes did not change keep their modification time, so HTTP caches and rsync see
/// only real changes. With a `PreviousSite`, the site the exchange replaces is kept there, and the next
/// publication stages into it.
public final class Publication: Sendable {
    /// The folder the site is published into: the output, or where it points when it is a deploy link.
    public let folder: URL
    private let lock: BuildLock
    /// Where the site a swap replaces is kept for the next build to stage into; nil to remove it at once.
    private let previous: PreviousSite?
    /// The published site, or nil when there is none yet.
    private let existing: URL?
    private let staged = Mutex<StagedSite?>(nil)

    /// The file that marks a folder as sitegen's output, so a mistyped `--out` never replaces a folder of the user's.
    static let markerName = ".sitegen-output"

    /// What a publication did.
    public struct Report: Sendable, Equatable {
        public var written = 0
        public var unchanged = 0
        /// Files of the previous site that the new one no longer has.
        public var removed = 0
    }

    /// Checks and locks the output named `given` (a deploy link is followed to the folder it names).
    public init(_ given: URL, keepingPreviousIn previous: URL? = nil) throws(Diagnostic) {
        let output = try OutputFolder.publishedFolder(given).standardizedFileURL
        try OutputFolder(output).check()
        lock = try BuildLock(for: output)
        folder = output
        self.previous = previous.map { PreviousSite(folder: $0.standardizedFileURL) }
        existing = try Self.existingOutput(output)
    }

    /// The staging folder the new site's pages are placed in as they are rendered (`StagedSite.place`): made
    /// on the first call beside the output (the previous site's tree, when one is kept), the same one after.
    public func staging() throws(Diagnostic) -> StagedSite {
        try staged.withLock { staged throws(Diagnostic) in
            if let staged { return staged }
            let made = try stage()
            staged = made
            return made
        }
    }

    /// Writes `files` into the staging folder, keeps the files of the published site named in `kept` as they
    /// are (`identities`: those found with their recorded identity), and swaps the new site in. A site whose
    /// every file is already published with the same bytes is left alone. `record` is given the new site once
    /// its files are as they will stay (`StagedSite.finish`); `intact`, the output's tree when it was found
    /// as recorded.
    func commit(
        _ files: [OutputFile], keeping kept: [String] = [],
        foundAs identities: @Sendable (String) -> FileIdentity? = { _ in nil }, intact: PublishedTree? = nil,
        record: (consuming StagedTree) -> Void = { _ in }
    ) throws(Diagnostic) -> Report {
        try withExtendedLifetime(lock) { () throws(Diagnostic) in
            try staging().finish(files, keeping: kept, foundAs: identities, intact: intact, record: record)
        }
    }

    private func stage() throws(Diagnostic) -> StagedSite {
        let output = OutputFolder(folder)
        try Self.createFolder(output.parent)
        Self.removeLeftoverStaging(of: output)
        let staging = try Self.newStagingFolder(of: output)
        let taken = existing != nil ? previous?.take(into: staging) : nil
        return try StagedSite(
            output: folder, existing: existing, folder: staging, recycled: taken?.entries,
            recorded: taken?.recorded, previous: previous)
    }

    /// A new, empty staging folder beside the output, with a name no other folder has. Made with
    /// `mkdir` and the published folders' mode (not `mkdtemp`'s 0700), as it becomes the published folder.
    private static func newStagingFolder(of folder: OutputFolder) throws(Diagnostic) -> URL {
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
    private static func removeLeftoverStaging(of folder: OutputFolder) {
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
    static func existingOutput(_ output: URL) throws(Diagnostic) -> URL? {
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

    private static func createFolder(_ folder: URL) throws(Diagnostic) {
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
