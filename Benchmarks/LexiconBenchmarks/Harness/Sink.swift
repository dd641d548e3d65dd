/// Keeps the results of measured work observable so the optimizer cannot delete the work.
///
/// Every measured body returns a checksum of what it computed (for example the sum of the UTF-8
/// lengths of the strings it looked up); the runner hands it to ``consume(_:)``, an opaque call that
/// stores into global memory, and the checksum is printed with the JSON report.
enum Sink {
  /// Written only by the main thread (worker threads return their checksums to it).
  nonisolated(unsafe) private static var storage = 0

  /// Folds a checksum into the sink.
  @inline(never)
  static func consume(_ value: Int) {
    storage &+= value
  }

  /// Everything consumed so far.
  static var checksum: Int { storage }
}
