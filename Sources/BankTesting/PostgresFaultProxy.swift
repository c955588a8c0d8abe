import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc

    private func streamSocket() -> Int32 { Int32(SOCK_STREAM.rawValue) }
    private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(descriptor, backlog) }
    private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        Glibc.connect(descriptor, address, length)
    }
#elseif canImport(Darwin)
    import Darwin

    private func streamSocket() -> Int32 { SOCK_STREAM }
    private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(descriptor, backlog) }
    private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        Darwin.connect(descriptor, address, length)
    }
#endif

/// A proxy in front of a test server's socket that loses what a test tells it to: the answer to
/// a chosen message (the call arrived and ran, the client never hears how), or the message
/// itself (cut before the server saw it); and, while told the server is unreachable, every new
/// connection. Everything else passes byte for byte.
///
/// It reads the protocol's framing only: after the client's startup packet every message is a
/// type byte and a length. A message "contains" a text when its bytes do, as a `Parse` or a
/// `Query` of that statement does.
public final class PostgresFaultProxy: Sendable {
    // MARK: - Nested Types

    /// What to lose, once, at the next message whose bytes contain `text`.
    public enum Fault: Sendable, Equatable {
        /// The server gets the message and answers; the answer never comes back, and the
        /// connection is cut once the server is ready for the next query.
        case dropAnswer(toMessageContaining: String)
        /// The connection is cut before the server gets the message.
        case dropMessage(containing: String)
    }

    // MARK: - Properties

    /// The folder of the proxy's socket: libpq's `host`.
    public let folder: String
    private let serverSocket: String
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var fault: Fault?
        var reachable = true
        var sprung = 0
    }

    // MARK: - Initialization

    /// A proxy in front of `server`, accepting connections until the process ends.
    public init(server: TestPostgresServer) throws {
        var template = Array("/tmp/vbank-proxy-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ProxyError("cannot make the proxy's folder") }
        folder = String(cString: made)
        serverSocket = server.folder + "/.s.PGSQL.5432"
        listener = try Self.listen(at: folder + "/.s.PGSQL.5432")
        let thread = Thread { [self] in acceptForever() }
        thread.name = "postgres fault proxy"
        thread.start()
    }

    // MARK: - Faults

    /// Loses what `fault` says at the next message that matches it.
    public func arm(_ fault: Fault) {
        state.withLock { $0.fault = fault }
    }

    /// While false, every new connection is closed at once, as a server that cannot be reached.
    public func setReachable(_ reachable: Bool) {
        state.withLock { $0.reachable = reachable }
    }

    /// How many faults went off.
    public var faultsSprung: Int {
        state.withLock { $0.sprung }
    }

    /// The address of the database `name` through the proxy, for `user`.
    public func url(of name: String, user: String = TestPostgresServer.superuser) -> String {
        "postgresql:///\(name)?host=\(folder)&user=\(user)"
    }

    // MARK: - Private

    private func acceptForever() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            guard state.withLock({ $0.reachable }), let server = try? Self.connect(to: serverSocket) else {
                close(client)
                continue
            }
            let thread = Thread { [self] in relay(client: client, server: server) }
            thread.start()
        }
    }

    /// Passes messages both ways until either side closes or a fault cuts the connection.
    private func relay(client: Int32, server: Int32) {
        defer {
            close(client)
            close(server)
        }
        var fromClient = MessageFraming(startsWithStartupPacket: true)
        var fromServer = MessageFraming(startsWithStartupPacket: false)
        var swallowing = false
        var descriptors = [
            pollfd(fd: client, events: Int16(POLLIN), revents: 0),
            pollfd(fd: server, events: Int16(POLLIN), revents: 0),
        ]
        while poll(&descriptors, 2, -1) > 0 {
            if descriptors[0].revents != 0 {
                guard let bytes = Self.read(client) else { return }
                for message in fromClient.messages(in: bytes) {
                    switch springFault(on: message) {
                    case .dropMessage: return
                    case .dropAnswer: swallowing = true
                    case nil: break
                    }
                    guard Self.write(message, to: server) else { return }
                }
            }
            if descriptors[1].revents != 0 {
                guard let bytes = Self.read(server) else { return }
                for message in fromServer.messages(in: bytes) {
                    if swallowing {
                        if message.first == UInt8(ascii: "Z") { return }
                        continue
                    }
                    guard Self.write(message, to: client) else { return }
                }
            }
        }
    }

    /// The armed fault, disarmed, when `message` matches it.
    private func springFault(on message: [UInt8]) -> Fault? {
        state.withLock { state in
            guard let fault = state.fault else { return nil }
            let text: String
            switch fault {
            case .dropAnswer(let needle), .dropMessage(let needle): text = needle
            }
            guard Self.contains(message, Array(text.utf8)) else { return nil }
            state.fault = nil
            state.sprung += 1
            return fault
        }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    private static func read(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[0..<count]) : nil
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func listen(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, streamSocket(), 0)
        var address = try unixAddress(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, bound == 0, systemListen(descriptor, 64) == 0 else {
            throw ProxyError("cannot listen at \(path)")
        }
        return descriptor
    }

    private static func connect(to path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, streamSocket(), 0)
        var address = try unixAddress(path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, connected == 0 else {
            close(descriptor)
            throw ProxyError("cannot reach the server at \(path)")
        }
        return descriptor
    }

    private static func unixAddress(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw ProxyError("\(path) is too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        return address
    }
}

/// Cuts a byte stream into the protocol's messages: a startup packet first (a length, then the
/// rest) where there is one, then a type byte and a length each.
private struct MessageFraming {
    private var buffer: [UInt8] = []
    private var awaitsStartupPacket: Bool

    init(startsWithStartupPacket: Bool) {
        awaitsStartupPacket = startsWithStartupPacket
    }

    /// The whole messages `bytes` completes, in order.
    mutating func messages(in bytes: [UInt8]) -> [[UInt8]] {
        buffer += bytes
        var messages: [[UInt8]] = []
        while true {
            let lengthOffset = awaitsStartupPacket ? 0 : 1
            guard buffer.count >= lengthOffset + 4 else { break }
            let length = buffer[lengthOffset..<(lengthOffset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let total = lengthOffset + length
            guard length >= 4, buffer.count >= total else { break }
            messages.append(Array(buffer[0..<total]))
            buffer.removeFirst(total)
            awaitsStartupPacket = false
        }
        return messages
    }
}

/// Why the proxy could not start.
public struct ProxyError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
