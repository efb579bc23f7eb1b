#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs `body` on the current thread if at least 256 KiB of its stack remain, and otherwise on a
/// new thread with a 64 MiB stack, blocking until it returns.
///
/// Recursive tree walks call this at each level, so that a tree of any depth is walked without
/// overflowing the stack: when the current stack is nearly full, the recursion continues on a
/// fresh one, as rustc does with `stacker::maybe_grow`. Proposal layout needs it because its
/// protocol is recursive by design — a node, possibly a user's, sizes itself by asking its child,
/// as SwiftUI's views do — so the walk cannot be made iterative.
///
/// The check is cheap: the bounds of the current thread's stack are looked up once per thread
/// and kept in a thread-specific slot, after which it compares the address of a local variable
/// with the cached lower bound. Where the bounds cannot be found, `body` always runs in place.
///
/// `body` runs synchronously: the caller waits, so no two threads ever run the caller's code at
/// once, and thread creation and joining order every memory access before and after. Code that
/// depends on *which* thread it runs on — thread-specific data, `MainActor.assumeIsolated`,
/// task-local values — may not see what it expects inside `body`. If the new thread cannot be
/// created, `body` runs in place.
///
/// - Complexity: O(1) when the stack suffices; otherwise the cost of creating a thread (tens of
///   microseconds), paid once per ~64 MiB of recursion. The new stack is virtual memory,
///   committed only as it is used, and unmapped when the thread ends.
public func withSufficientStack<Result, Failure: Error>(
  _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
  guard stackIsNearlyFull() else { return try body() }
  return try onNewStack(body)
}

/// `body`, run on a new thread with a large stack (or in place if none can be started).
///
/// Apart from ``withSufficientStack(_:)`` so that its check stays cheap in debug builds, where
/// the generic locals here would cost metadata lookups on every call.
private func onNewStack<Result, Failure: Error>(
  _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
  var outcome: Swift.Result<Result, Failure>?
  let ran = withoutActuallyEscaping(body) { body in
    runOnNewThread { outcome = Swift.Result(catching: body) }
  }
  // `ran` is true only after the thread ran the closure to the end, which set `outcome`.
  guard ran, let outcome else { return try body() }
  return try outcome.get()
}

/// The stack that must remain for ``withSufficientStack(_:)`` to run its body in place: 256 KiB,
/// far more than one level of a layout walk uses (2–7 KiB in a debug build, depending on the
/// node), so that user code between two checks has room too.
let stackRedZone = 256 * 1024

/// The stack size of a thread started by ``withSufficientStack(_:)``: 64 MiB, 10,000 to 30,000
/// levels of a debug-build layout walk, so deep trees start few threads.
let grownStackSize = 64 * 1024 * 1024

/// Whether less than ``stackRedZone`` bytes lie between the current position on the stack and
/// the stack's lower end; `false` if the bounds of this thread's stack are not known. Stacks grow
/// down on every supported platform.
private func stackIsNearlyFull() -> Bool {
  guard let limit = stackLimit() else { return false }
  let position = approximateStackPointer()
  return position < limit + UInt(stackRedZone)
}

/// An address in the caller's stack frame. Not inlined, so that the local lives on the stack.
@inline(never)
private func approximateStackPointer() -> UInt {
  var marker: UInt8 = 0
  return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

/// The slot that caches each thread's stack limit; `nil` if none could be created.
///
/// The value stored is the limit itself, as a pointer-sized integer: 0 (the initial value) means
/// "not looked up yet", and ``unknownStackLimit`` means "looked up, not available".
private let stackLimitKey: pthread_key_t? = {
  var key = pthread_key_t()
  return pthread_key_create(&key, nil) == 0 ? key : nil
}()

/// The cached limit of a thread whose stack bounds could not be found.
private let unknownStackLimit: UInt = 1

/// The lowest usable address of the current thread's stack, looked up on the thread's first call.
///
/// Cached because the lookup is slow: glibc's `pthread_getattr_np` reads `/proc/self/maps` for
/// the main thread.
private func stackLimit() -> UInt? {
  guard let key = stackLimitKey else { return nil }
  var limit = UInt(bitPattern: pthread_getspecific(key))
  if limit == 0 {
    limit = lowestStackAddress() ?? unknownStackLimit
    _ = pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit))
  }
  return limit == unknownStackLimit ? nil : limit
}

/// The lowest address of the current thread's stack, from the threads library.
private func lowestStackAddress() -> UInt? {
  #if canImport(Darwin)
    let thread = pthread_self()
    let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
    let size = UInt(pthread_get_stacksize_np(thread))
    return top > size ? top - size : nil
  #elseif canImport(Glibc) || canImport(Musl)
    var attributes = pthread_attr_t()
    guard let getAttributes = threadAttributesFunction,
      getAttributes(pthread_self(), &attributes) == 0
    else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    var address: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
      return nil
    }
    return UInt(bitPattern: address)
  #else
    return nil
  #endif
}

#if canImport(Glibc) || canImport(Musl)
  /// The type of `pthread_getattr_np`.
  private typealias ThreadAttributesFunction =
    @convention(c) (
      pthread_t, UnsafeMutablePointer<pthread_attr_t>
    ) -> Int32

  /// `pthread_getattr_np`, looked up in the C library at run time: the Glibc module does not
  /// import it (the header declares it only under `_GNU_SOURCE`). `nil` if the lookup fails.
  private let threadAttributesFunction: ThreadAttributesFunction? = {
    guard let process = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(process, "pthread_getattr_np")
    else { return nil }
    return unsafeBitCast(symbol, to: ThreadAttributesFunction.self)
  }()
#endif

/// Runs `work` on a new thread with a ``grownStackSize`` stack and waits for it to finish.
/// Returns `false`, without running `work`, if the thread could not be started.
private func runOnNewThread(_ work: @escaping () -> Void) -> Bool {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, grownStackSize) == 0 else { return false }
    // The thread borrows this reference; it is released after the join.
    let job = Unmanaged.passRetained(ThreadJob(work))
    defer { job.release() }
    #if canImport(Darwin)
      var thread: pthread_t?
      guard pthread_create(&thread, &attributes, runThreadJob, job.toOpaque()) == 0,
        let thread
      else { return false }
    #else
      var thread = pthread_t()
      guard pthread_create(&thread, &attributes, runThreadJob, job.toOpaque()) == 0 else {
        return false
      }
    #endif
    // Joining a joinable thread we created cannot fail; either way the thread has been started,
    // so `work` runs (or ran) there and must not run here too.
    _ = pthread_join(thread, nil)
    return true
  #else
    return false
  #endif
}

/// The closure a thread started by ``runOnNewThread(_:)`` runs.
private final class ThreadJob {
  let work: () -> Void
  init(_ work: @escaping () -> Void) { self.work = work }
}

#if canImport(Darwin)
  /// The entry point of a thread started by ``runOnNewThread(_:)``.
  private func runThreadJob(_ job: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadJob>.fromOpaque(job).takeUnretainedValue().work()
    return nil
  }
#elseif canImport(Glibc) || canImport(Musl)
  /// The entry point of a thread started by ``runOnNewThread(_:)``.
  private func runThreadJob(_ job: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let job else { return nil }
    Unmanaged<ThreadJob>.fromOpaque(job).takeUnretainedValue().work()
    return nil
  }
#endif
