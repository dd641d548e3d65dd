/// One option of a command as `lexicon help COMMAND` lists it: its name, the value it takes, what
/// it does and its default.
///
/// ```swift
/// OptionHelp(
///   "access", value: "internal|public", default: "internal",
///   "The access level of the generated types and their members.")
/// ```
public struct OptionHelp: Sendable, Equatable {
  /// The option's name without `--`, such as `output`.
  public let name: String
  /// The value's placeholder, such as `FILE`; `nil` for a flag.
  public let value: String?
  /// The default, as the user would write it or as a short phrase (`standard output`); `nil`
  /// for a flag, which is off unless given.
  public let defaultValue: String?
  /// What the option does, in a sentence or two.
  public let description: String

  /// Describes an option.
  /// - Parameters:
  ///   - name: The option's name without `--`.
  ///   - value: The value's placeholder, or `nil` for a flag.
  ///   - defaultValue: The default, or `nil` for a flag.
  ///   - description: What the option does.
  public init(
    _ name: String, value: String? = nil, default defaultValue: String? = nil,
    _ description: String
  ) {
    self.name = name
    self.value = value
    self.defaultValue = defaultValue
    self.description = description
  }

  /// The option as typed on the command line: `--output FILE`, `--split-by-prefix`.
  var synopsis: String {
    "--" + name + (value.map { " " + $0 } ?? "")
  }

  /// The description with the default appended: `… (default: internal)`.
  var text: String {
    description + (defaultValue.map { " (default: \($0))" } ?? "")
  }
}
