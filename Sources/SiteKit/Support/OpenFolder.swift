import Foundation

/// A folder opened once, so that the many files below it are looked up from it (`fstatat`) instead of by
/// walking its whole path for each: a site of ten thousand pages is stat'ed several times a build.
final class OpenFolder: Sendable {
    /// -1 when the folder could not be opened: every lookup from it then fails, as one in a missing folder would.
    let descriptor: Int32

    init(_ path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
