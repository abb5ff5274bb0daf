import Testing
import Mustache

@Test func placeholder() {}
