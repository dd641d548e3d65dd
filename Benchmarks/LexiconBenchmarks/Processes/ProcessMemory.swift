import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Memory of this process as the kernel and the allocator count it (measured, not estimated).
enum ProcessMemory {
  /// Reports the bytes the allocator has handed out and not yet been given back (live heap, with
  /// chunk headers and rounding), tagged with `name`, for the parent process to read.
  ///
  /// On glibc this calls `malloc_stats()`, which writes its totals to standard error after a
  /// `heap_mark <name>` line (``heapReports(in:)`` reads them back); on Apple platforms it prints
  /// `heap_<name> <bytes>` from `malloc_zone_statistics`. Unlike the resident set size, the live
  /// heap does not count memory freed during loading that the allocator keeps for later use.
  static func reportHeap(_ name: String) {
    #if canImport(Darwin)
      var statistics = malloc_statistics_t()
      malloc_zone_statistics(nil, &statistics)
      print("heap_\(name) \(statistics.size_in_use)")
    #elseif canImport(Glibc)
      // `malloc_stats` is declared in <malloc.h>, which Swift's Glibc module does not import: look
      // the C function up by name and call it through a C function pointer.
      guard let symbol = dlsym(nil, "malloc_stats") else { return }
      let mallocStats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
      FileHandle.standardError.write(Data("heap_mark \(name)\n".utf8))
      mallocStats()
    #endif
  }

  /// The `heap_<name>` figures in the standard error of a child that called ``reportHeap(_:)``.
  static func heapReports(in standardError: String) -> [String: Double] {
    var figures: [String: Double] = [:]
    var mark: String?
    var inTotal = false
    for line in standardError.split(separator: "\n") {
      if line.hasPrefix("heap_mark ") {
        mark = String(line.dropFirst("heap_mark ".count))
        inTotal = false
      } else if line.hasPrefix("Total (incl. mmap)") {
        inTotal = true
      } else if inTotal, let name = mark, line.hasPrefix("in use bytes"),
        let value = line.split(separator: "=").last.flatMap({
          Double($0.trimmingCharacters(in: .whitespaces))
        })
      {
        figures["heap_\(name)"] = value
        mark = nil
        inTotal = false
      }
    }
    return figures
  }

  /// Asks the allocator to give the pages of freed memory back to the system, so that the resident
  /// set size counts what is live (`malloc_trim(0)` on glibc, `malloc_zone_pressure_relief` on
  /// Apple platforms, which the system itself does under memory pressure); nothing elsewhere.
  static func releaseFreedMemory() {
    #if canImport(Darwin)
      _ = malloc_zone_pressure_relief(nil, 0)
    #elseif canImport(Glibc)
      // Declared in <malloc.h> like `malloc_stats`: looked up by name.
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      let mallocTrim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
      _ = mallocTrim(0)
    #endif
  }

  /// Resident bytes of the process's own memory, without the pages of files it maps (its
  /// executable and libraries above all): `/proc/self/statm`'s resident less its shared pages, on
  /// Linux; `nil` elsewhere, where callers fall back to ``residentBytes()``.
  ///
  /// The difference matters for growth measured around a load: when the load first runs code
  /// outside the pages already mapped, Linux maps the executable's pages around it 64 KiB at a
  /// time, and with the executable at a random address the windows fall differently from one
  /// process to the next, so the resident growth of the same load differs by 64 KiB between runs.
  static func privateResidentBytes() -> Int? {
    #if os(Linux) || os(Android)
      guard let pages = statmPages() else { return nil }
      return (pages.resident - pages.shared) * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }

  #if os(Linux) || os(Android)
    /// The resident and shared (file-backed) page counts of `/proc/self/statm`.
    private static func statmPages() -> (resident: Int, shared: Int)? {
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 2, let resident = Int(fields[1]), let shared = Int(fields[2]) else {
        return nil
      }
      return (resident, shared)
    }
  #endif

  /// Resident bytes: `/proc/self/statm` on Linux, `task_info` on Apple platforms; `nil` elsewhere.
  static func residentBytes() -> Int? {
    #if os(Linux) || os(Android)
      guard let pages = statmPages() else { return nil }
      return pages.resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      return nil
    #endif
  }

  /// Starts measuring the peak resident size from now (Linux: writes `5` to
  /// `/proc/self/clear_refs`, which resets `VmHWM`); elsewhere the peak stays the process's.
  static func resetPeakResident() {
    #if os(Linux)
      try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    #endif
  }

  /// The largest resident size since ``resetPeakResident()`` (Linux: `VmHWM` of
  /// `/proc/self/status`), or since the process started (Apple: `getrusage`); `nil` elsewhere.
  static func peakResidentBytes() -> Int? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
      else { return nil }
      return kilobytes * 1_024
    #elseif canImport(Darwin)
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // bytes on Apple platforms
    #else
      return nil
    #endif
  }

  /// The 1-minute load average, to print next to the figures (a busy machine explains noise).
  static func loadAverage() -> Double? {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      var loads = [Double](repeating: 0, count: 3)
      return getloadavg(&loads, 3) > 0 ? loads[0] : nil
    #else
      return nil
    #endif
  }
}
