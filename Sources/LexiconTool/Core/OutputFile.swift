import Foundation

/// Writing a file a command produces: its folders created, the file replaced atomically (a
/// reader sees the old contents or the new, never half), and a failure as the typed error that
/// exits 73.
///
/// ```swift
/// try OutputFile.write(data, to: url)   // throws ToolError("cannot write '…': …", .cannotCreate)
/// ```
enum OutputFile {
  /// Writes `data` to `url`.
  /// - Throws: ``ToolError`` with ``ExitCode/cannotCreate`` when it cannot be written.
  static func write(_ data: Data, to url: URL) throws(ToolError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw ToolError(
        "cannot write '\(url.path)': \(error.localizedDescription)", exitCode: .cannotCreate)
    }
  }
}
