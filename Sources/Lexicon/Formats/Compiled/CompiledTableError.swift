/// Why a compiled table (`.lexicontable`) cannot be read: the file, the field that is wrong and
/// its byte offset.
///
/// ``BundleProvider`` reports it as an error ``Diagnostic`` to its handler and, when the app reads
/// raw files (``TableFiles``), reads the table's raw files instead, so nothing is lost.
struct CompiledTableError: Error, Sendable, CustomStringConvertible {
  /// The file's path.
  var path: String
  /// The field that is wrong, such as `file size` or `text entry 3 key length`.
  var field: String
  /// The byte offset of the field in the file.
  var offset: Int
  /// What is wrong with it.
  var problem: String

  /// `path: invalid compiled table: field at byte N: problem`.
  var description: String {
    "\(path): invalid compiled table: \(field) at byte \(offset): \(problem)"
  }

  /// The error as a diagnostic of the file, saying what is read instead: the raw files, or, when
  /// the app reads compiled tables only, nothing.
  func diagnostic(readingRawFiles: Bool) -> Diagnostic {
    let instead =
      readingRawFiles
      ? "reading the raw files instead"
      : "the table is not read (this app reads compiled tables only: rebuild to write it again)"
    return Diagnostic(
      severity: .error, file: path, line: 0, column: 0,
      message: "invalid compiled table: \(field) at byte \(offset): \(problem); \(instead)")
  }
}
