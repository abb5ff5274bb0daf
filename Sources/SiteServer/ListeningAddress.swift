import CServing
import Foundation
import SiteKit

/// The address a server listens on, and the listening socket's making.
public struct ListeningAddress: Sendable, Equatable, CustomStringConvertible {
    var host: String
    /// The real port: the kernel's choice when 0 was asked for.
    var port: UInt16

    /// `127.0.0.1:8000`, `[::1]:8000`.
    public var description: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    /// `http://127.0.0.1:8000/`.
    public var url: String {
        "http://\(self)/"
    }

    /// Whether only this machine can connect: a loopback address or `localhost`.
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// A socket listening on `host` (a numeric IPv4 or IPv6 address, or a name such as `localhost`)
    /// and `port`, and the address with the port it got.
    static func listen(host: String, port: UInt16) throws(ListenError) -> (Int32, ListeningAddress) {
        let asked = ListeningAddress(host: host, port: port)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(host, String(port), &hints, &found)
        guard lookup == 0, let info = found else {
            throw ListenError(address: asked, reason: String(cString: gai_strerror(lookup)).lowercased())
        }
        defer { freeaddrinfo(found) }
        let descriptor = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ListenError(address: asked, code: errno) }
        // A restarted server may listen again at once, while the last one's connections are in TIME_WAIT.
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(descriptor, 128) == 0
        else {
            let code = errno
            close(descriptor)
            throw ListenError(address: asked, code: code)
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let family = bound.ss_family
        let boundPort: UInt16 = withUnsafePointer(to: &bound) { pointer in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                UInt16(bigEndian: $0.pointee.sin_port)
            }
        }
        return (descriptor, ListeningAddress(host: host, port: boundPort))
    }
}

/// A server that could not listen: `cannot listen on 127.0.0.1:8000: address in use`.
public struct ListenError: Error, Sendable, Equatable, CustomStringConvertible {
    public var address: ListeningAddress
    var reason: String

    init(address: ListeningAddress, reason: String) {
        self.address = address
        self.reason = reason
    }

    init(address: ListeningAddress, code: Int32) {
        self.init(address: address, reason: code == EADDRINUSE ? "address in use" : systemErrorText(code))
    }

    public var description: String {
        "cannot listen on \(address): \(reason)"
    }
}
