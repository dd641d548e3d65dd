/// A snapshot assertion that could not run as asked: an environment variable that is not a record
/// mode, a reference file that cannot be read or written.
///
/// The assertion fails with ``message``, which names the variable or the file, and writes
/// nothing.
struct SnapshotSetupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, naming the variable or the path concerned.
  var message: String

  /// The message.
  var description: String { message }
}
