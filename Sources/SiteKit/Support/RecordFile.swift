import Glibc

/// A record file of the cache folder kept open while texts are left in it (`StoredText`) rather than read
/// into memory. A later build replaces such a file by a rename, which leaves this one readable, as it was,
/// until the last text of it is let go.
final class RecordFile: Sendable {
    private let descriptor: Int32
    /// Its size when it was opened.
    let size: Int

    /// The regular file at `path`, opened for reading; nil when there is none.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    /// The `count` bytes at `offset`, or nil when the file does not hold them (any more).
    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { return nil }
        var isWhole = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let read = pread(
                    descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                guard read > 0 else {
                    isWhole = false
                    return
                }
                initialized += read
            }
        }
        return isWhole ? bytes : nil
    }

    deinit {
        close(descriptor)
    }
}
