/// An XLIFF file that cannot be read: where, and why. Printed in the compiler's form.
///
/// ```
/// Localized Contents/ru.xliff:40:7: error: <trans-unit> without an id
/// ```
struct XLIFFReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file, as printed.
  var path: String
  /// The one-based line.
  var line: Int
  /// The one-based column, in Unicode scalars.
  var column: Int
  /// What is wrong.
  var message: String

  /// `path:line:column: error: message`.
  var description: String { "\(path):\(line):\(column): error: \(message)" }
}
