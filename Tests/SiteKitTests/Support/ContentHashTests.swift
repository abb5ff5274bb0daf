import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The hash the render cache names inputs and bytes by: any one change of a byte, of a length or of how
/// an input is split into pieces gives another hash.
@Suite struct ContentHashTests {
    private func hash(_ pieces: [[UInt8]]) -> ContentHash {
        var hasher = ContentHasher()
        for piece in pieces { piece.withUnsafeBytes { hasher.add($0) } }
        return hasher.hash
    }

    @Test func everyChangedByteOfEveryLengthChangesTheHash() {
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            var seen: Set<ContentHash> = [ContentHash(of: bytes)]
            for position in 0..<length {
                for flip: UInt8 in [0x01, 0x80, 0xFF] {
                    var changed = bytes
                    changed[position] ^= flip
                    #expect(
                        seen.insert(ContentHash(of: changed)).inserted, "length \(length), byte \(position) ^ \(flip)")
                }
            }
            #expect(ContentHash(of: bytes) == ContentHash(of: bytes))
        }
    }

    @Test func lengthsAndPiecesCount() {
        #expect(hash([Array("ab".utf8)]) != hash([Array("a".utf8), Array("b".utf8)]))
        #expect(hash([Array("a".utf8)]) != hash([Array("a\u{0}".utf8)]))
        #expect(hash([[]]) != hash([]))
        let sixteen = Array(repeating: UInt8(7), count: 16)
        #expect(hash([sixteen]) != hash([Array(sixteen.prefix(8)), Array(sixteen.suffix(8))]))
    }

    /// XXH3-128's own answers, as `xxhsum -H2` prints them, and the file read the same way.
    @Test func aHashIsXXH3OfTheBytes() throws {
        #expect(ContentHash(of: []).description == "99aa06d3014798d86001c324468d497f")
        #expect(ContentHash(of: Array("abc".utf8)).description == "06b05ab6733a618578af5f94892f3950")
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try TestFolders.write("abc", to: "page.html", in: folder)
        #expect(ContentHash(fileAt: file.path)?.description == "06b05ab6733a618578af5f94892f3950")
        // A file of several pieces as it is read hashes as its bytes do at once; a folder has no hash.
        let long = (0..<700_001).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 3) }
        let longFile = folder.appendingPathComponent("long.bin")
        try Data(long).write(to: longFile)
        #expect(ContentHash(fileAt: longFile.path) == ContentHash(of: long))
        #expect(ContentHash(fileAt: folder.path) == nil)
        #expect(ContentHash(fileAt: folder.appendingPathComponent("missing").path) == nil)
    }

    @Test func aHashReadsBackFromItsText() {
        let hash = ContentHash(of: Array("sitegen".utf8))
        #expect(ContentHash(hex: Substring(hash.description)) == hash)
        #expect(ContentHash(hex: Substring(String(hash.description.dropLast()))) == nil)
    }
}
