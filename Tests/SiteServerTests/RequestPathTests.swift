import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct RequestPathTests {
    @Test(arguments: [
        ("/", [], true),
        ("/2026/11/03/", ["2026", "11", "03"], true),
        ("/assets/style.css", ["assets", "style.css"], false),
        ("//etc/passwd", ["etc", "passwd"], false),
        ("/./a/./b", ["a", "b"], false),
        ("/tags/%E7%94%BA/", ["tags", "町"], true),
        ("/a%2Fb", ["a", "b"], false),
        // Decoded once: %252e is the name "%2e", not a dot.
        ("/%252e%252e/x", ["%2e%2e", "x"], false),
        ("/a..b/..c", ["a..b", "..c"], false),
    ])
    func aPathIsDecodedOnceAndSplit(path: String, segments: [String], isFolder: Bool) throws {
        let decoded = try RequestPath(Substring(path))
        #expect(decoded.segments == segments)
        #expect(decoded.isFolder == isFolder)
    }

    @Test(arguments: [
        ("/../etc/passwd", RequestPath.Refusal.parentSegment),
        ("/a/../../etc", .parentSegment),
        ("/%2e%2e/etc/passwd", .parentSegment),
        ("/%2E%2E%2Fetc/passwd", .parentSegment),
        ("/%2e%2e%2fetc/passwd", .parentSegment),
        ("/..", .parentSegment),
        ("/..%5c..%5cetc", .forbiddenCharacter),
        ("/a\\b", .forbiddenCharacter),
        ("/a%00.html", .forbiddenCharacter),
        ("/a%0Ab", .forbiddenCharacter),
        ("/a%zz", .badEscape),
        ("/a%4", .badEscape),
        ("/%FF", .notUTF8),
        ("a/b", .notAbsolute),
    ])
    func everyWayOutIsRefused(path: String, refusal: RequestPath.Refusal) {
        #expect(throws: refusal) { try RequestPath(Substring(path)) }
    }

    @Test func aRedirectIsMadeFromTheSegmentsNeverFromTheRequestsBytes() throws {
        var path = try RequestPath("//evil.example/x")
        path.isFolder = true
        #expect(path.encoded == "/evil.example/x/")
        #expect(try RequestPath("/tags/町内会").encoded == "/tags/%E7%94%BA%E5%86%85%E4%BC%9A")
        #expect(RequestPath(segments: [], isFolder: true).encoded == "/")
    }
}
