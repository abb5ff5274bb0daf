import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite struct FileIdentityTests {
    /// A file written in the present tick of the file clock has no identity that can be trusted yet, and
    /// has one once the tick is over: what lets a build record the pages it has just published.
    @Test func aFileJustWrittenIsRecordedOnceTheTickIsOver() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The clock ticks every few milliseconds, so without the wait a good part of these would be unrecorded.
        for number in 0..<20 {
            let file = try TestFolders.write("page \(number)", to: "page.html", in: folder)
            FileIdentity.awaitNextTick()
            #expect(FileIdentity.recorded(fileAt: file.path) != nil)
        }
    }

    /// An identity recorded (`RecordWriter`) reads back as it, whatever its numbers (times before 1970 are
    /// negative), and one cut short reads as none; its text is its five numbers.
    @Test(arguments: [
        FileIdentity(device: 0, inode: 0, size: 0, modified: 0, changed: 0),
        FileIdentity(
            device: 2049, inode: 1_234_567, size: 98_765, modified: -1_000_000_001, changed: 1_764_590_000_123_456_789),
        FileIdentity(device: .max, inode: .max, size: .max, modified: .min, changed: .max),
    ])
    func anIdentityReadsBackFromItsRecord(_ identity: FileIdentity) throws {
        var writer = RecordWriter(header: [])
        writer.append(identity)
        var reader = try #require(RecordReader(writer.bytes, header: []))
        #expect(reader.identity() == identity && reader.isAtEnd)
        for count in 0..<writer.bytes.count {
            var cut = try #require(RecordReader(Array(writer.bytes.prefix(count)), header: []))
            #expect(cut.identity() == nil, "cut at \(count)")
        }
        #expect(
            identity.description
                == "\(identity.device):\(identity.inode):\(identity.size):\(identity.modified):\(identity.changed)")
    }

    @Test func aHashIsThirtyTwoHexadecimalDigitsLeadingZerosKept() {
        let hash = ContentHash(high: 0x0000_0000_0000_00AB, low: 0xFEDC_BA98_7654_3210)
        #expect(hash.description == "00000000000000abfedcba9876543210")
        #expect(ContentHash(hex: Substring(hash.description)) == hash)
    }
}
