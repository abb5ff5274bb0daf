import Foundation

/// Reads input files, with errors in plain words that say which file and where.
///
/// The single reader of local input files: it opens only regular files (a FIFO or a device is
/// refused before any read, so it can never block the build), reads at most `sizeLimit` bytes,
/// and can refuse a file whose real path leaves a given folder.
public enum TextFile {
    /// The most bytes read from one local file, like the default limit of a remote source.
    public static let sizeLimit = 10_000_000

    /// The file's text without a leading byte-order mark. Invalid UTF-8 is an error naming
    /// the line and column of the first bad byte.
    public static func read(_ url: URL, displayName: String) throws(Diagnostic) -> String {
        try read(atPath: url.path, displayName: displayName)
    }

    /// `read` of a path: ten thousand memos are named without making a URL of each.
    static func read(atPath path: String, displayName: String) throws(Diagnostic) -> String {
        try decode(bytes(atPath: path, displayName: displayName).data, displayName: displayName)
    }

    /// `read`, and the identity of the file as it was opened, before a byte was read: a write during the
    /// read then changes the identity after it.
    static func readWithIdentity(
        atPath path: String, displayName: String
    ) throws(Diagnostic) -> (text: String, identity: FileIdentity) {
        let (data, status) = try bytes(atPath: path, displayName: displayName)
        return (try decode(data, displayName: displayName), FileIdentity(status))
    }

    /// The file's bytes, at most `limit` of them. With `folder`, a file whose real path (symbolic links
    /// resolved) is not below that folder is refused unread, so no message can quote a byte of it.
    public static func bytes(
        _ url: URL, displayName: String, inside folder: URL? = nil, limit: Int = sizeLimit
    ) throws(Diagnostic) -> Data {
        if let folder, !isInside(url, folder) {
            throw failure(displayName, "it is outside the content folder")
        }
        return try bytes(atPath: url.path, displayName: displayName, limit: limit).data
    }

    private static func failure(_ displayName: String, _ reason: String) -> Diagnostic {
        .error(SourceLocation(file: displayName), "cannot read the file (\(reason))")
    }

    /// The file opened for reading a piece at a time, once it is known to be a regular file of at most
    /// `limit` bytes: a larger one is refused by its size, before a byte of it is read.
    static func open(_ url: URL, displayName: String, limit: Int) throws(Diagnostic) -> FileHandle {
        let (descriptor, status) = try openRegularFile(atPath: url.path, displayName: displayName)
        guard status.st_size <= limit else {
            close(descriptor)
            throw failure(displayName, "larger than the limit of \(limit) bytes")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// An open descriptor of a regular file and what `fstat` says of it; the caller closes it.
    private static func openRegularFile(atPath path: String, displayName: String) throws(Diagnostic) -> (Int32, stat) {
        func failure(_ reason: String) -> Diagnostic { Self.failure(displayName, reason) }
        // O_NONBLOCK so that opening a FIFO returns at once; it is then refused as not a regular file.
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(systemErrorText(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = errno
            close(descriptor)
            throw failure(systemErrorText(error))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return (descriptor, status)
        case S_IFDIR:
            close(descriptor)
            throw failure(systemErrorText(EISDIR))
        default:
            close(descriptor)
            throw failure("it is not a regular file")
        }
    }

    private static func bytes(
        atPath path: String, displayName: String, limit: Int = sizeLimit
    ) throws(Diagnostic) -> (data: Data, status: stat) {
        func failure(_ reason: String) -> Diagnostic { Self.failure(displayName, reason) }
        let (descriptor, status) = try openRegularFile(atPath: path, displayName: displayName)
        defer { close(descriptor) }
        // Read to the end rather than trusting st_size, which is 0 for files such as those in /proc; but
        // into a buffer of st_size and one byte, so a file that keeps its size is read in place, at once.
        var data = Data(count: min(Int(status.st_size), limit - 1) + 1)
        var count = 0
        while true {
            if count == data.count { data.count += max(count, 65_536) }
            let read = data.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            guard read >= 0 else { throw failure(systemErrorText(errno)) }
            if read == 0 { break }
            count += read
            guard count <= limit else { throw failure("larger than the limit of \(limit) bytes") }
        }
        data.count = count
        return (data, status)
    }

    /// Whether the real path of `url` lies below the real path of `folder`.
    private static func isInside(_ url: URL, _ folder: URL) -> Bool {
        // A file that does not exist is outside nothing: opening it reports it missing.
        guard let file = realPath(url.path) else { return true }
        guard let root = realPath(folder.path) else { return false }
        return file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Decodes bytes as UTF-8 text, or throws where the first invalid byte is.
    public static func decode(_ data: Data, displayName: String) throws(Diagnostic) -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // Validated from the contiguous bytes: through Data's generic iterator it took as long as parsing the front matter.
        if let text = bytes.withUnsafeBytes({
            String(validating: $0.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        }) {
            return text
        }
        let offset = firstInvalidOffset(bytes)
        let before = bytes[bytes.startIndex..<offset]
        let line = before.count(where: { $0 == 0x0A }) + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        throw .error(
            SourceLocation(file: displayName, line: line, column: column),
            "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
    }

    private static func firstInvalidOffset(_ bytes: Data.SubSequence) -> Data.Index {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return offset
            case .error:
                return offset
            }
        }
    }

    /// A short reason from a Foundation file error, without its long domain text.
    public static func reason(_ error: any Error) -> String {
        if let error = error as? POSIXError { return systemErrorText(error.code.rawValue) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return systemErrorText(Int32(underlying.code))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on device"
        case NSFileWriteVolumeReadOnlyError: return "read-only file system"
        case NSFileWriteFileExistsError: return "a file of that name is in the way"
        default: return "error \(nsError.code)"
        }
    }
}
