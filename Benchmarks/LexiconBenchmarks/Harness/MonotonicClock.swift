import Dispatch

/// A monotonic clock in nanoseconds (`CLOCK_MONOTONIC` on Linux, `mach_absolute_time` on Apple
/// platforms, both through `DispatchTime`): never adjusted by NTP or the user.
enum MonotonicClock {
  /// Nanoseconds since an arbitrary fixed point.
  @inline(__always)
  static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// Nanoseconds elapsed since `start`.
  @inline(__always)
  static func elapsed(since start: UInt64) -> UInt64 {
    now() &- start
  }
}
