import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct LiveReloadTests {
    func inject(_ html: String, build: Int = 3) -> String {
        String(decoding: LiveReload.inject(into: Array(html.utf8), build: build), as: UTF8.self)
    }

    @Test func theScriptGoesBeforeTheLastClosingBodyTagOrAtTheEnd() {
        let script = LiveReload.script(build: 3)
        #expect(inject("<body><p>a</p></body>\n</html>\n") == "<body><p>a</p>" + script + "</body>\n</html>\n")
        #expect(inject("<BODY><pre>&lt;/body></pre></BODY>") == "<BODY><pre>&lt;/body></pre>" + script + "</BODY>")
        #expect(inject("<p>no body</p>") == "<p>no body</p>" + script)
        #expect(inject("") == script)
        #expect(script.contains("const served = \"3\";"))
        #expect(script.contains("overlay.textContent = "))
        #expect(!script.contains("innerHTML"))
    }

    @Test func aStreamHearsTheBuildAtOnceThenEachChange() {
        let reload = LiveReload()
        reload.built()
        let stream = reload.subscribe()
        #expect(stream.take().messages == ["event: build\ndata: 1\n\n"])
        reload.failed("error: a.md:3:7: bad\r\nsecond line")
        reload.built()
        #expect(
            stream.take().messages == [
                "event: failure\ndata: error: a.md:3:7: bad\ndata: second line\n\n", "event: build\ndata: 2\n\n",
            ])
        reload.failed("again")
        let late = reload.subscribe()
        #expect(late.take().messages == ["event: build\ndata: 2\n\n", "event: failure\ndata: again\n\n"])
        reload.close()
        #expect(stream.take().isClosed)
        #expect(reload.subscribe().take().isClosed)
    }

    @Test func aClientThatDoesNotReadKeepsOnlyTheLatestMessages() {
        let reload = LiveReload()
        let stream = reload.subscribe()
        for _ in 0..<100 { reload.built() }
        let messages = stream.take().messages
        #expect(messages.count == EventStream.backlog)
        #expect(messages.last == "event: build\ndata: 100\n\n")
    }
}
