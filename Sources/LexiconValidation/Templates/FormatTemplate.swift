import Lexicon

/// A parsed format string: its literal text, specifiers and plural placeholders, in order.
///
/// Parsing is a single pass over the UTF-8 bytes, linear in the length of the text. It never
/// fails: anything that is not a valid specifier stays literal text and is reported in
/// ``issues``. The renderer does not need a template (it parses as it prints); templates are for
/// tools that inspect formats, such as ``FormatCompatibility``, `lexicon lint` and the key
/// generator, so they live here rather than in the runtime an app links.
///
/// ```swift
/// let template = FormatTemplate("%1$@ has %2$d new %k")
/// template.specifiers.map(\.conversion)  // [.object, .decimal]
/// template.issues.first?.message  // "invalid format specifier %k"
/// ```
public struct FormatTemplate: Sendable, Equatable {
  /// The text that was parsed.
  public let text: String
  /// The pieces of the text, in order. Adjacent literal text is merged.
  public let segments: [FormatSegment]
  /// The problems found: invalid or incomplete specifiers, and (outside plural variants, where
  /// it is the usual style) a mix of numbered and unnumbered arguments.
  public let issues: [FormatIssue]

  /// Parses a format.
  ///
  /// - Parameters:
  ///   - text: The format.
  ///   - firstArgument: The argument the first unnumbered specifier takes: `1` for a whole
  ///     format, the placeholder's argument for a plural variant.
  ///   - isPluralVariant: Whether `text` is a plural variant, where `%arg` stands for the counted
  ///     number (``FormatSegment/variableArgument(_:)``) instead of a `%a` conversion.
  public init(_ text: String, firstArgument: Int = 1, isPluralVariant: Bool = false) {
    self.init(text, firstArgument: firstArgument, isPluralVariant: isPluralVariant, part: .format)
  }

  /// Parses a format, locating issues in `part`.
  package init(
    _ text: String, firstArgument: Int, isPluralVariant: Bool, part: FormatLocation.Part
  ) {
    self.text = text
    var segments: [FormatSegment] = []
    var issues: [FormatIssue] = []
    var literal = ""
    func issue(_ kind: FormatIssue.Kind, _ range: Range<Int>) -> FormatIssue {
      FormatIssue(
        kind: kind, specifier: String(UTF8Text.slice(text, range)),
        location: FormatLocation(part: part, offset: range.lowerBound))
    }
    func flushLiteral() {
      guard !literal.isEmpty else { return }
      segments.append(.literal(literal))
      literal = ""
    }
    UTF8Text.withBytes(of: text) { bytes in
      var scanner = FormatScanner(
        bytes: bytes, firstArgument: firstArgument, allowsVariableArgument: isPluralVariant)
      while let token = scanner.next() {
        switch token {
        case .literal(let range):
          literal += UTF8Text.slice(text, range)
        case .percent:
          literal += "%"
        case .invalid(let range, let incomplete):
          literal += UTF8Text.slice(text, range)
          issues.append(issue(incomplete ? .incompleteSpecifier : .invalidSpecifier, range))
        case .specifier(let specifier):
          flushLiteral()
          segments.append(.specifier(specifier))
        case .pluralVariable(let name, let argument, let isPositional, let range):
          flushLiteral()
          segments.append(
            .pluralVariable(
              FormatPluralPlaceholder(
                name: String(UTF8Text.slice(text, name)), argument: argument,
                isPositional: isPositional, range: range)))
        case .variableArgument(let range):
          flushLiteral()
          segments.append(.variableArgument(range))
        }
      }
      flushLiteral()
      if !isPluralVariant, let range = scanner.mixedStyleRange {
        issues.append(issue(.mixedArgumentStyles, range))
      }
    }
    self.segments = segments
    self.issues = issues
  }

  /// The specifiers, in order.
  public var specifiers: [FormatSpecifier] {
    segments.compactMap {
      if case .specifier(let specifier) = $0 { return specifier }
      return nil
    }
  }

  /// The plural placeholders, in order.
  public var pluralPlaceholders: [FormatPluralPlaceholder] {
    segments.compactMap {
      if case .pluralVariable(let placeholder) = $0 { return placeholder }
      return nil
    }
  }

  /// The highest argument any specifier (including a `*` width or precision) or placeholder
  /// uses; `0` when there is none.
  public var highestArgument: Int {
    var highest = 0
    for segment in segments {
      switch segment {
      case .specifier(let specifier):
        highest = max(highest, specifier.argument, specifier.dimensionArguments.max() ?? 0)
      case .pluralVariable(let placeholder):
        highest = max(highest, placeholder.argument)
      case .literal, .variableArgument:
        break
      }
    }
    return highest
  }

  /// The text written at `range` (a specifier's or placeholder's range), such as `%2$d`.
  public func text(at range: Range<Int>) -> String {
    let count = text.utf8.count
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    return String(UTF8Text.slice(text, lower..<upper))
  }
}
