/// Why a compiled table (`.lexicontable`) cannot be read: the file, the field that is wrong and
/// its byte offset.
///
/// ``BundleProvider`` reports it as an error ``Diagnostic`` to its handler and reads the table's
/// raw files instead, so nothing is lost.
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

  /// The error as a diagnostic of the file, saying that the raw files are read instead.
  var diagnostic: Diagnostic {
    Diagnostic(
      severity: .error, file: path, line: 0, column: 0,
      message:
        "invalid compiled table: \(field) at byte \(offset): \(problem); reading the raw files instead"
    )
  }
}
