/// A key that did not resolve in the language asked for, as reported to a ``MissingKeyHandler``.
///
/// Each distinct miss — key, table and language — is reported once per ``Localization``. A key
/// shown with its in-code ``Localizable/defaultValue`` is reported too, at ``Level/info``: it is
/// not missing (the text is the one its author wrote), but a handler that tracks untranslated
/// keys may want it. The default handler (`.systemLog`) keeps it out of standard
/// error; see <doc:Reports>. An in-code default shown because the key's table was not read
/// (``tableNotRead``) is a ``Level/warning``: the app's own text exists but is not shown.
///
/// ```swift
/// LocalizationConfiguration(onMissingKey: { report in
///   guard report.level >= .warning else { return }  // skip in-code defaults the author meant
///   analytics.track("missing_translation", ["key": report.key, "language": report.language])
/// })
/// ```
public struct MissingKey: Sendable, Hashable, CustomStringConvertible {
  /// How much a report matters.
  public enum Level: Int, Sendable, Hashable, Comparable {
    /// The key showed its in-code default value: no provider has it, as its author may intend
    /// (an in-code default shown because the table was not read is a ``warning``).
    case info
    /// The key showed a development language's text: a translation is missing.
    case warning
    /// Nothing had the key: the ``MissingKeyPolicy``'s text (the raw key by default) was shown.
    case error

    /// Orders the levels from `info` to `error`.
    public static func < (lhs: Level, rhs: Level) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// How the runtime answered in the end.
  public enum Resolution: Sendable, Hashable {
    /// The text came from a development language (the app's, with `Base`, or that of the key's
    /// bundle), named here.
    case fellBack(to: String)
    /// No provider had the key in any language; the key's ``Localizable/defaultValue`` was shown.
    case defaultValue
    /// Nothing had the key; the ``MissingKeyPolicy`` decided what to show.
    case unresolved
  }

  /// The full lookup key (``Localizable/key``).
  public var key: String
  /// The table the key was looked up in.
  public var table: String
  /// The language the key was requested in.
  public var language: String
  /// How the runtime answered.
  public var resolution: Resolution
  /// Whether a bundle the table was read from has raw files of the table, in a language the
  /// table was built from, that were not read because they are not compiled and the app reads
  /// compiled tables only (``TableFiles/compiled``): the key may well be in them. Each such file
  /// is reported once, as an error naming it and the fixes, to the `BundleProvider`'s
  /// diagnostic handler.
  public var tableNotRead: Bool

  /// Creates a report.
  /// - Parameters:
  ///   - key: The lookup key.
  ///   - table: The table name.
  ///   - language: The requested language.
  ///   - resolution: How the runtime answered.
  ///   - tableNotRead: Whether raw files of the table were left unread (not compiled).
  public init(
    key: String, table: String, language: String, resolution: Resolution,
    tableNotRead: Bool = false
  ) {
    self.key = key
    self.table = table
    self.language = language
    self.resolution = resolution
    self.tableNotRead = tableNotRead
  }

  /// How much the report matters: ``Level/info`` for an in-code default, ``Level/warning`` for
  /// a fallback (and for an in-code default shown because the table was not read:
  /// ``tableNotRead``), ``Level/error`` for a key found nowhere.
  public var level: Level {
    switch resolution {
    case .defaultValue: return tableNotRead ? .warning : .info
    case .fellBack: return .warning
    case .unresolved: return .error
    }
  }

  /// A one-line summary such as `missing "login.title" in Login (ru): fell back to en`, or
  /// `"archiveAll" in Inbox (ru): no translation, showing its in-code default value`. When the
  /// table was not read (``tableNotRead``), the summary says so, for example `missing "title" in
  /// Login (ru): not found in the files read; table Login has files that were not read (not
  /// compiled; see the error reported for them)`.
  public var description: String {
    let summary: String
    switch resolution {
    case .fellBack(let fallback):
      summary = "missing \"\(key)\" in \(table) (\(language)): fell back to \(fallback)"
    case .defaultValue:
      summary =
        "\"\(key)\" in \(table) (\(language)): no translation, showing its in-code default value"
    case .unresolved:
      summary =
        "missing \"\(key)\" in \(table) (\(language)): not found in "
        + (tableNotRead ? "the files read" : "any language")
    }
    guard tableNotRead else { return summary }
    return summary
      + "; table \(table) has files that were not read (not compiled; see the error reported "
      + "for them)"
  }
}
