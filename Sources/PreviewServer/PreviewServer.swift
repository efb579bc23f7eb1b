import Foundation
import Hummingbird
import HummingbirdWebSocket
import LayoutPipeline

/// The `plumb preview` web server: one page, its script and style, the watched files, and a
/// WebSocket at `/ws` that answers the editor's edits, pushes each save on disk, and searches
/// a finding's breaking points when the page hovers it (``LimitsRequest``).
///
/// It serves nothing from disk but the watched files, by index (`/files/0`), so no path can
/// reach another file; every other path is 404.
public struct PreviewServer: Sendable {
  /// What is served and where.
  public var configuration: PreviewConfiguration
  let hub = UpdateHub()

  /// Creates a server; ``run(onStart:)`` or ``application(onStart:)`` starts it.
  public init(configuration: PreviewConfiguration) { self.configuration = configuration }

  var renderer: PreviewRenderer {
    PreviewRenderer(
      scenarios: configuration.scenarios, maxScenarios: configuration.limits.maxScenarios)
  }

  /// Reads every watched file and publishes its first update.
  func loadAll() async {
    for (index, file) in configuration.files.enumerated() {
      let text = file.read() ?? ""
      await hub.publish(renderer.render(text, name: file.path, file: index))
    }
  }

  /// Runs until the process is interrupted: reads the files, watches them, serves the page.
  /// `onStart` gets the URL once the port is bound.
  public func run(onStart: @escaping @Sendable (String) -> Void = { _ in }) async throws {
    try await application(onStart: onStart).runService()
  }

  /// The Hummingbird application, with the file watcher as one of its services (so it stops
  /// with the server). Tests drive it with HummingbirdTesting.
  public func application(onStart: @escaping @Sendable (String) -> Void = { _ in })
    async -> some ApplicationProtocol
  {
    await loadAll()
    let configuration = self.configuration
    let policy = OriginPolicy(host: configuration.host)
    let hub = self.hub
    let renderer = self.renderer
    let watcher = WatcherService(watcher: FileWatcher(files: configuration.files)) { index, text in
      await hub.publish(renderer.render(text, name: configuration.files[index].path, file: index))
    }
    return Application(
      router: router(policy: policy),
      server: .http1WebSocketUpgrade(
        configuration: .init(ws: .init(maxFrameSize: configuration.limits.maxMessage))
      ) { request, _, _ in
        guard request.path == "/ws",
          policy.allowsUpgrade(origin: request.headerFields[.origin], host: request.authority)
        else { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in
          try await PreviewSession(
            hub: hub, renderer: renderer, files: configuration.files, limits: configuration.limits
          ).run(inbound: inbound, outbound: outbound)
        }
      },
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port), serverName: "plumb"),
      services: [watcher],
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? configuration.port
        let host =
          configuration.host.contains(":") && !configuration.host.hasPrefix("[")
          ? "[\(configuration.host)]" : configuration.host
        onStart("http://\(host):\(port)/")
      })
  }

  /// The page, its assets and the watched files; everything else is 404.
  func router(policy: OriginPolicy) -> Router<BasicRequestContext> {
    let router = Router()
    router.middlewares.add(RequestGuard(policy: policy, limits: configuration.limits))
    router.get("/") { _, _ in
      Self.response(PreviewPage.html(staticData: nil), type: "text/html; charset=utf-8")
    }
    router.get("/app.js") { _, _ in
      Self.response(PreviewPage.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/app.css") { _, _ in
      Self.response(PreviewPage.style, type: "text/css; charset=utf-8")
    }
    let files = configuration.files
    router.get("/files/:index") { _, context -> Response in
      guard let index = context.parameters.get("index", as: Int.self),
        files.indices.contains(index),
        let text = files[index].read()
      else { throw HTTPError(.notFound) }
      return Self.response(text, type: "text/plain; charset=utf-8")
    }
    return router
  }

  static func response(_ text: String, type: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: type,
        // The page runs only its own script and style, and nothing may frame it.
        .contentSecurityPolicy:
          "default-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
        .cacheControl: "no-store",
      ],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
