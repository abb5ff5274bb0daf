import CLinux
import Foundation

/// Every entry below a folder, found without following symbolic links, in a stable order.
///
/// Unlike `FileManager`'s enumerator, which skips what it cannot read without a word, a folder that
/// cannot be listed (or an entry that cannot be examined) is an error naming it: nothing is ever
/// taken for empty. Hidden folders are reported as entries but not entered.
public struct FolderListing: Sendable {
    public enum Kind: Equatable, Sendable {
        case file, folder, symbolicLink
        /// A FIFO, a socket or a device: never opened, since reading a FIFO could block the build.
        case special
        /// A name that is not UTF-8, which no message or page could show.
        case undecodableName
    }

    public struct Entry: Equatable, Sendable {
        /// Relative to the listed folder, with "/" separators.
        public var path: String
        public var kind: Kind
        public var isHidden: Bool {
            let name =
                path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8[path.utf8.index(after: $0)...] }
                ?? path.utf8[...]
            return name.first == UInt8(ascii: ".")
        }
    }

    /// The entries below `folder` in a stable order (each folder's sorted by name, then those of its
    /// subfolders in turn); `displayName` names the folder in messages. The subfolders of `folder` are
    /// listed on every core, each with all below it: a site of 10,000 day folders took 50,000 system calls
    /// one after the other. The first folder that cannot be listed, in that order, is the error.
    public static func entries(below folder: URL, displayName: String) throws(Diagnostic) -> [Entry] {
        let root = try open(folder.path, displayName: displayName)
        defer { close(root) }
        let top = try list(relative: "", in: root, displayName: displayName)
        let subtrees = top.concurrentMap { entry in
            Result { () throws(Diagnostic) in
                isSearched(entry) ? try Self.entries(startingAt: entry.path, in: root, displayName: displayName) : []
            }
        }
        var entries = top
        for subtree in subtrees { entries += try subtree.get() }
        return entries
    }

    /// The entries below the subfolder `relative` of the open folder `root`, in the order of `entries(below:)`.
    private static func entries(
        startingAt relative: String, in root: Int32, displayName: String
    ) throws(Diagnostic) -> [Entry] {
        var entries: [Entry] = []
        // Folders still to list, as paths relative to `root`. A stack rather than recursion: the depth of
        // a folder tree is the user's, not ours.
        var pending = [relative]
        while let relative = pending.popLast() {
            let children = try list(relative: relative, in: root, displayName: displayName)
            entries += children
            pending += children.filter(isSearched).map(\.path).reversed()
        }
        return entries
    }

    /// Whether the listing goes into `entry`: a folder that is not hidden.
    private static func isSearched(_ entry: Entry) -> Bool {
        entry.kind == .folder && !entry.isHidden
    }

    /// The entries of `folder` itself, without those of its subfolders.
    public static func entries(in folder: URL, displayName: String) throws(Diagnostic) -> [Entry] {
        let root = try open(folder.path, displayName: displayName)
        defer { close(root) }
        return try list(relative: "", in: root, displayName: displayName)
    }

    /// The folder at `path`, opened for its subfolders to be opened from, not from the root of the file system.
    private static func open(_ path: String, displayName: String) throws(Diagnostic) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .error(SourceLocation(file: displayName), "cannot list the folder (\(systemErrorText(errno)))")
        }
        return descriptor
    }

    /// The entries of the folder `relative` (empty for itself) of the open folder `root`; the folder is not
    /// followed if it has become a link.
    private static func list(relative: String, in root: Int32, displayName: String) throws(Diagnostic) -> [Entry] {
        let shown = relative.isEmpty ? displayName : displayName + "/" + relative
        let descriptor = openat(
            root, relative.isEmpty ? "." : relative, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .error(SourceLocation(file: shown), "cannot list the folder (\(systemErrorText(errno)))")
        }
        defer { close(descriptor) }
        guard let names = names(in: descriptor) else {
            throw .error(SourceLocation(file: shown), "cannot list the folder (\(systemErrorText(errno)))")
        }
        // Sorted before examining, so the first entry that cannot be examined is always the same one.
        return try names.sorted { $0.name.lexicographicallyPrecedes($1.name) }.map { name, type throws(Diagnostic) in
            guard let decoded = String(validating: name, as: UTF8.self) else {
                return Entry(
                    path: (relative.isEmpty ? "" : relative + "/") + String(decoding: name, as: UTF8.self),
                    kind: .undecodableName)
            }
            let child = relative.isEmpty ? decoded : relative + "/" + decoded
            // The type the folder gave, where the file system gives one, which saves a stat of every entry.
            if let kind = kind(ofDirectoryEntryType: type) { return Entry(path: child, kind: kind) }
            var status = stat()
            guard fstatat(descriptor, name.map { CChar(bitPattern: $0) } + [0], &status, AT_SYMLINK_NOFOLLOW) == 0
            else {
                throw .error(
                    SourceLocation(file: displayName + "/" + child),
                    "cannot examine the entry (\(systemErrorText(errno)))")
            }
            return Entry(path: child, kind: kind(of: status.st_mode))
        }
    }

    /// The names in the open folder `descriptor` but "." and "..", with the type each entry gives; nil,
    /// with `errno` set, when it cannot be read.
    private static func names(in descriptor: Int32) -> [(name: [UInt8], type: UInt8)]? {
        var names: [(name: [UInt8], type: UInt8)] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 8_192, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = sitegen_read_entries(descriptor, buffer.baseAddress, UInt(buffer.count))
            guard count > 0 else { return count == 0 ? names : nil }
            var offset = 0
            while offset < count {
                let record = buffer.baseAddress! + offset
                let name = (record + Int(SITEGEN_ENTRY_NAME_OFFSET)).assumingMemoryBound(to: UInt8.self)
                let length = strlen(name)
                let isDots =
                    name[0] == UInt8(ascii: ".") && (length == 1 || (length == 2 && name[1] == UInt8(ascii: ".")))
                if !isDots {
                    names.append(
                        (
                            Array(UnsafeBufferPointer(start: name, count: length)),
                            record.load(fromByteOffset: Int(SITEGEN_ENTRY_TYPE_OFFSET), as: UInt8.self)
                        ))
                }
                offset += Int(record.loadUnaligned(fromByteOffset: Int(SITEGEN_ENTRY_LENGTH_OFFSET), as: UInt16.self))
            }
        }
    }

    /// The kind a folder entry reports, or nil when it does not know (`DT_UNKNOWN`), which only a stat can tell.
    private static func kind(ofDirectoryEntryType type: UInt8) -> Kind? {
        switch Int32(type) {
        case Int32(DT_UNKNOWN): nil
        case Int32(DT_REG): .file
        case Int32(DT_DIR): .folder
        case Int32(DT_LNK): .symbolicLink
        default: .special
        }
    }

    private static func kind(of mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        default: .special
        }
    }
}
