import CServing
import Foundation
import SiteKit
import Synchronization

/// Watches folders, recursively, with inotify, and calls `onChange` once a burst of changes has settled:
/// an editor's save, a `git checkout` or a folder of new memos is one rebuild, not dozens.
///
/// Every folder below the roots gets a watch of its own (inotify is not recursive), and a folder that
/// appears later gets one when it is created or moved in. Hidden entries (`.git`, editors' `.swp` files)
/// are not watched, as builds never read them. A root that is missing (removed, moved away, or not made
/// yet) is waited for: the nearest folder above it is watched until it is there, and then it is watched
/// again and reported, for a rebuild.
public final class FolderWatcher: Sendable {
    private let inotify: Int32
    private let stopDescriptor: Int32
    private let quiet: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let roots: Set<String>
    /// Each watch's folder, to name what changed.
    private let folders = Mutex<[Int32: String]>([:])
    /// The watches of folders above missing roots, and the roots each waits for.
    private let awaited = Mutex<[Int32: Set<String>]>([:])
    private let finished = DispatchSemaphore(value: 0)

    private static let events = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// How long changes must have been quiet to be reported: longer, with a margin, than the longest pause
    /// measured within an editor's save (`bench/editor-saves`, in docs/performance.md), so that a save is
    /// one rebuild, and no longer, since every save waits this long before its rebuild starts.
    public static let settle = Duration.milliseconds(100)

    /// How long changes must have been quiet to be reported once they are a whole save (`SaveBurst`): only
    /// what a save may still do after its last step (set the file's mode) is waited for.
    public static let wholeSaveSettle = Duration.milliseconds(20)

    /// Starts watching `roots` (missing ones are waited for); `onChange` hears the changed paths once they
    /// have been quiet for `quiet`.
    public init(
        _ roots: [URL], quiet: Duration = settle, onChange: @escaping @Sendable ([String]) -> Void
    ) throws(Diagnostic) {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        stopDescriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        self.quiet = quiet
        self.onChange = onChange
        self.roots = Set(roots.map(\.standardizedFileURL.path))
        guard inotify >= 0, stopDescriptor >= 0 else {
            throw .error(SourceLocation(file: "sitegen"), "cannot watch for changes (\(systemErrorText(errno)))")
        }
        for root in self.roots {
            if Self.isFolder(root) { try watch(below: root) } else { _ = watchOrAwait(root) }
        }
        Thread.detachNewThread { [self] in
            run()
            finished.signal()
        }
    }

    /// Stops watching; `onChange` is not called after this returns.
    public func stop() {
        _ = eventfd_write(stopDescriptor, 1)
        finished.wait()
    }

    deinit {
        close(inotify)
        close(stopDescriptor)
    }

