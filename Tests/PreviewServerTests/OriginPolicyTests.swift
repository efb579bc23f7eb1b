import PreviewServer
import Testing

@Suite("OriginPolicy")
struct OriginPolicyTests {
  let policy = OriginPolicy(host: "127.0.0.1")

  @Test("Loopback names with any port are ours; other names are not")
  func hosts() {
    for host in ["127.0.0.1:8080", "localhost:1234", "LOCALHOST:1", "[::1]:80", "127.0.0.1"] {
      #expect(policy.allowsHost(host), "\(host)")
    }
    for host in [
      "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example:80", "10.0.0.1:80",
    ] {
      #expect(!policy.allowsHost(host), "\(host)")
    }
  }

  @Test("An upgrade needs the page's own origin: http:// and the request's own host")
  func upgrades() {
    #expect(policy.allowsUpgrade(origin: "http://localhost:8080", host: "localhost:8080"))
    #expect(policy.allowsUpgrade(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
    // Another site, another port, a sandboxed frame ("null"), no origin, or a rebound name.
    #expect(!policy.allowsUpgrade(origin: "http://evil.example", host: "127.0.0.1:8080"))
    #expect(!policy.allowsUpgrade(origin: "http://127.0.0.1:9999", host: "127.0.0.1:8080"))
    #expect(!policy.allowsUpgrade(origin: "null", host: "127.0.0.1:8080"))
    #expect(!policy.allowsUpgrade(origin: nil, host: "127.0.0.1:8080"))
    #expect(!policy.allowsUpgrade(origin: "http://evil.example:8080", host: "evil.example:8080"))
  }

  @Test("A host given with --host is accepted as well as loopback")
  func configuredHost() {
    let lan = OriginPolicy(host: "192.168.1.20")
    #expect(lan.allowsHost("192.168.1.20:8080"))
    #expect(lan.allowsUpgrade(origin: "http://192.168.1.20:8080", host: "192.168.1.20:8080"))
  }
}

@Test(
  "Bound to every interface, any host name is accepted, but the origin must still be the page's")
func everyInterface() {
  let any = OriginPolicy(host: "0.0.0.0")
  #expect(any.allowsHost("192.168.1.20:8080"))
  #expect(any.allowsUpgrade(origin: "http://192.168.1.20:8080", host: "192.168.1.20:8080"))
  #expect(!any.allowsUpgrade(origin: "http://evil.example", host: "192.168.1.20:8080"))
}
