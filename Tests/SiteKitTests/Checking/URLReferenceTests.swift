import Testing

@testable import SiteKit

@Suite struct URLReferenceTests {
    /// RFC 3986's own examples (section 5.4), against its base.
    static let rfcExamples: [(String, String)] = [
        ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"), (";x", "http://a/b/c/;x"),
        ("g;x", "http://a/b/c/g;x"),
        ("g;x?y#s", "http://a/b/c/g;x?y#s"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"),
        ("./", "http://a/b/c/"),
        ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"), ("../..", "http://a/"),
        ("../../", "http://a/"),
        ("../../g", "http://a/g"),
        ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"), ("/./g", "http://a/g"), ("/../g", "http://a/g"),
        ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"), ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"),
        ("./../g", "http://a/b/g"), ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"),
        ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"), ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("g?y/../x", "http://a/b/c/g?y/../x"), ("g#s/./x", "http://a/b/c/g#s/./x"),
        ("g#s/../x", "http://a/b/c/g#s/../x"),
        ("http:g", "http:g"),
    ]

    @Test(arguments: rfcExamples) func resolvesAsRFC3986Does(reference: String, expected: String) {
        #expect(URLReference(reference).resolved(against: URLReference("http://a/b/c/d;p?q")).text == expected)
    }

    @Test func partsAreCutOnlyAtTheirDelimitersAndJoinBackUnchanged() {
        let url = URLReference("https://Example.org:8443/a%20b/c?x=1?2#y#z")
        #expect(
            url
                == URLReference(
                    scheme: "https", authority: "Example.org:8443", path: "/a%20b/c", query: "x=1?2", fragment: "y#z"))
        #expect(url.text == "https://Example.org:8443/a%20b/c?x=1?2#y#z")
        // A colon after a slash, or after a character no scheme has, starts no scheme.
        #expect(
            URLReference("a/b:c").scheme == nil && URLReference("1a:b").scheme == nil
                && URLReference("mailto:a@b").scheme == "mailto")
        // A combining mark after a "/" is no part of it, as a character would hold it.
        #expect(
            URLReference("../\u{301}g/./").resolved(against: URLReference("https://a/b/c/d")).text
                == "https://a/b/\u{301}g/")
    }
}