    /// Adds a watch for `folder` and every folder below it that is not hidden, and returns what it found
    /// below. Each folder is watched before it is listed, so an entry made in it meanwhile (`mkdir -p
    /// memos/2026/12` and a memo written at once) is either in the listing or reported by the watch, never
    /// missed. A folder that cannot be listed is left to the build, which names it.
    @discardableResult
    private func watch(below folder: String) throws(Diagnostic) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let path = pending.popLast() {
            let descriptor = inotify_add_watch(inotify, path, Self.events)
            guard descriptor >= 0 else {
                // A folder removed since it was listed is no matter; running out of watches is.
                if errno == ENOENT || errno == ENOTDIR { continue }
                let hint = errno == ENOSPC ? "; raise fs.inotify.max_user_watches" : ""
                throw .error(
                    SourceLocation(file: displayPath(URL(fileURLWithPath: path))),
                    "cannot watch the folder (\(systemErrorText(errno))\(hint))")
            }
            folders.withLock { $0[descriptor] = path }
            let children =
                (try? FolderListing.entries(in: URL(fileURLWithPath: path), displayName: path))?.filter { !$0.isHidden }
                ?? []
            found += children.map { path + "/" + $0.path }
            pending += children.filter { $0.kind == .folder }.map { path + "/" + $0.path }
        }
        return found
    }

    /// Once `root` is there, watches it and everything below it and gives what it found, the root included;
    /// until then, watches the nearest folder above it for the next folder on the way, and gives nothing.
    /// Each level is looked at again after its watch is added, so a folder made meanwhile is not missed.
    private func watchOrAwait(_ root: String) -> [String] {
        while true {
            if Self.isFolder(root) { return [root] + ((try? watch(below: root)) ?? []) }
            var next = root
            var above = Self.parent(of: root)
            while !Self.isFolder(above) { (next, above) = (above, Self.parent(of: above)) }
            // IN_MASK_ADD: a folder that is watched for changes already keeps its own events.
            let descriptor = inotify_add_watch(
                inotify, above, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR | IN_MASK_ADD))
            guard descriptor >= 0 else { return [] }
            awaited.withLock { _ = $0[descriptor, default: []].insert(root) }
            guard Self.isFolder(next) else { return [] }
            awaited.withLock { _ = $0[descriptor]?.remove(root) }
        }
    }

    /// A root moved away keeps its watches, which would name what changes there by the root's path: they
    /// are removed, and the root is waited for (once its own watch is gone, `IN_IGNORED`).
    private func forget(_ root: String) {
        let below = folders.withLock { $0.filter { $0.value == root || $0.value.hasPrefix(root + "/") }.keys }
        for descriptor in below { inotify_rm_watch(inotify, descriptor) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func parent(of path: String) -> String {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return parent.isEmpty ? "/" : parent
    }

    /// Changes that never stop (a log written below the content folder) still rebuild this often.
    static let longestWait = Duration.seconds(2)

    private func run() {
        // Each path once, in the order first seen, however many events a save makes (create, write, rename).
        var changed: [String] = []
        var seen: Set<String> = []
        var burst = SaveBurst()
        var firstChange = ContinuousClock.now
        var lastChange = firstChange
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // When the changes are reported: once quiet for the settle, a whole save's or the full one.
        var due: ContinuousClock.Instant {
            min(lastChange + (burst.isWhole ? min(quiet, Self.wholeSaveSettle) : quiet), firstChange + Self.longestWait)
        }
        while true {
            let wait = changed.isEmpty ? -1 : max(0, Int32(ContinuousClock.now.duration(to: due).inSeconds * 1000) + 1)
            var descriptors = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, wait)
            if ready < 0 && errno == EINTR { continue }
            if descriptors[1].revents != 0 || ready < 0 { return }
            if descriptors[0].revents != 0 {
                let count = read(inotify, &buffer, buffer.count)
                let paths = count > 0 ? handle(buffer[..<count], into: &burst) : []
                if !paths.isEmpty {
                    if changed.isEmpty { firstChange = .now }
                    lastChange = .now
                }
                for path in paths where seen.insert(path).inserted { changed.append(path) }
            }
            if !changed.isEmpty, ContinuousClock.now >= due {
                onChange(changed)
                changed = []
                seen = []
                burst = SaveBurst()
            }
        }
    }

    /// The paths that changed in a buffer of inotify events, each event also given to `burst`; watches new
    /// folders on the way.
    private func handle(_ bytes: ArraySlice<UInt8>, into burst: inout SaveBurst) -> [String] {
        var paths: [String] = []
        var offset = bytes.startIndex
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= bytes.endIndex {
            let event = bytes[offset..<(offset + headerSize)].withUnsafeBytes {
                $0.loadUnaligned(as: inotify_event.self)
            }
            let nameBytes = bytes[(offset + headerSize)..<(offset + headerSize + Int(event.len))].prefix { $0 != 0 }
            offset += headerSize + Int(event.len)
            let name = String(decoding: nameBytes, as: UTF8.self)
            if event.mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED) != 0 || awaited.withLock({ $0[event.wd] != nil }) {
                burst.loseTrack()
            }
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: anything may have changed, and a new folder may lack its watch.
                for folder in folders.withLock({ Array($0.values) }) { _ = try? watch(below: folder) }
                paths.append("(many files)")
                continue
            }
            if let waiting = awaited.withLock({ $0.removeValue(forKey: event.wd) }) {
                // A folder made where a missing root is waited for, or that folder gone: look again.
                for root in waiting { paths += watchOrAwait(root) }
                let isUnused = awaited.withLock { $0[event.wd] == nil } && folders.withLock { $0[event.wd] == nil }
                if isUnused, event.mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(inotify, event.wd) }
            }
            if event.mask & UInt32(IN_IGNORED) != 0 {
                // A root removed (or moved away, and forgotten below) is waited for.
                if let folder = folders.withLock({ $0.removeValue(forKey: event.wd) }), roots.contains(folder) {
                    paths += watchOrAwait(folder)
                }
                continue
            }
            guard let folder = folders.withLock({ $0[event.wd] }) else { continue }
            guard !name.hasPrefix(".") else {
                burst.addHidden(event.mask, cookie: event.cookie)
                continue
            }
            if event.mask & UInt32(IN_MOVE_SELF) != 0, roots.contains(folder) { forget(folder) }
            let path = name.isEmpty ? folder : folder + "/" + name
            paths.append(path)
            burst.add(event.mask, cookie: event.cookie, at: path)
            if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                paths += (try? watch(below: path)) ?? []
            }
        }
        return paths
    }
}
