/// The memory child processes reported keeping per key, collected from their `name value`
/// figures: the resident growth as the allocator left it, after freed pages were given back, and
/// of the live heap (see ``MemoryBenchmark``).
struct MemoryGrowth {
  /// Resident bytes per key, as the allocator left them, one per child.
  var resident: [Double] = []
  /// The same without the pages of mapped files (``ProcessMemory/privateResidentBytes()``), one
  /// per child; empty where the platform does not tell them apart.
  var privateResident: [Double] = []
  /// Resident bytes per key after the allocator gave freed pages back.
  var trimmed: [Double] = []
  /// Live heap bytes per key.
  var heap: [Double] = []
  /// Resident bytes per key that reading every plain text once added (both readings after the
  /// allocator gave freed pages back).
  var reading: [Double] = []

  /// Adds one child's growth per key of its `keys` loaded keys; `false` when the resident set
  /// size is not available on this platform.
  mutating func add(_ figures: [String: Double], keys: Double) -> Bool {
    guard let before = figures["resident_before"],
      let after = figures["untrimmed_resident_after"], before > 0, after > 0
    else { return false }
    resident.append((after - before) / keys)
    if let before = figures["private_before"], let after = figures["untrimmed_private_after"] {
      privateResident.append((after - before) / keys)
    }
    if let after = figures["resident_after"] { trimmed.append((after - before) / keys) }
    if let before = figures["heap_before"], let after = figures["heap_after"] {
      heap.append((after - before) / keys)
    }
    if let before = figures["resident_before_reading"],
      let after = figures["resident_after_reading"],
      let read = figures["read_keys"], before > 0, after > 0, read > 0
    {
      reading.append((after - before) / read)
    }
    return true
  }
}
