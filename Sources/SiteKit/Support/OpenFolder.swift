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

    /// The bytes of the regular file at `path` below the folder (`openFile`), or nil.
    func bytes(ofFileAt path: String) -> [UInt8]? {
        Self.bytes(of: openFile(path))
    }

    /// The bytes of the regular file at `path`, without a copy through `Data`: the records a rebuild loads
    /// are tens of megabytes.
    static func bytes(ofFileAtPath path: String) -> [UInt8]? {
        bytes(of: open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC))
    }

    /// The bytes of the regular file open as `descriptor`, which it closes; nil when it is -1, is not a
    /// regular file, or cannot be read whole.
    static func bytes(of descriptor: Int32) -> [UInt8]? {
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, to notice a file that grew meanwhile; read into memory never zeroed,
        // which for a record of megabytes cost as much as reading it.
        var isWhole = true
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, initialized in
            while initialized < buffer.count {
                let read = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                guard read > 0 else {
                    isWhole = read == 0
                    return
                }
                initialized += read
            }
            isWhole = false
        }
        return isWhole ? bytes : nil
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
