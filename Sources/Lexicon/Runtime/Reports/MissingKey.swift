/// A key that did not resolve in the language asked for, as reported to a ``MissingKeyHandler``.
///
/// Each distinct miss — key, table and language — is reported once per ``Localization``.
public struct MissingKey: Sendable, Hashable, CustomStringConvertible {
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

  /// Creates a report.
  /// - Parameters:
  ///   - key: The lookup key.
  ///   - table: The table name.
  ///   - language: The requested language.
  ///   - resolution: How the runtime answered.
  public init(key: String, table: String, language: String, resolution: Resolution) {
    self.key = key
    self.table = table
    self.language = language
    self.resolution = resolution
  }

  /// A one-line summary such as `missing "login.title" in Login (ru): fell back to en`.
  public var description: String {
    let outcome: String
    switch resolution {
    case .fellBack(let language): outcome = "fell back to \(language)"
    case .defaultValue: outcome = "used the in-code default value"
    case .unresolved: outcome = "not found in any language"
    }
    return "missing \"\(key)\" in \(table) (\(language)): \(outcome)"
  }
}
