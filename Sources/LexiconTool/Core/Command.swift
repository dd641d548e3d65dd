/// A subcommand of the `lexicon` tool: a static description, validation, then `run`.
///
/// Parsing and validation happen in `init(arguments:)` and never touch the file system or the
/// console; `run` does the work and reports through the ``Console``. Errors carry their exit code
/// (``ToolError``); ``Tool`` is the single funnel that prints them and picks the status.
public protocol Command: Sendable {
  /// The subcommand's name, such as `dump`.
  static var name: String { get }
  /// One line saying what the command does.
  static var abstract: String { get }
  /// The usage line, such as `lexicon dump FILE...`.
  static var usage: String { get }
  /// Option names that take a value (without `--`).
  static var valueOptions: Set<String> { get }
  /// Option names that are flags (without `--`).
  static var flagNames: Set<String> { get }
  /// Short forms of options and flags: `["-o": "output"]` makes `-o DIR` mean `--output DIR`.
  static var aliases: [String: String] { get }
  /// What `lexicon help COMMAND` says about each option, in the order it lists them; when not
  /// empty, it describes every name of ``valueOptions`` and ``flagNames``.
  static var optionHelp: [OptionHelp] { get }
  /// Notes printed after the options by `lexicon help COMMAND`, or an empty string.
  static var discussion: String { get }

  /// Binds and validates the arguments.
  /// - Throws: ``ToolError`` with ``ExitCode/usage`` when the arguments do not fit.
  init(arguments: Arguments) throws(ToolError)

  /// Runs the command, writing results and diagnostics to `console`.
  /// - Returns: The exit code: ``ExitCode/success``, or ``ExitCode/findings`` when it found problems.
  /// - Throws: ``ToolError`` when the command cannot do its job.
  func run(console: Console) async throws(ToolError) -> ExitCode

  /// Runs the command, resolving localized keys through `runtime`.
  ///
  /// Commands that resolve keys implement it; the others get a default that calls
  /// ``run(console:)``.
  /// - Parameters:
  ///   - console: Where results and diagnostics go.
  ///   - runtime: Whether to bootstrap and use `Localization.shared` (the executable) or a runtime
  ///     of the command's own that leaves global state alone (in-process runs).
  /// - Returns: The exit code, as ``run(console:)`` returns it.
  /// - Throws: ``ToolError`` when the command cannot do its job.
  func run(console: Console, runtime: LocalizationRuntime) async throws(ToolError) -> ExitCode
}

extension Command {
  /// Runs the command without regard to the runtime: it resolves no localized keys.
  /// - Parameters:
  ///   - console: Where results and diagnostics go.
  ///   - runtime: Ignored.
  /// - Returns: What ``run(console:)`` returns.
  /// - Throws: What ``run(console:)`` throws.
  public func run(console: Console, runtime: LocalizationRuntime) async throws(ToolError)
    -> ExitCode
  {
    try await run(console: console)
  }

  /// No value options by default.
  public static var valueOptions: Set<String> { [] }
  /// No flags by default.
  public static var flagNames: Set<String> { [] }
  /// No short forms by default.
  public static var aliases: [String: String] { [:] }
  /// No option descriptions by default: the usage line alone.
  public static var optionHelp: [OptionHelp] { [] }
  /// No notes by default.
  public static var discussion: String { "" }
}
