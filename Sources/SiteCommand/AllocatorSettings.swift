import CLinux
import Foundation

/// How sitegen asks glibc's allocator to keep its memory: every block of `largeBlockThreshold` or more (a
/// record's bytes, the tables of a large site's pages and paths) is mapped on its own and given back to
/// the system when freed.
///
/// glibc otherwise raises that threshold to the largest such block freed so far, up to 32 MiB, and later
/// blocks below it come from the heap, whose holes the next stage's blocks, of other sizes, seldom fill,
/// so a large build's resident memory stays far above its heap. A fixed threshold turns that off.
public enum AllocatorSettings {
    /// Large enough that a night's few-megabyte records are not mapped and unmapped again and again.
    public static let largeBlockThreshold = 4 << 20

    /// Applies the settings to the process, unless `environment` sets glibc's threshold itself, as an
    /// administrator may (`MALLOC_MMAP_THRESHOLD_`, or `glibc.malloc.mmap_threshold` in `GLIBC_TUNABLES`);
    /// false when they are not applied.
    @discardableResult public static func apply(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        guard environment["MALLOC_MMAP_THRESHOLD_"] == nil,
            environment["GLIBC_TUNABLES"]?.contains("glibc.malloc.mmap_threshold") != true
        else { return false }
        return mallopt(M_MMAP_THRESHOLD, Int32(largeBlockThreshold)) == 1
    }
}
