import Foundation

/// Finds the file a request path names below the site folder, as static servers do: a folder's
/// `index.html`, a redirect from `/dir` to `/dir/`, and nothing outside the folder.
///
/// The file is found by opening each segment below the folder with `O_NOFOLLOW`, so no symbolic link is
/// ever followed (a site sitegen builds has none), and the folder is opened afresh for every request:
/// a rebuild swaps the published folder with `renameat2`, and a request sees the old site or the new one.
/// Hidden names (`.sitegen-output`) are not served.
public struct StaticFileResolver: Sendable {
    public let root: URL
    /// The segments of the site's base path (`/`, `/blog/`), decoded: the site is served below it, as it
    /// will be published.
    public let basePath: [String]

    /// `basePath` as the configuration has it, percent-encoded.
    public init(root: URL, basePath: String = "/") {
        self.root = root
        self.basePath = (try? RequestPath(Substring(basePath)).segments) ?? []
    }

    public enum Resolution: Sendable {
        case file(ServedFile)
        /// A folder's address without its final slash: where to go instead.
        case redirect(String)
        case notFound
    }

    public func resolve(_ path: RequestPath) -> Resolution {
        guard path.segments.starts(with: basePath) else { return .notFound }
        let below = Array(path.segments.dropFirst(basePath.count))
        guard !below.contains(where: { $0.hasPrefix(".") }) else { return .notFound }
        var descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        for segment in below {
            guard descriptor >= 0, kind(descriptor) == S_IFDIR else { return .notFound }
            step(&descriptor, to: segment)
        }
        guard descriptor >= 0 else { return .notFound }
        switch kind(descriptor) {
        case S_IFREG where !path.isFolder:
            return served(&descriptor, below.joined(separator: "/"))
        case S_IFDIR:
            guard path.isFolder else {
                var folder = path
                folder.isFolder = true
                return .redirect(folder.encoded)
            }
            step(&descriptor, to: "index.html")
            guard descriptor >= 0, kind(descriptor) == S_IFREG else { return .notFound }
            return served(&descriptor, (below + ["index.html"]).joined(separator: "/"))
        default:
            return .notFound
        }
    }

    /// Replaces a folder's descriptor with its entry's, never following a link; -1 when there is none.
    /// `O_NONBLOCK`, so that a FIFO opens at once (and is then refused) instead of blocking the server.
    private func step(_ descriptor: inout Int32, to name: String) {
        let next = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        close(descriptor)
        descriptor = next
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
public final class ServedFile: Sendable {
    let descriptor: Int32
    public let size: Int
    public let contentType: String
    /// An entity tag from the size and modification time, which a rebuild keeps for unchanged bytes.
    public let entityTag: String

    /// Takes over an open descriptor, which it closes; nil when it cannot be examined (the caller closes it then).
    fileprivate init?(adopting descriptor: Int32, path: String) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.descriptor = descriptor
        size = Int(status.st_size)
        contentType = ContentType.of(path: path)
        entityTag = "\"\(String(size, radix: 16))-\(String(status.st_mtim.tv_sec, radix: 16))-\(String(status.st_mtim.tv_nsec, radix: 16))\""
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
