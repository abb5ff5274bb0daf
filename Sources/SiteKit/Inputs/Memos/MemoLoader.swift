import Foundation

/// Finds and reads every memo under a folder (`memos/**/YYYY-MM-DD.md`).
struct MemoLoader: Sendable {
    /// The folder searched, and how its files are named in messages.
    public var folder: URL
    public var displayName: String
    /// The build date, the latest a memo's `updated:` may be.
    public var today: Day
    /// Where the pictures of bundles are encoded; nil to publish them as they are.
    var pictures: PictureCache?
    /// The folder of the memos' records (`MemoRecords`), which spare reading the memos whose files are as
    /// they were; nil to read every memo.
    var records: URL?

    public init(folder: URL, displayName: String, today: Day) {
        self.folder = folder
        self.displayName = displayName
        self.today = today
    }

    /// Reads the memos, sorted by day, in parallel. A file that cannot be a memo, a memo that cannot be
    /// read or a folder that cannot be listed is an error; every other entry skipped is warned about. Every
    /// memo is read: the errors of all of them are thrown together, in the order of their names.
    public func load() throws(InputErrors) -> Parsed<[Memo]> {
        try read().memos
    }

    /// `load`, and the hash of every memo's name and text as read, and of its bundle's files: what the memos
    /// of a build are a function of (see `InputDigest`).
    func read() throws(InputErrors) -> (memos: Parsed<[Memo]>, digest: ContentHash) {
        let read = try read(updating: nil)
        return (read.memos, read.digest)
    }

    /// `read`, also giving the folder as read, for `sitegen serve` to keep: given the folder as last read
    /// (`previous`) and the files changed since, only the memo files among them are read again, when every
    /// change is one (`MemoFolder.updated`); otherwise the folder is listed and read again whole.
    func read(
        updating previous: consuming MemoFolder?, changed: [String] = []
    ) throws(InputErrors) -> (memos: Parsed<[Memo]>, digest: ContentHash, folder: MemoFolder) {
        var listing: MemoFolder
        // The files read before are taken as they were read; only the others are read, on every core.
        let unread: [MemoFile]
        // The records of the last build, when the folder is read whole.
        let recordedBefore: MemoRecords?
        if let previous = previous.take(),
            let updated = previous.updated(by: changed, in: folder.path, displayName: displayName)
        {
            listing = updated.folder
            unread = updated.unread
            recordedBefore = nil
        } else {
            do throws(Diagnostic) {
                listing = try memoFiles()
            } catch {
                throw InputErrors(error)
            }
            recordedBefore = records.map(MemoRecords.load(from:))
            unread = listing.files
        }
        let results: [MemoFolder.FileRead]
        if let records, let recordedBefore {
            results = readRecording(unread, before: recordedBefore, into: records)
        } else {
            results = unread.concurrentMap { file in
                Result { () throws(InputErrors) in try readMemo(file, recorded: nil) }
            }
        }
        listing.reads.reserveCapacity(listing.reads.count + unread.count)
        for (file, result) in zip(unread, results) { listing.reads[file.name] = result }
        if let patched = listing.patched(with: unread) {
            listing.assembled = patched
            return (patched.parsed(after: listing.skipped), patched.digest, listing)
        }
        var memos: [Memo] = []
        var errors = InputErrors()
        var byDay: [Day: String] = [:]
        var (hashes, warnings) = ([ContentHash](), [[Diagnostic]]())
        // Ten thousand memos grew each of these a dozen times over.
        byDay.reserveCapacity(listing.files.count)
        memos.reserveCapacity(listing.files.count)
        for file in listing.files {
            let parsed: Parsed<Memo>
            switch listing.reads[file.name]! {
            case .failure(let failure):
                errors.append(contentsOf: failure)
                continue
            case .success(let read):
                hashes.append(read.hash)
                parsed = read.memo
            }
            let memo = parsed.value
            if let other = byDay[memo.day] {
                errors.append(.error(SourceLocation(file: memo.file), Self.secondMemo(for: memo.day, first: other)))
                continue
            }
            byDay[memo.day] = memo.file
            memos.append(memo)
            warnings.append(parsed.warnings)
        }
        try errors.check()
        let assembled = MemoFolder.Assembled(
            memos: memos.sorted { $0.day < $1.day }, hashes: hashes, warnings: warnings)
        listing.assembled = assembled
        return (assembled.parsed(after: listing.skipped), assembled.digest, listing)
    }

