/// A command line split into options, flags and positional values.
///
/// The tokenizer understands `--flag`, `--option value`, `--option=value`, short aliases a
/// command declares (`-o value` for `--output value`), and `--`, after which everything is
/// positional. Binding checks each option against what the command declares, so a
/// typo is a usage error rather than a silently ignored word.
public struct Arguments: Sendable, Hashable {
  /// Options that take a value, by name (without `--`); the last occurrence wins.
  public private(set) var options: [String: [String]] = [:]
  /// Flags that were given, by name (without `--`).
  public private(set) var flags: Set<String> = []
  /// Positional values in order.
  public private(set) var positional: [String] = []

  /// Splits `words` using the option names that take a value and the flag names a command accepts.
  /// - Parameters:
  ///   - words: The words after the subcommand name.
  ///   - valueOptions: Option names that take a value.
  ///   - flagNames: Option names that are plain flags.
  ///   - aliases: Short forms and the option or flag each stands for, such as `["-o": "output"]`.
  /// - Throws: ``ToolError`` with ``ExitCode/usage`` for an unknown option or a missing value.
  public init(
    _ words: [String], valueOptions: Set<String> = [], flagNames: Set<String> = [],
    aliases: [String: String] = [:]
  ) throws(ToolError) {
    var index = 0
    var onlyPositional = false
    while index < words.count {
      var word = words[index]
      index += 1
      if !onlyPositional, let name = aliases[word] { word = "--" + name }
      if onlyPositional || !word.hasPrefix("--") || word == "-" {
        positional.append(word)
        continue
      }
      if word == "--" {
        onlyPositional = true
        continue
      }
      let body = word.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if flagNames.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) does not take a value") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        if let inlineValue {
          options[name, default: []].append(inlineValue)
        } else if index < words.count {
          options[name, default: []].append(words[index])
          index += 1
        } else {
          throw .usage("--\(name) needs a value")
        }
      } else {
        throw .usage("unknown option --\(name)")
      }
    }
  }

  /// The last value given for an option, if any.
  public func value(_ name: String) -> String? {
    options[name]?.last
  }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }
}
