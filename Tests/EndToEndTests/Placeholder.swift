import Testing
import SiteKit

@Test func placeholder() {}
