import Foundation

/// The modes of what sitegen publishes, whatever the umask it runs under: a site is public, and a web
/// server reads it as another user, so a build under umask 077 must not make pages it cannot read, and
/// the next build under 022 must not make them readable again.
enum PublishedMode {
    static let file: mode_t = 0o644
    static let folder: mode_t = 0o755

    /// Whether the umask takes bits these modes have, so that each new file and folder is given its mode.
    static let isMasked: Bool = {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        let mask =
            line.flatMap { mode_t($0.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) }
            ?? 0o777
        return mask & folder != 0
    }()

    /// `mkdir` with the folders' mode; false, with `errno` set, when it failed.
    static func makeFolder(_ path: String) -> Bool {
        mkdir(path, folder) == 0 && (!isMasked || chmod(path, folder) == 0)
    }

    /// Gives the file or folder at `path` (not followed if a link) `mode` when it has another, as a page
    /// kept from a build under another umask may.
    static func ensure(_ mode: mode_t, at path: String) throws(Diagnostic) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw Publication.failure(URL(fileURLWithPath: path), "cannot look at the file")
        }
        guard status.st_mode & 0o7777 != mode else { return }
        guard chmod(path, mode) == 0 else {
            throw Publication.failure(URL(fileURLWithPath: path), "cannot set the file's mode")
        }
    }
}
