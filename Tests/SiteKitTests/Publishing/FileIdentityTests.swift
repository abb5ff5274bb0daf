import Foundation
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
}
