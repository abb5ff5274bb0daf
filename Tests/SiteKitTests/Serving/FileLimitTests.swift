import Testing
@testable import SiteKit

@Suite struct FileLimitTests {
    @Test(arguments: [(1024, 256), (20_000, 6_581), (1_048_576, 349_440), (259, 1), (100, 1)])
    func theConnectionsAreWhatTheLimitHoldsBeyondTheReserve(descriptors: Int, connections: Int) {
        #expect(FileLimit(descriptors: descriptors).connections == connections)
    }
}
