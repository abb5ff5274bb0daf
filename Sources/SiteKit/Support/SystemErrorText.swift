import Foundation

/// The reason for a failed system call in plain words, for messages such as
/// `memos/2026: cannot list the folder (permission denied)`.
public func systemErrorText(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a folder on the way is a file"
    case EISDIR: "it is a folder, not a file"
    default:
        // The C library's text, lowercased at the start to read as part of a sentence.
        String(cString: strerror(code)).prefix(1).lowercased() + String(cString: strerror(code)).dropFirst()
    }
}
