import Hummingbird

/// Refuses requests that are not for this server (a `Host` that is not ours: DNS rebinding)
/// or too large (a long path, a body beyond the limit), before any route runs.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
  let policy: OriginPolicy
  let limits: PreviewLimits

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws
    -> Response
  {
    // HTTP/1's Host arrives as the authority; a Host field left among the headers is checked too.
    let fields = request.headers.filter { $0.name.canonicalName == "host" }.map(\.value)
    for host in [request.head.authority].compactMap({ $0 }) + fields where !policy.allowsHost(host)
    {
      throw HTTPError(
        .misdirectedRequest,
        message: "This server answers to \(policy.hosts.sorted().joined(separator: ", ")) only.")
    }
    guard request.uri.description.utf8.count <= limits.maxPathLength else {
      throw HTTPError(.uriTooLong)
    }
    var request = request
    // Reading the body up to the limit throws 413 Content Too Large beyond it, chunked or not.
    _ = try await request.collectBody(upTo: limits.maxRequestBody)
    return try await next(request, context)
  }
}
