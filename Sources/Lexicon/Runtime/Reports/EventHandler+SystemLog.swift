/// The default handlers: each kind of report at its level in the system's log.
///
/// On Apple platforms reports go to Apple's unified logging (`Logger`, subsystem `Lexicon`,
/// category `MissingKey`, `FormatProblem` or `Diagnostic`); elsewhere to standard error. Levels:
///
/// | report | level | standard error (Linux and others) |
/// |---|---|---|
/// | a key found nowhere, a format problem, a file error | error | written |
/// | a key shown in a development language, or with its in-code default because its table was not read; a file warning | notice | written |
/// | a language a scope could not pin | notice | written |
/// | a key shown with its in-code default value | debug | not written |
extension EventHandler where Event == MissingKey {
  /// The default: missing translations at notice (fallbacks, and in-code defaults shown because
  /// the table was not read) or error (keys found nowhere) level; other in-code defaults at
  /// debug level, so they stay out of standard error and Xcode's console unless debug logging
  /// is on.
  ///
  /// ```swift
  /// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: .systemLog)
  /// ```
  public static var systemLog: Self {
    let log = SystemLog(category: "MissingKey")
    return Self { report in
      switch report.level {
      case .info: log.write(report.description, level: .debug)
      case .warning: log.write(report.description, level: .notice)
      case .error: log.write(report.description, level: .error)
      }
    }
  }
}

extension EventHandler where Event == FormatProblem {
  /// The default: every format problem at error level.
  ///
  /// ```swift
  /// LocalizationConfiguration(providers: [BundleProvider()], onFormatProblem: .systemLog)
  /// ```
  public static var systemLog: Self {
    let log = SystemLog(category: "FormatProblem")
    return Self { problem in log.write(problem.description, level: .error) }
  }
}

extension EventHandler where Event == Diagnostic {
  /// The default: errors in localization files at error level, warnings at notice level.
  ///
  /// ```swift
  /// BundleProvider(onDiagnostic: .systemLog)
  /// ```
  public static var systemLog: Self {
    let log = SystemLog(category: "Diagnostic")
    return Self { diagnostic in
      log.write(diagnostic.description, level: diagnostic.severity == .error ? .error : .notice)
    }
  }
}

extension EventHandler where Event == UnsupportedLanguage {
  /// The default: every language a scope could not pin, at notice level.
  ///
  /// ```swift
  /// LocalizationConfiguration(providers: [BundleProvider()], onUnsupportedLanguage: .systemLog)
  /// ```
  public static var systemLog: Self {
    let log = SystemLog(category: "UnsupportedLanguage")
    return Self { report in log.write(report.description, level: .notice) }
  }
}
