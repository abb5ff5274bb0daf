import Glibc

/// The process's limit on open descriptors (RLIMIT_NOFILE), which bounds how many clients the server
/// can hold at once, and how many connections that limit leaves room for.
public struct FileLimit: Sendable, Equatable {
    /// The soft limit: opening one more descriptor fails with EMFILE.
    var descriptors: Int

    /// Descriptors kept for everything but connections: the standard streams, the listening socket, the
    /// watcher, and a rebuild, which reads and writes a file on every core and keeps its caches and lock,
    /// and the record files whose texts and bodies the site is left reading (`RecordFile`): one for each
    /// shard of the memos' records and summaries, 128, twice while a rebuild runs beside the site kept.
    static let reserved = 512
    /// A connection's socket and, while it answers, a folder being looked through and the entry found in it.
    static let perConnection = 3
    /// Each connection is served on a thread of its own, and threads run out (about 32,000 here, two memory
    /// maps each) long before a raised descriptor limit does: past them a connection would be accepted and
    /// never served, so the connections stop well short of that.
    static let threadCeiling = 4096

    init(descriptors: Int) {
        self.descriptors = descriptors
    }

    /// Raises the soft limit to the hard one, as servers do: the soft default (often 1024) is low for the
    /// sake of `select(2)`, which nothing here uses. The limit in force afterwards.
    public static func raised() -> FileLimit {
        var limit = rlimit()
        // Fails only for a bad resource or pointer.
        _ = getrlimit(openFiles, &limit)
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(openFiles, &raised) == 0 { limit = raised }
        }
        return FileLimit(descriptors: Int(clamping: limit.rlim_cur))
    }

    /// The connections the limit holds with the reserve kept, at most `threadCeiling`; at least one,
    /// however low the limit.
    public var connections: Int {
        max(1, min(Self.threadCeiling, (descriptors - Self.reserved) / Self.perConnection))
    }
}

private let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
