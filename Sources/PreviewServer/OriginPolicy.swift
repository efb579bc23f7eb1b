/// Which hosts may address the server and which pages may open its WebSocket.
///
/// A browser sends the page's origin with every WebSocket upgrade (`Origin`, RFC 6455 §4.1 and
/// §10.2 — https://www.rfc-editor.org/rfc/rfc6455#section-10.2) and does not let scripts forge
/// it, so comparing it with the server's own address stops another site open in the same browser
/// from reading or driving the preview. Checking `Host` as well stops DNS rebinding, where
/// another site's name is made to resolve to 127.0.0.1.
public struct OriginPolicy: Hashable, Sendable {
  /// Host names (without port) the server answers to.
  public var hosts: Set<String>
  /// Whether any name is accepted: the server was bound to every interface (`0.0.0.0`, `::`),
  /// so it cannot know the names it is reached by. The origin must still match the host.
  public var acceptsAnyHost: Bool

  /// The loopback names plus `host`, the address the server was asked to bind.
  public init(host: String) {
    hosts = ["127.0.0.1", "localhost", "[::1]", "::1"]
    hosts.insert(host.lowercased())
    acceptsAnyHost = ["0.0.0.0", "::", "[::]"].contains(host)
  }

  /// Whether a `Host` header value ("127.0.0.1:8080") names this server.
  public func allowsHost(_ value: String) -> Bool {
    acceptsAnyHost || hosts.contains(Self.hostName(of: value.lowercased()))
  }

  /// Whether a WebSocket upgrade with these `Origin` and `Host` values comes from the page the
  /// server itself served: the origin must be `http://` + the request's own host, and that
  /// host must be one of ours. A missing origin (not a browser) is refused too.
  public func allowsUpgrade(origin: String?, host: String?) -> Bool {
    guard let origin, let host, allowsHost(host) else { return false }
    return origin.lowercased() == "http://" + host.lowercased()
  }

  /// "[::1]:80" → "[::1]", "localhost:80" → "localhost", "localhost" → "localhost".
  static func hostName(of value: String) -> String {
    if value.hasPrefix("[") {
      guard let close = value.firstIndex(of: "]") else { return value }
      return String(value[...close])
    }
    guard let colon = value.lastIndex(of: ":") else { return value }
    return String(value[..<colon])
  }
}
