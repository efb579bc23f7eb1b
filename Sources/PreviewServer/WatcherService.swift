import Hummingbird
import ServiceLifecycle

/// The file watcher as a service of the application, so that it starts and stops with it.
struct WatcherService: Service {
  let watcher: FileWatcher
  let changed: @Sendable (Int, String) async -> Void

  func run() async throws {
    try await cancelWhenGracefulShutdown { await watcher.run(changed) }
  }
}
