import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal WebSocket client over a blocking socket (RFC 6455 —
/// https://www.rfc-editor.org/rfc/rfc6455), for the tests that need to send exactly one
/// `Origin` header: Hummingbird's own client always adds one of its own.
///
/// Every call has a 10-second socket timeout, so a server that never answers fails the test
/// instead of hanging it; blocking calls run on their own thread so the server's tasks keep the
/// cooperative pool.
final class RawWebSocket: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible { var description: String }

  /// A received frame: its opcode (1 text, 8 close) and payload.
  struct Frame {
    var opcode: UInt8
    var payload: [UInt8]
    var text: String { String(decoding: payload, as: UTF8.self) }
    /// A close frame's status code (RFC 6455 §5.5.1).
    var closeCode: Int? {
      opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
    }
  }

  private let fd: Int32
  /// The status line of the server's answer to the upgrade ("HTTP/1.1 101 …" when accepted).
  private(set) var status = ""

  /// Connects to 127.0.0.1:`port` and asks for an upgrade at `/ws` with `origin`.
  init(port: Int, origin: String?) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket() failed") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw Failure(description: "connect() failed")
    }
    var request =
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    try write(Array((request + "\r\n").utf8))
    var head: [UInt8] = []
    while !head.ends(with: [13, 10, 13, 10]) { head += try read(1) }
    status = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")[0]
  }

  deinit { close(fd) }

  /// Whether the server switched protocols.
  var upgraded: Bool { status.hasPrefix("HTTP/1.1 101") }

  /// Sends one masked text frame (clients must mask, RFC 6455 §5.3).
  func send(_ text: String) throws {
    let data = Array(text.utf8)
    var frame: [UInt8] = [0x81]
    if data.count < 126 {
      frame.append(0x80 | UInt8(data.count))
    } else if data.count < 65536 {
      frame += [0x80 | 126, UInt8(data.count >> 8), UInt8(data.count & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((data.count >> ($0 * 8)) & 0xFF) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += data.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try write(frame)
  }

  /// The next whole message (continuation frames joined); pings and pongs skipped.
  func receive() throws -> Frame {
    var message: [UInt8] = []
    var first: UInt8?
    while true {
      let head = try read(2)
      var length = Int(head[1] & 0x7F)
      if length == 126 {
        length = try read(2).reduce(0) { $0 << 8 | Int($1) }
      } else if length == 127 {
        length = try read(8).reduce(0) { $0 << 8 | Int($1) }
      }
      let payload = try read(length)
      let opcode = head[0] & 0x0F
      if opcode == 9 || opcode == 10 { continue }
      if opcode == 8 { return Frame(opcode: 8, payload: payload) }
      first = first ?? opcode
      message += payload
      if head[0] & 0x80 != 0 { return Frame(opcode: first ?? opcode, payload: message) }
    }
  }

  /// The next message as text, off the cooperative pool.
  func receiveText() async throws -> Frame { try await Self.onThread { try self.receive() } }

  /// Runs a blocking call on its own thread.
  static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  private func write(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw Failure(description: "send() failed") }
      offset += sent
    }
  }

  private func read(_ count: Int) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
      let got = out[offset...].withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard got > 0 else { throw Failure(description: "the connection closed or timed out") }
      offset += got
    }
    return out
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
