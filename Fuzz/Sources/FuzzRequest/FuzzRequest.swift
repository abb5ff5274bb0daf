import SiteServer

/// What a client sends `sitegen serve`: the bytes a connection has received, read as a request head,
/// then the path it names, decoded and checked. A complete head must read the same from its own bytes
/// alone, so what follows it (a body, the next request) can never change how it is read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequest(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let received = Array(UnsafeBufferPointer(start: bytes, count: count))
    let parser = HTTPRequestParser()
    guard case let .request(request, headLength) = parser.parse(received[...]) else { return 0 }
    precondition(headLength > 0 && headLength <= received.count, "the head's length is outside the bytes")
    precondition(parser.parse(received[..<headLength]) == .request(request, headLength: headLength), "the head reads differently alone")
    if let path = try? RequestPath(request.path) {
        precondition(!path.segments.contains { $0 == ".." || $0.isEmpty || $0.contains("/") || $0.contains("\\") }, "a way out survived")
    }
    return 0
}
