import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The resident set size of this process, read from the kernel (not estimated).
enum ProcessMemory {
  /// Resident bytes: `/proc/self/statm` on Linux, `task_info` on Apple platforms; `nil` elsewhere.
  static func residentBytes() -> Int? {
    #if os(Linux) || os(Android)
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
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
