import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct FileLimitTests {
    @Test(arguments: [(1024, 170), (12_000, 3_829), (20_000, 4_096), (1_048_576, 4_096), (515, 1), (100, 1)])
    func theConnectionsAreWhatTheLimitHoldsBeyondTheReserve(descriptors: Int, connections: Int) {
        #expect(FileLimit(descriptors: descriptors).connections == connections)
    }
}
