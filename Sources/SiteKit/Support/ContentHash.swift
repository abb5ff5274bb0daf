import CXXHash
import Foundation

/// A 128-bit hash of content, the same in every process and on every machine (unlike `Hasher`, which
/// is seeded per process): XXH3-128, from Debian's libxxhash, which the render cache names a page's inputs
/// and its published bytes by. It guards against accidents (an input changed, a file damaged), not against
/// someone forging a cache, whose folder only its user may write.
struct ContentHash: Hashable, Sendable, WrittenAsTextBytes {
    let high: UInt64
    let low: UInt64

    /// The hash `description` wrote; nil for any other text.
    init?(hex: Substring) {
        guard hex.utf8.count == 32, let high = UInt64(hex.prefix(16), radix: 16),
            let low = UInt64(hex.suffix(16), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes` alone: XXH3-128 of them, as `xxhsum -H2` prints it.
    init(of bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { Self(xxh3: $0) }
    }

    init(xxh3 bytes: UnsafeRawBufferPointer) {
        let hash = XXH3_128bits(bytes.baseAddress, bytes.count)
        self.init(high: hash.high64, low: hash.low64)
    }

    /// The hash of a file's bytes, or nil when it is not a regular file that can be read.
    init?(fileAt path: String) {
        self.init(descriptor: open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC))
    }

    /// The hash of the regular file at `path` below `folder`, no link followed on the way.
    init?(fileAt path: String, below folder: OpenFolder) {
        self.init(descriptor: folder.openFile(path))
    }

    /// The hash of the regular file open as `descriptor`, which it closes; nil when it is -1, is not a
    /// regular file, or cannot be read. The file is hashed as it is read, a piece at a time: hashing the
    /// binary for the caches' identity (`RenderCache.rendererIdentity`) read 18 MB into fresh memory.
    private init?(descriptor: Int32) {
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let state = XXH3_createState()
        else { return nil }
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 64)
        defer { piece.deallocate() }
        while true {
            let read = Glibc.read(descriptor, piece.baseAddress!, piece.count)
            guard read >= 0 else { return nil }
            if read == 0 { break }
            XXH3_128bits_update(state, piece.baseAddress!, read)
        }
        let hash = XXH3_128bits_digest(state)
        self.init(high: hash.high64, low: hash.low64)
    }

    /// 32 lowercase hexadecimal digits: the text `description` is, and `init(hex:)` reads.
    func write(into text: inout TextBytes) {
        text.append(hex: high)
        text.append(hex: low)
    }
}
