/// Where a ``FormatIssue`` was found: which text of a value, and where in it.
///
/// Offsets count UTF-8 code units from the start of that text, so a tool can slice the text or
/// convert the offset to a column.
///
/// ```swift
/// // "Hello %k" → FormatLocation(part: .format, offset: 6)
/// ```
public struct FormatLocation: Sendable, Equatable, CustomStringConvertible {
  /// Which of the two values of a compatibility check a location is in.
  public enum Side: String, Sendable, Hashable {
    /// The source (development-language) value.
    case source
    /// The translated value.
    case translation
  }

  /// Which text of a ``LocalizedValue`` a location is in.
  public enum Part: Sendable, Equatable {
    /// The text of a `.text` value, or the format of a `.plural` value.
    case format
    /// One variant of a plural variable.
    case variant(variable: String, category: PluralCategory)
    /// The `formatSpecifier` of a plural variable.
    case variableSpecifier(variable: String)
  }

  /// The value the location is in, for findings of `FormatCompatibility` (LexiconValidation); `nil` otherwise.
  public var side: Side?
  /// The text the location is in.
  public var part: Part
  /// The offset in that text, in UTF-8 code units.
  public var offset: Int

  /// Creates a location.
  /// - Parameters:
  ///   - side: The value of a compatibility check the location is in, if any.
  ///   - part: The text the location is in.
  ///   - offset: The offset in that text, in UTF-8 code units.
  public init(side: Side? = nil, part: Part, offset: Int) {
    self.side = side
    self.part = part
    self.offset = offset
  }

  /// A readable form such as `translation, variant "one" of "files", offset 3`.
  public var description: String {
    var parts: [String] = []
    if let side { parts.append(side.rawValue) }
    switch part {
    case .format: parts.append("format")
    case .variant(let variable, let category):
      parts.append("variant \"\(category.rawValue)\" of \"\(variable)\"")
    case .variableSpecifier(let variable):
      parts.append("format specifier of \"\(variable)\"")
    }
    parts.append("offset \(offset)")
    return parts.joined(separator: ", ")
  }
}