    /// Why a memo is refused when another has its day: a day has one page and one memo.
    static func secondMemo(for day: Day, first: String) -> String {
        "a second memo for \(day) (the first is \(first))"
    }

    /// A memo file, and for a bundle's `index.md` the bundle's other files.
    struct MemoFile: Sendable {
        var path: String
        var name: String
        /// A bundle's folder, below the memos' folder; nil for `YYYY-MM-DD.md`.
        var bundle: String?
        /// The bundle's files, below its folder.
        var bundleFiles: [String] = []
    }

    /// One memo with its bundle's files, its warnings and errors quoting the lines they are about; the errors
    /// of the memo and of every file of its bundle are thrown together. A memo of one file is `recorded`'s
    /// when its file still has the identity recorded, and is given with the record to keep for the next build
    /// when it can be trusted (`MemoRecords`).
    func readMemo(
        _ file: MemoFile, recorded: MemoRecords.Record?
    ) throws(InputErrors) -> MemoFolder.MemoRead {
        if file.bundle == nil, let recorded, FileIdentity(fileAt: file.path) == recorded.identity,
            recorded.memo.updated.flatMap({
                MemoParser.problem(updated: $0, day: recorded.memo.day, today: today)
            }) == nil
        {
            var recorded = recorded
            recorded.memo.body = recorded.memo.body.readingAgain(from: file.path)
            return (Parsed(recorded.memo, warnings: [], entries: 1), recorded.hash, recorded)
        }
        let day: Day
        if let bundle = file.bundle {
            // A bundle's folder is named by its day (`bundleFolders`).
            day = Day(iso: String(bundle.split(separator: "/").last!))!
        } else {
            // Every memo's name ends in ".md" (`reasonToSkip`).
            let stem = String(
                file.path[(file.path.lastIndex(of: "/").map { file.path.index(after: $0) } ?? file.path.startIndex)...]
                    .dropLast(3))
            guard let named = Day(iso: stem) else {
                throw InputErrors(
                    .error(
                        SourceLocation(file: file.name),
                        "the file name is not a date: expected YYYY-MM-DD.md with a real date, or YYYY-MM-DD/index.md"))
            }
            day = named
        }
        let (text, identity): (String, FileIdentity)
        do throws(Diagnostic) {
            (text, identity) = try TextFile.readWithIdentity(atPath: file.path, displayName: file.name)
        } catch {
            throw InputErrors(error)
        }
        var hasher = ContentHasher()
        hasher.add(file.name)
        hasher.add(text)
        var errors = InputErrors()
        var memo: Parsed<Memo>?
        do throws(InputErrors) {
            memo = try MemoParser.parse(text, day: day, today: today, file: file.name)
        } catch {
            errors.append(contentsOf: error.quoting(text, file: file.name))
        }
        let folder = String(file.name.dropLast(Self.bundleIndex.utf8.count))
        let published = SiteLinks.dayFolder(day) + "/"
        var files: [ContentFile] = []
        var fileWarnings: [Diagnostic] = []
        for path in file.bundleFiles {
            do throws(Diagnostic) {
                let (read, warning) = try ContentFile.read(
                    folder + path, publishedAt: published + path, pictures: pictures)
                if let read { files.append(read) }
                if let warning { fileWarnings.append(warning) }
            } catch {
                errors.append(error)
            }
        }
        try errors.check()
        for bundleFile in files {
            hasher.add(bundleFile.path)
            hasher.add(bundleFile.hash)
        }
        // The memo was parsed: the errors were checked.
        var parsed = memo!.quoting(text, file: file.name)
        parsed.value.files = files
        parsed.warnings += fileWarnings
        let isTrusted = file.bundle == nil && parsed.warnings.isEmpty && identity.isSettled
        return (
            parsed, hasher.hash,
            isTrusted ? MemoRecords.Record(identity: identity, hash: hasher.hash, memo: parsed.value) : nil
        )
    }

