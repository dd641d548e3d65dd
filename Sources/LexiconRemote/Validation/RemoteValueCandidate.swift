import Lexicon

/// One remote value as a ``RemoteValueCheck`` sees it: where it goes, what it is, and the
/// development-language value whose arguments the app's code passes.
///
/// ```swift
/// let check = RemoteValueCheck("no-html") { candidate in
///   candidate.value.rawText.contains("<script") ? .failed(check: "no-html", message: "markup") : nil
/// }
/// ```
public struct RemoteValueCandidate: Sendable, Equatable {
  /// The language of the value.
  public var language: String
  /// The table of the value.
  public var table: String
  /// The key.
  public var key: String
  /// The remote value.
  public var value: LocalizedValue
  /// The development-language value of the same key, which the code's arguments are written for:
  /// the bundle's (through ``RemoteConfiguration/reference``), else the development-language
  /// content of the update (or the one the device holds) for a key only the remote content has;
  /// `nil` when neither has the key.
  public var reference: LocalizedValue?
  /// The development language.
  public var developmentLanguage: String
  /// The caps in force.
  public var limits: RemoteLimits

  /// Creates a candidate.
  ///
  /// - Parameters:
  ///   - language: The language.
  ///   - table: The table.
  ///   - key: The key.
  ///   - value: The remote value.
  ///   - reference: The development-language value, if any.
  ///   - developmentLanguage: The development language.
  ///   - limits: The caps in force.
  public init(
    language: String, table: String, key: String, value: LocalizedValue,
    reference: LocalizedValue?, developmentLanguage: String, limits: RemoteLimits = RemoteLimits()
  ) {
    self.language = language
    self.table = table
    self.key = key
    self.value = value
    self.reference = reference
    self.developmentLanguage = developmentLanguage
    self.limits = limits
  }

  /// The UTF-8 bytes of the value: its text, or a plural value's format, specifiers and variants.
  public var valueBytes: Int {
    Self.bytes(of: value)
  }

  /// The UTF-8 bytes of a value: its text, or a plural value's format, specifiers and variants.
  static func bytes(of value: LocalizedValue) -> Int {
    switch value {
    case .text(let text):
      return text.utf8.count
    case .plural(let plural):
      var bytes = plural.format.utf8.count
      for (name, variable) in plural.variables {
        bytes += name.utf8.count + variable.formatSpecifier.utf8.count
        for text in variable.variants.values { bytes += text.utf8.count }
      }
      return bytes
    }
  }
}
