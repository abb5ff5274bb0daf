import Foundation
import SiteKit

/// A file the command line names for sitegen to write beside a build (`--report`, `--log-actions`):
/// a regular file or a new path, outside the output. A device, a FIFO, a folder or a link to one is
/// refused before any work, since replacing `/dev/null` with a regular file, as root, breaks the machine.
struct FileOption {
    let name: String
    let path: String

    func check(output: URL) throws(UsageError) {
        let url = commandLineURL(path)
        var status = stat()
        if lstat(url.path, &status) == 0 {
            var kind = Self.kind(status.st_mode)
            if kind == nil, status.st_mode & S_IFMT == S_IFLNK, stat(url.path, &status) == 0,
                let target = Self.kind(status.st_mode)
            {
                kind = "a link to \(target)"
            }
            if let kind { throw UsageError(message: "\(name) \(path): is \(kind), not a regular file") }
        }
        if isWithin(realPath(url), realPath(output)) {
            throw UsageError(
                message:
                    "\(name) \(path): is inside the output folder \(displayPath(output)), which each build replaces; choose a file outside it"
            )
        }
    }

    /// What a file of `mode` is when it is not a regular file or a link.
    private static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFLNK: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a device"
        }
    }
}
