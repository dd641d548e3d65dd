/// Why a compiled table (`.lexicontable`) cannot be read: the file, the field that is wrong and
/// its byte offset.
///
/// ``BundleProvider`` reports it as an error ``Diagnostic`` to its handler and reads the table's
/// raw files instead, so nothing is lost.
package struct CompiledTableError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path.
  package var path: String
  /// The field that is wrong, such as `file size` or `text entry 3 key length`.
  package var field: String
  /// The byte offset of the field in the file.
  package var offset: Int
  /// What is wrong with it.
  package var problem: String

  /// An error at a field of a file.
  /// - Parameters:
  ///   - path: The file's path.
  ///   - field: The field that is wrong.
  ///   - offset: Its byte offset.
  ///   - problem: What is wrong.
  package init(path: String, field: String, offset: Int, problem: String) {
    self.path = path
    self.field = field
    self.offset = offset
    self.problem = problem
  }

  /// `path: invalid compiled table: field at byte N: problem`.
  package var description: String {
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
