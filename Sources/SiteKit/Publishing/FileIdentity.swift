import CLinux
import Foundation

/// What `stat` says of a published file or folder: its device and inode, size, and modification and change times
/// in nanoseconds. The render cache records it after publishing, so the next build can trust that a page
/// still has the bytes it was published with without reading it back. The one input judged this way is a
/// memo's file (`MemoRecords`); every other input is judged by its bytes.
///
/// Any write, rename or link changes a file's change time, which cannot be set by hand. The kernel takes
/// that time from a clock that moves a tick (a few milliseconds) at a time, so a file changed within the
/// tick it was published in could keep its identity: an identity is only recorded for a file last changed
/// before the tick in which it was looked at (`recorded`), the way Git treats "racily clean" files.
struct FileIdentity: Hashable, Sendable, WrittenAsTextBytes {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    /// The identity of the regular file or folder at `path` (not followed if a link), or nil. A relative
    /// `path` is looked up from the open folder `folder`.
    init?(fileAt path: String, in folder: Int32 = AT_FDCWD) {
        var status = stat()
        guard fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) == 0,
            status.st_mode & S_IFMT == S_IFREG || status.st_mode & S_IFMT == S_IFDIR
        else { return nil }
        self.init(status)
    }

    /// The identity of the regular file at `path` below `folder`, or nil when any part of the path is a link.
    init?(fileAt path: String, below folder: OpenFolder) {
        var status = stat()
        guard sitegen_stat_below(folder.descriptor, path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        self.init(status)
    }

    init(_ status: stat) {
        self.init(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: Self.nanoseconds(status.st_mtim), changed: Self.nanoseconds(status.st_ctim))
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The identity of the file at `path` if it can be trusted from now on: nil when the file was changed
    /// in the current tick of the clock file times are taken from, since a change later in the same tick
    /// would leave every field as it is.
    static func recorded(fileAt path: String, in folder: Int32 = AT_FDCWD) -> FileIdentity? {
        FileIdentity(fileAt: path, in: folder).flatMap { $0.isSettled ? $0 : nil }
    }

    /// Whether it was taken of a file last changed before the current tick (`recorded`).
    var isSettled: Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &now)
        return changed < Self.nanoseconds(now) && modified < Self.nanoseconds(now)
    }

    /// Waits until the coarse clock file times are taken from has passed the present moment (a tick or two,
    /// a few milliseconds), so that every file changed so far can be `recorded`: its times, coarse or
    /// fine-grained, are then all earlier than that clock. Without it, a build whose last files were written
    /// in the tick it records them in leaves them unrecorded, and the next build with nothing changed does
    /// all the work. The present is read from the fine clock: the coarse one may lag it by more than a tick.
    static func awaitNextTick() {
        var present = timespec()
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &present)
        repeat {
            usleep(500)
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
        } while nanoseconds(now) <= nanoseconds(present)
    }

    /// `DEVICE:INODE:SIZE:MTIME:CTIME`, in decimal: the text `description` is.
    func write(into text: inout TextBytes) {
        text.append(decimal: device)
        text.append(byte: UInt8(ascii: ":"))
        text.append(decimal: inode)
        text.append(byte: UInt8(ascii: ":"))
        text.append(decimal: size)
        text.append(byte: UInt8(ascii: ":"))
        text.append(decimal: modified)
        text.append(byte: UInt8(ascii: ":"))
        text.append(decimal: changed)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
