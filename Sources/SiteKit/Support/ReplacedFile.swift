import Foundation

/// The one way sitegen writes a file outside the output (a cache, a record, a report, an action log):
/// the bytes go into a new file under a random name beside the target, created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW`, so no link planted there and no earlier file is ever written
/// through, and the file is then renamed over the target, so a reader sees the old file or the new one
/// whole, and a link or device at the target is replaced, never written into.
public final class ReplacedFile: Sendable {
    let target: String
    private let temporary: String
    private let descriptor: Int32

    /// Creates the new file beside `target`; throws the system's error.
    init(replacing target: String) throws(POSIXError) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        self.target = target
        while true {
            var generator = SystemRandomNumberGenerator()
            let name = ".\(url.lastPathComponent).\(String(generator.next() as UInt64, radix: 36)).tmp"
            let temporary = (folder as NSString).appendingPathComponent(name)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                self.temporary = temporary
                self.descriptor = descriptor
                return
            }
            guard errno == EEXIST else { throw Self.error() }
        }
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes` whole.
    func write(_ bytes: UnsafeRawBufferPointer) throws(POSIXError) {
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Self.error() }
            written += count
        }
    }

    /// Puts the file in place of the target; the file can still be written to (an action log is, as the
    /// build goes on). On failure the new file is removed and the target left as it was.
    func commit() throws(POSIXError) {
        guard rename(temporary, target) == 0 else {
            let error = Self.error()
            unlink(temporary)
            throw error
        }
    }

    /// Removes the new file, leaving the target as it was.
    func abandon() {
        unlink(temporary)
    }

    /// Replaces the file at `target` with `bytes`. With `makingFolder`, a missing folder is made first,
    /// for the build's user alone to write whatever the umask (`BuildPaths` refuses a cache others can write).
    public static func write(
        _ bytes: some ContiguousBytes, to target: String, makingFolder: Bool = false
    ) throws(POSIXError) {
        if makingFolder { try makeFolder(URL(fileURLWithPath: target).deletingLastPathComponent()) }
        let file = try ReplacedFile(replacing: target)
        do {
            try bytes.withUnsafeBytes { try file.write($0) }
        } catch {
            file.abandon()
            throw error as? POSIXError ?? POSIXError(.EIO)
        }
        try file.commit()
    }

    /// Makes `folder` and the folders above it that are missing, 0755 whatever the umask.
    static func makeFolder(_ folder: URL) throws(POSIXError) {
        guard access(folder.path, F_OK) != 0 else { return }
        if folder.path != "/" { try makeFolder(folder.deletingLastPathComponent()) }
        guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else { throw error() }
    }

    static func error() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
