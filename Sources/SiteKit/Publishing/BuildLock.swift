import Foundation

/// An exclusive lock on an output folder, so two builds never publish into it at once.
///
/// The lock is a `flock` on a file beside the folder (`.Output.lock`), not inside it, so it is
/// never published; the kernel releases it when the process ends, so a crash leaves no stale lock.
/// A symbolic link in its place is refused rather than followed, so the lock never creates a file elsewhere.
public final class BuildLock: Sendable {
    private let descriptor: Int32
    public let path: String

    /// Takes the lock for `output`, or throws at once if another build holds it. The folders above the output
    /// are made when missing, as `mkdir -p` would, so `--out build/site` works in a fresh checkout.
    public init(for output: URL) throws(Diagnostic) {
        let folder = OutputFolder(output)
        path = folder.lockPath
        let parent = folder.url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .error(
                SourceLocation(file: displayPath(parent)),
                "cannot create the folder for the output (\(TextFile.reason(error)))")
        }
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw .error(SourceLocation(file: path), "cannot create the lock file (\(systemErrorText(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason =
                errno == EWOULDBLOCK
                ? "another sitegen build is publishing to \(folder.url.lastPathComponent); try again when it has finished"
                : "cannot lock (\(systemErrorText(errno)))"
            close(descriptor)
            throw .error(SourceLocation(file: path), reason)
        }
    }

    /// Unlocked before it is closed: a child process forked meanwhile (a test's, a hook's) shares the lock
    /// until it execs, and closing alone would leave the output locked until then.
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
