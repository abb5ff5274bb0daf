import CLinux
import Foundation

/// A folder opened once, so that the many files below it are looked up from it (`fstatat`) instead of by
/// walking its whole path for each: a site of ten thousand pages is stat'ed several times a build.
final class OpenFolder: Sendable {
    /// -1 when the folder could not be opened: every lookup from it then fails, as one in a missing folder would.
    let descriptor: Int32

    init(_ path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// The regular file at `path` below the folder, opened for reading, or -1: a link anywhere on the way,
    /// or at the end, is refused, so nothing inside a published site is ever followed out of it.
    func openFile(_ path: String) -> Int32 {
        let descriptor = sitegen_open_below(self.descriptor, path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
