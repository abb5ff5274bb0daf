import Foundation
import Testing

/// The unprivileged user the permission tests run `sitegen` as: root reads every folder, so
/// only a build as another user shows what happens when one cannot be read.
enum NobodyUser {
    /// Only root can switch to `nobody` (with `setpriv`); other users skip these tests.
    static let isAvailable = getuid() == 0

    static let skipReason: Comment = "runs sitegen as nobody, which needs root"

    /// Gives `folder` and everything below it to nobody, so a build as nobody can use it.
    static func handOver(_ folder: URL) throws {
        let nobody = try #require(getpwnam("nobody")).pointee
        for path in [""] + (FileManager.default.subpaths(atPath: folder.path) ?? []) {
            lchown(folder.appendingPathComponent(path).path, nobody.pw_uid, nobody.pw_gid)
        }
    }
}
