import Foundation

/// The default ``RemoteConfiguration/build``: what tells this build of the app from another, so
/// a cache written by an older build — whose bundle may be older than the cached fixes, or
/// newer — is dropped at start-up.
///
/// - The main bundle's `CFBundleVersion` when it has one: every app on Apple platforms. An app
///   and its extensions carry the same value (the App Store requires it), so they can share one
///   cache through an app group.
/// - Otherwise (a SwiftPM executable or a server on Linux, whose main bundle has no
///   `Info.plist`) the running executable's size and modification time, which change whenever
///   the binary is rebuilt or replaced: `exe-4718592-1767225600.123`.
/// - `""` when neither can be read.
///
/// ```swift
/// BuildIdentity.current   // "412" in an app, "exe-4718592-1767225600.123" for a tool
/// ```
enum BuildIdentity {
  /// The identity of the running build (read once).
  static let current: String = {
    if let version = Bundle.main.infoDictionary?["CFBundleVersion"] as? String, !version.isEmpty {
      return version
    }
    return executableIdentity(of: Bundle.main.executableURL) ?? ""
  }()

  /// `exe-<size>-<modification time>` of an executable file, or `nil` when it cannot be read.
  static func executableIdentity(of url: URL?) -> String? {
    guard let path = url?.resolvingSymlinksInPath().path,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.int64Value,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    let milliseconds = Int64((modified.timeIntervalSince1970 * 1000).rounded())
    return "exe-\(size)-\(milliseconds / 1000).\(String(format: "%03lld", milliseconds % 1000))"
  }
}
