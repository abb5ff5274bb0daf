import Foundation
import SiteKit

/// Finds the file a request path names below the site folder, as static servers do: a folder's
/// `index.html`, a redirect from `/dir` to `/dir/`, and nothing outside the folder.
///
/// The file is found by opening each segment below the folder with `O_NOFOLLOW`, so no symbolic link is
/// ever followed (a site sitegen builds has none), and the folder is opened afresh for every request:
/// a rebuild swaps the published folder with `renameat2`, and a request sees the old site or the new one.
/// Hidden names (`.sitegen-output`) are not served, nor anything that cannot be opened (a file without
/// read permission is as missing as a hidden one); only a process out of descriptors is no answer.
public struct StaticFileResolver: Sendable {
    public let root: URL
    /// The segments of the site's base path (`/`, `/blog/`), decoded: the site is served below it, as it
    /// will be published.
    let basePath: [String]
    private let openFile: Opener

    /// `openat(2)`, setting `errno` when it fails: tests give one that fails as a process out of descriptors does.
    public typealias Opener = @Sendable (_ folder: Int32, _ name: String, _ flags: Int32) -> Int32

    public static let systemOpen: Opener = { folder, name, flags in openat(folder, name, flags) }

    /// `basePath` as the configuration has it, percent-encoded.
    init(root: URL, basePath: String = "/", openFile: @escaping Opener = systemOpen) {
        self.root = root
        self.basePath = (try? RequestPath(Substring(basePath)).segments) ?? []
        self.openFile = openFile
    }

    enum Resolution: Sendable {
        case file(ServedFile)
        /// A folder's address without its final slash: where to go instead.
        case redirect(String)
        case notFound
        /// The process (or the system) has no descriptor to spare for the file: it may be there in a moment.
        case unavailable
    }

    func resolve(_ path: RequestPath) -> Resolution {
        guard path.segments.starts(with: basePath) else { return .notFound }
        let below = Array(path.segments.dropFirst(basePath.count))
        guard !below.contains(where: { $0.hasPrefix(".") }) else { return .notFound }
        var descriptor = openFile(AT_FDCWD, root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var failure = descriptor < 0 ? errno : 0
        defer { if descriptor >= 0 { close(descriptor) } }
        for segment in below {
            guard descriptor >= 0, kind(descriptor) == S_IFDIR else { return Self.missing(failure) }
            failure = step(&descriptor, to: segment)
        }
        guard descriptor >= 0 else { return Self.missing(failure) }
        switch kind(descriptor) {
        case S_IFREG where !path.isFolder:
            return served(&descriptor, below.joined(separator: "/"))
        case S_IFDIR:
            guard path.isFolder else {
                var folder = path
                folder.isFolder = true
                return .redirect(folder.encoded)
            }
            failure = step(&descriptor, to: "index.html")
            guard descriptor >= 0, kind(descriptor) == S_IFREG else { return Self.missing(failure) }
            return served(&descriptor, (below + ["index.html"]).joined(separator: "/"))
        default:
            return .notFound
        }
    }

    /// Replaces a folder's descriptor with its entry's, never following a link; -1 when there is none,
    /// and then the reason (`errno`) is returned. `O_NONBLOCK`, so that a FIFO opens at once (and is then
    /// refused) instead of blocking the server.
    private func step(_ descriptor: inout Int32, to name: String) -> Int32 {
        let next = openFile(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let failure = next < 0 ? errno : 0
        close(descriptor)
        descriptor = next
        return failure
    }

    /// What an entry that could not be opened (for `errno`'s reason) is: missing (ENOENT, ENOTDIR, ELOOP for
    /// a link, EACCES), or there but out of reach for want of a descriptor (EMFILE, ENFILE).
    private static func missing(_ failure: Int32) -> Resolution {
        failure == EMFILE || failure == ENFILE ? .unavailable : .notFound
    }

    private func served(_ descriptor: inout Int32, _ path: String) -> Resolution {
        guard let file = ServedFile(adopting: descriptor, path: path) else { return .notFound }
        descriptor = -1
        return .file(file)
    }

    private func kind(_ descriptor: Int32) -> mode_t {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }
}

/// An open file of the site, read when it is sent: its size and modification time as it was opened.
final class ServedFile: Sendable {
    let descriptor: Int32
    let size: Int
    let contentType: String
    /// An entity tag from the size and modification time, which a rebuild keeps for unchanged bytes.
    let entityTag: String

    /// Takes over an open descriptor, which it closes; nil when it cannot be examined (the caller closes it then).
    fileprivate init?(adopting descriptor: Int32, path: String) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.descriptor = descriptor
        size = Int(status.st_size)
        contentType = ContentType.of(path: path)
        entityTag =
            "\"\(String(size, radix: 16))-\(String(status.st_mtim.tv_sec, radix: 16))-\(String(status.st_mtim.tv_nsec, radix: 16))\""
    }

    /// Reads `count` bytes from `offset`; fewer at the end of the file, none on an error.
    func read(at offset: Int, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return Array(bytes.prefix(max(0, read)))
    }

    deinit {
        close(descriptor)
    }
}
