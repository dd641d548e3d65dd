extension LanguageTag: LosslessStringConvertible {
  /// Parses a BCP 47, POSIX or Apple locale identifier, or returns `nil`.
  ///
  /// ```swift
  /// LanguageTag("pt_BR")?.identifier  // "pt-BR"
  /// LanguageTag("Base")               // nil
  /// ```
  ///
  /// - Parameter description: A tag such as `pt-BR`, `zh_Hant_HK` or `English`.
  public init?(_ description: String) {
    guard let tag = try? LanguageTag(parsing: description) else { return nil }
    self = tag
  }

  /// The canonical identifier (same as ``identifier``).
  public var description: String { identifier }
}