    /// A bundle's memo: `YYYY-MM-DD/index.md`, its folder holding the files published beside its page.
    static let bundleIndex = "index.md"

    /// The memo files below the folder in a stable order, each bundle's with its files, and a warning for
    /// every other entry.
    ///
    /// Symbolic links are not followed, wherever they point: a memo is a real file below `memos/`,
    /// so no link can bring in a file from outside the content folder, twice, or in a loop.
    private func memoFiles() throws(Diagnostic) -> MemoFolder {
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .error(SourceLocation(file: displayName), "cannot read the folder (\(systemErrorText(errno)))")
            }
            return MemoFolder(files: [], skipped: [], folders: [])
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .error(SourceLocation(file: displayName), "expected a folder of memos, found a file")
        }
        let entries = try FolderListing.entries(below: folder, displayName: displayName)
        let bundles = Self.bundleFolders(entries)
        var memos: [MemoFile] = []
        var bundleFiles: [String: [String]] = [:]
        var skipped: [Diagnostic] = []
        // Made once: a URL's path is worked out anew each time it is asked for.
        let base = folder.path + "/"
        for entry in entries {
            let name = displayName + "/" + entry.path
            let bundle = bundles.isEmpty ? nil : Self.bundle(holding: entry.path, among: bundles)
            if let reason = Self.reasonToSkip(entry, inBundle: bundle != nil) {
                skipped.append(.warning(SourceLocation(file: name), "\(reason); ignored"))
            } else if entry.kind != .file {
                continue
            } else if let bundle, entry.path != bundle + "/" + Self.bundleIndex {
                bundleFiles[bundle, default: []].append(String(entry.path.dropFirst(bundle.utf8.count + 1)))
            } else {
                memos.append(MemoFile(path: base + entry.path, name: name, bundle: bundle))
            }
        }
        for index in memos.indices {
            guard let bundle = memos[index].bundle else { continue }
            memos[index].bundleFiles = (bundleFiles[bundle] ?? []).sorted()
        }
        memos.sort { $0.name < $1.name }
        skipped.sort { $0.location.file < $1.location.file }
        let folders = entries.filter { $0.kind == .folder && !$0.isHidden }.map(\.path)
        return MemoFolder(files: memos, skipped: skipped, folders: Set(folders))
    }

    /// The folders that are memo bundles: a folder named `YYYY-MM-DD` with an `index.md`. One inside another bundle is a folder of that bundle's files.
    private static func bundleFolders(_ entries: [FolderListing.Entry]) -> Set<String> {
        var bundles: Set<String> = []
        for entry in entries where entry.kind == .file && entry.path.hasSuffix("/" + bundleIndex) {
            let folder = String(entry.path.dropLast(bundleIndex.utf8.count + 1))
            if Day(iso: String(folder.split(separator: "/").last ?? "")) != nil { bundles.insert(folder) }
        }
        return bundles.filter { bundle(holding: $0, among: bundles) == nil }
    }

    /// The outermost bundle folder above `path`, if any.
    private static func bundle(holding path: String, among bundles: Set<String>) -> String? {
        var slash = path.utf8.startIndex
        while let next = path.utf8[slash...].firstIndex(of: UInt8(ascii: "/")) {
            let folder = String(path[..<next])
            if bundles.contains(folder) { return folder }
            slash = path.utf8.index(after: next)
        }
        return nil
    }

    /// Why an entry is not read as a memo or a bundle's file, or nil for one and for a folder that is searched.
    private static func reasonToSkip(_ entry: FolderListing.Entry, inBundle: Bool) -> String? {
        switch entry.kind {
        case .undecodableName: "the name is not valid UTF-8"
        case .symbolicLink: "a symbolic link (memos and their files must be real files, not links)"
        case .special: "not a regular file or folder"
        case .folder: entry.isHidden ? "a hidden folder" : nil
        case .file:
            entry.isHidden
                ? "a hidden file"
                : inBundle || entry.path.hasSuffix(".md")
                    ? nil : "not a memo (expected YYYY-MM-DD.md, or a file of a YYYY-MM-DD/ bundle)"
        }
    }
}
