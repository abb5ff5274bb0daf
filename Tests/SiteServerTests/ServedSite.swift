import Foundation
import HTTPTestServer
import TestSupport

@testable import SiteKit
@testable import SiteServer

/// A small built site in a temporary folder, served by a real `HTTPServer` on 127.0.0.1 and a free
/// port, with a secret beside the site folder that no request may reach.
struct ServedSite {
    let folder: URL
    let responder: SiteResponder
    let server: HTTPServer

    var port: UInt16 { server.address.port }

    static let big = 4 * 1024 * 1024

    /// Runs `body` with a fresh site and server; stops the server and removes the folder afterwards.
    static func with(
        _ limits: HTTPServer.Limits = HTTPServer.Limits(),
        openFile: @escaping StaticFileResolver.Opener = StaticFileResolver.systemOpen,
        name: String = #function, _ body: (ServedSite) throws -> Void
    ) throws {
        let folder = try TestFolders.temporary(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write(
            "<!DOCTYPE html>\n<title>home</title>\n<body><p>home</p></body>\n", to: "site/index.html", in: folder)
        try TestFolders.write("<!DOCTYPE html>\n<body><p>the 404 page</p></body>\n", to: "site/404.html", in: folder)
        try TestFolders.write("<p>day</p>\n", to: "site/2026/11/03/index.html", in: folder)
        try TestFolders.write("body {}\n", to: "site/assets/style.css", in: folder)
        try TestFolders.write(Data(repeating: 0x61, count: big), to: "site/assets/big.bin", in: folder)
        try TestFolders.write("root:x:0:0:secret\n", to: "passwd", in: folder)
        let responder = SiteResponder(root: folder.appendingPathComponent("site"), openFile: openFile)
        responder.published(basePath: "/")
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits, handler: responder.respond)
        server.start()
        defer {
            responder.liveReload.close()
            server.stop()
        }
        try body(ServedSite(folder: folder, responder: responder, server: server))
    }

    func connect() throws -> HTTPTestClient {
        try HTTPTestClient(port: port)
    }

    /// One request on a new connection.
    func get(_ path: String, method: String = "GET", headers: [String] = []) throws -> HTTPTestResponse? {
        try connect().get(path, method: method, headers: headers)
    }

    /// The raw bytes on a new connection, and the response.
    func send(_ raw: String) throws -> HTTPTestResponse? {
        let client = try connect()
        client.send(raw)
        return client.readResponse()
    }

    /// Waits (a little) until the server has `count` connections in `phase`.
    func waitUntil(_ count: Int, are phase: ConnectionTable.Phase, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while server.connectionCount(phase) != count, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return server.connectionCount(phase) == count
    }

    /// Waits (a little) until the server has `count` connections open, those shed and not yet closed included.
    func waitUntilOpen(_ count: Int, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while server.connectionCount != count, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return server.connectionCount == count
    }

    /// Waits (a little) until the server has no connection open: none leaked.
    func waitUntilIdle(timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while server.connectionCount > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return server.connectionCount == 0
    }
}
