import Foundation
import Synchronization

/// The memos' folder as a read found it: its memo files, the entries it skipped, its folders and what
/// each memo file gave. `sitegen serve` keeps it between saves, so that a save of a memo reads that memo
/// alone instead of listing and looking at every other (`MemoLoader.read(updating:changed:)`).
struct MemoFolder: Sendable {
    /// What reading one memo file gave: the memo, the hash of what it was read from and the record to keep
    /// (`MemoRecords`), or its errors.
    typealias FileRead = Result<MemoRead, InputErrors>
    typealias MemoRead = (memo: Parsed<Memo>, hash: ContentHash, record: MemoRecords.Record?)

    /// The memo files, in the order of their names.
    var files: [MemoLoader.MemoFile]
    /// A warning for every entry that is not read as a memo or a bundle's file.
    var skipped: [Diagnostic]
    /// The folders found, relative to the memos' folder, bundles and hidden folders left out.
    var folders: Set<String>
    /// What each memo file gave, by its name in messages.
    var reads: [String: FileRead] = [:]
    /// What the files gave together when all were read without an error, kept while no file comes or goes.
    var assembled: Assembled?

    /// The memos of a read without errors, sorted by day, with the hash and the warnings of each file, in the
    /// order of `files`: a save of a few memo files puts their memos in place instead of going over all.
    struct Assembled: Sendable {
        var memos: [Memo]
        var hashes: [ContentHash]
        var warnings: [[Diagnostic]]

        /// The hash of the files' hashes, in order: what the memos are a function of (`MemoLoader.read`).
        var digest: ContentHash {
            var hasher = ContentHasher()
            for hash in hashes { hasher.add(hash) }
            return hasher.hash
        }

        /// The memos, warned about after the entries `skipped`.
        func parsed(after skipped: [Diagnostic]) -> Parsed<[Memo]> {
            Parsed(memos, warnings: skipped + warnings.joined())
        }
    }

    /// Where a whole read of the memos leaves the folder as read, for whoever reads the inputs through the
    /// store to take afterwards: `sitegen serve`'s first build, so that its first save, too, reads only the
    /// memos it names.
    final class Handover: Sendable {
        private let folder = Mutex<MemoFolder?>(nil)

        func put(_ read: consuming MemoFolder) {
            folder.withLock { $0 = read }
        }

        /// The folder left, which no longer holds it; nil when none was.
        func take() -> MemoFolder? {
            folder.withLock { $0.take() }
        }
    }

    /// The folder once the files of `changed` (absolute paths) came, changed or went, with the reads of the
    /// others kept, and its files those changes left unread; nil when a change is anything but a memo of one file (`YYYY-MM-DD.md`, not hidden) in a
    /// folder already found, or the folder itself: a new folder, a bundle's file, an `index.md` that may
    /// make a bundle, a file that is not a memo, a link. The folder is then listed again.
    consuming func updated(
        by changed: [String], in folder: String, displayName: String
    ) -> (folder: MemoFolder, unread: [MemoLoader.MemoFile])? {
        var updated = self
        var unread: [MemoLoader.MemoFile] = []
        let bundles = Set(updated.files.compactMap(\.bundle))
        for path in changed {
            guard path.hasPrefix(folder + "/") else { return nil }
            let relative = String(path.dropFirst(folder.utf8.count + 1))
            let slash = relative.lastIndex(of: "/")
            let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? relative
            let parent = slash.map { String(relative[..<$0]) }
            guard name.hasSuffix(".md"), name != MemoLoader.bundleIndex, !name.hasPrefix("."),
                parent.map({ updated.folders.contains($0) && !Self.isInside($0, anyOf: bundles) }) ?? true
            else { return nil }
            var status = stat()
            let displayed = displayName + "/" + relative
            // The files stay in the order of their names: a file that comes is put in its place.
            let place = updated.files.firstIndex { $0.name >= displayed } ?? updated.files.endIndex
            let isListed = place < updated.files.endIndex && updated.files[place].name == displayed
            if lstat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFREG else { return nil }
                if !isListed {
                    updated.files.insert(MemoLoader.MemoFile(path: path, name: displayed), at: place)
                    updated.assembled = nil
                }
                if !unread.contains(where: { $0.name == displayed }) { unread.append(updated.files[place]) }
            } else {
                guard errno == ENOENT else { return nil }
                if isListed {
                    updated.files.remove(at: place)
                    updated.assembled = nil
                }
                unread.removeAll { $0.name == displayed }
            }
            updated.reads[displayed] = nil
        }
        return (updated, unread)
    }

    /// Whether `folder` is one of `bundles` or below one.
    private static func isInside(_ folder: String, anyOf bundles: Set<String>) -> Bool {
        var folder = Substring(folder)
        while true {
            if bundles.contains(String(folder)) { return true }
            guard let slash = folder.lastIndex(of: "/") else { return false }
            folder = folder[..<slash]
        }
    }

    /// `assembled` with the memos of `files`, read again, in place of the ones they had; nil when there is
    /// none, or one of them failed, or its memo is not on a day `assembled` has.
    func patched(with files: [MemoLoader.MemoFile]) -> Assembled? {
        guard var patched = assembled else { return nil }
        for file in files {
            guard case .success(let read) = reads[file.name] else { return nil }
            let day = read.memo.value.day
            let place = self.files.sortedPosition { $0.name < file.name }
            let position = patched.memos.sortedPosition { $0.day < day }
            guard place < self.files.count, self.files[place].name == file.name,
                position < patched.memos.count, patched.memos[position].day == day
            else { return nil }
            patched.memos[position] = read.memo.value
            (patched.hashes[place], patched.warnings[place]) = (read.hash, read.memo.warnings)
        }
        return patched
    }
}

extension Array {
    /// The position of the first element for which `isBefore` is false, in an array whose elements for which
    /// it is true all come first: found by halving.
    fileprivate func sortedPosition(_ isBefore: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
