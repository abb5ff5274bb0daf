import Testing
import Redux

@Test func placeholder() {}
