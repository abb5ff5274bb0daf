import Foundation

/// Finds and reads every memo under a folder (`memos/**/YYYY-MM-DD.md`).
struct MemoLoader: Sendable {
    /// The folder searched, and how its files are named in messages.
    public var folder: URL
    public var displayName: String
    /// The build date, the latest a memo's `updated:` may be.
    public var today: Day

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

    /// `load`, and the hash of every memo's name and text as read: what the memos of a build are a
    /// function of (see `InputDigest`).
    func read() throws(InputErrors) -> (memos: Parsed<[Memo]>, digest: ContentHash) {
        let files: (memos: [(path: String, name: String)], skipped: [Diagnostic])
        do throws(Diagnostic) {
            files = try markdownFiles()
        } catch {
            throw InputErrors(error)
        }
        var warnings = files.skipped
        let results = files.memos.concurrentMap { file in
            Result { () throws(InputErrors) in try readMemo(file) }
        }
        var memos: [Memo] = []
        var errors = InputErrors()
        var byDay: [Day: String] = [:]
        var digest = ContentHasher()
        for result in results {
            let parsed: Parsed<Memo>
            switch result {
            case .failure(let failure):
                errors.append(contentsOf: failure)
                continue
            case .success(let read):
                digest.add(read.hash)
                parsed = read.memo
            }
            let memo = parsed.value
            if let other = byDay[memo.day] {
                errors.append(.error(SourceLocation(file: memo.file), Self.secondMemo(for: memo.day, first: other)))
                continue
            }
            byDay[memo.day] = memo.file
            memos.append(memo)
            warnings += parsed.warnings
        }
        try errors.check()
        return (Parsed(memos.sorted { $0.day < $1.day }, warnings: warnings), digest.hash)
    }

    /// Why a memo is refused when another has its day: a day has one page and one memo.
    static func secondMemo(for day: Day, first: String) -> String {
        "a second memo for \(day) (the first is \(first))"
    }

    /// One memo, its warnings and errors quoting the lines they are about.
    private func readMemo(
        _ file: (path: String, name: String)
    ) throws(InputErrors) -> (memo: Parsed<Memo>, hash: ContentHash) {
        // Every memo's name ends in ".md" (`reasonToSkip`).
        let stem = String(
            file.path[(file.path.lastIndex(of: "/").map { file.path.index(after: $0) } ?? file.path.startIndex)...]
                .dropLast(3))
        guard let day = Day(iso: stem) else {
            throw InputErrors(
                .error(
                    SourceLocation(file: file.name),
                    "the file name is not a date: expected YYYY-MM-DD.md with a real date"))
        }
        let text: String
        do throws(Diagnostic) {
            text = try TextFile.read(atPath: file.path, displayName: file.name)
        } catch {
            throw InputErrors(error)
        }
        var hasher = ContentHasher()
        hasher.add(file.name)
        hasher.add(text)
        do throws(InputErrors) {
            let memo = try MemoParser.parse(text, day: day, today: today, file: file.name)
            return (memo.quoting(text, file: file.name), hasher.hash)
        } catch {
            throw error.quoting(text, file: file.name)
        }
    }

    /// The `.md` files below the folder in a stable order, and a warning for every other entry.
    ///
    /// Symbolic links are not followed, wherever they point: a memo is a real file below `memos/`,
    /// so no link can bring in a file from outside the content folder, twice, or in a loop.
    private func markdownFiles() throws(Diagnostic) -> (memos: [(path: String, name: String)], skipped: [Diagnostic]) {
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .error(SourceLocation(file: displayName), "cannot read the folder (\(systemErrorText(errno)))")
            }
            return ([], [])
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .error(SourceLocation(file: displayName), "expected a folder of memos, found a file")
        }
        var memos: [(path: String, name: String)] = []
        var skipped: [Diagnostic] = []
        for entry in try FolderListing.entries(below: folder, displayName: displayName) {
            let name = displayName + "/" + entry.path
            if let reason = Self.reasonToSkip(entry) {
                skipped.append(.warning(SourceLocation(file: name), "\(reason); ignored"))
            } else if entry.kind == .file {
                memos.append((folder.path + "/" + entry.path, name))
            }
        }
        memos.sort { $0.name < $1.name }
        skipped.sort { $0.location.file < $1.location.file }
        return (memos, skipped)
    }

    /// Why an entry is not read as a memo, or nil for a memo and for a folder that is searched.
    private static func reasonToSkip(_ entry: FolderListing.Entry) -> String? {
        switch entry.kind {
        case .undecodableName: "the name is not valid UTF-8"
        case .symbolicLink: "a symbolic link (memos must be real files, not links)"
        case .special: "not a regular file or folder"
        case .folder: entry.isHidden ? "a hidden folder" : nil
        case .file:
            entry.isHidden
                ? "a hidden file"
                : entry.path.hasSuffix(".md") ? nil : "not a memo (expected YYYY-MM-DD.md)"
        }
    }
}
