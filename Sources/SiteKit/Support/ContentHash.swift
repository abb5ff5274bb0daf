import Foundation

/// A 128-bit hash of content, the same in every process and on every machine (unlike `Hasher`, which
/// is seeded per process): what the render cache names a page's inputs and its published bytes by.
struct ContentHash: Hashable, Sendable, WrittenAsTextBytes {
    let high: UInt64
    let low: UInt64

    /// The hash `description` wrote; nil for any other text.
    init?(hex: Substring) {
        guard hex.utf8.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes` alone.
    init(of bytes: [UInt8]) {
        var hasher = ContentHasher()
        bytes.withUnsafeBytes { hasher.add($0) }
        self = hasher.hash
    }

    /// The hash of a file's bytes, or nil when it is not a regular file that can be read.
    init?(fileAt path: String) {
        self.init(descriptor: open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC))
    }

    /// The hash of the regular file at `path` below `folder`, no link followed on the way.
    init?(fileAt path: String, below folder: OpenFolder) {
        self.init(descriptor: folder.openFile(path))
    }

    /// The hash of the regular file open as `descriptor`, which it closes; nil when it is -1.
    private init?(descriptor: Int32) {
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, to notice a file that grew meanwhile.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            guard read >= 0 else { return nil }
            if read == 0 { break }
            count += read
        }
        guard count < bytes.count else { return nil }
        var hasher = ContentHasher()
        bytes.withUnsafeBytes { hasher.add(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        self = hasher.hash
    }

    /// 32 lowercase hexadecimal digits: the text `description` is, and `init(hex:)` reads.
    func write(into text: inout TextBytes) {
        text.append(hex: high)
        text.append(hex: low)
    }
}

/// Builds a `ContentHash` from pieces: two lanes of multiply-and-rotate over 8-byte words, which the lanes
/// take in turn, so that their multiplications run side by side (a lane that took every word made hashing
/// the pages twice as slow). Each step is a bijection of a lane for a given word, and of the word for a
/// given lane, so inputs of one length that differ in one word never collide. It guards against accidents
/// (an input changed, a file damaged), not against someone forging a cache.
struct ContentHasher {
    private var high: UInt64 = 0x6A09_E667_F3BC_C908
    private var low: UInt64 = 0xBB67_AE85_84CA_A73B

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 16 <= bytes.count {
            mixHigh(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            mixLow(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
            offset += 16
        }
        if offset + 8 <= bytes.count {
            mixHigh(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count {
            tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
        }
        mixLow(tail)
        // The length too, so that "a" then "b" differs from "ab", and "a" from "a\0".
        mix(UInt64(bytes.count))
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    mutating func add(_ number: UInt64) {
        mix(number)
    }

    mutating func add(_ hash: ContentHash) {
        mix(hash.high)
        mix(hash.low)
    }

    /// The hash, after a final avalanche of both lanes so that nearby states end far apart.
    var hash: ContentHash {
        ContentHash(high: Self.avalanche(high ^ low.byteSwapped), low: Self.avalanche(low ^ (high >> 1)))
    }

    /// Both lanes.
    private mutating func mix(_ word: UInt64) {
        mixHigh(word)
        mixLow(word)
    }

    private mutating func mixHigh(_ word: UInt64) {
        high = ((high ^ word) &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(by: 29)
    }

    private mutating func mixLow(_ word: UInt64) {
        low = ((low &+ word) &* 0xC2B2_AE3D_27D4_EB4F).rotatedLeft(by: 31)
    }

    /// MurmurHash3's 64-bit finalizer.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        return value ^ (value >> 33)
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
