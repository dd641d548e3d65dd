/// A command line the harness cannot run: printed with the usage, exit code 64.
struct OptionsError: Error, CustomStringConvertible {
  /// What is wrong.
  let description: String
}
