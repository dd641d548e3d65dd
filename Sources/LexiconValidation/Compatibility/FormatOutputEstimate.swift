import Lexicon

/// The most a value can print in one render for arguments of a reasonable size, and how many
/// specifiers that render reads — worked out from the value's texts, without rendering.
///
/// It follows the renderer's rules: literal text as written, each specifier at the larger of
/// its width and its natural size, each plural placeholder as the largest of its variable's
/// variants (nested variables included, down to the renderer's depth limit; a placeholder the
/// renderer cannot expand counts as written). Natural sizes assume reasonable arguments:
/// ``reasonableArgumentBytes`` for an object or C string (`%@`, `%s`; a `%s` precision cuts it),
/// the widest 64-bit integer (22 digits) or the precision if larger, 24 characters plus the
/// precision (6 by default) for a floating-point number, 4 bytes for a character and 18 for a
/// pointer. A `*` width or precision counts as the largest the renderer accepts (9,999). Sums
/// saturate at `Int.max`. Each variable is measured once per nesting depth, so the estimate is
/// linear in the size of the value's texts, however its variants name one another.
///
/// It over-estimates rather than under-estimates (every variant at its longest at once), which
/// is what a validation wants: ``FormatCompatibility/checkOutputSize(_:against:)`` compares it
/// with the render budget and with the source's count to reject a hostile translation before it
/// is stored.
///
/// ```swift
/// let estimate = FormatOutputEstimate(.text("Hello %@, you have %d messages"))
/// estimate.worstCaseBytes  // 370: 26 bytes of text, 256 for %@, 88 for %d (22 digits × 4 bytes)
/// estimate.specifiers  // 2
///
/// let hostile = FormatOutputEstimate(.text(String(repeating: "%1$@", count: 16_384)))
/// hostile.worstCaseBytes  // 4194304 (16,384 × 256)
/// hostile.specifiers  // 16384
/// ```
public struct FormatOutputEstimate: Sendable, Equatable {
  /// The size assumed for an object or C-string argument: 256 bytes.
  public static let reasonableArgumentBytes = 256

  /// The most bytes of UTF-8 one render can print, every plural variable at its longest variant.
  public var worstCaseBytes: Int
  /// The most specifiers, plural placeholders and `%arg`s one render reads, each repetition
  /// counted, along the variants that read the most.
  public var specifiers: Int

  /// Estimates a value.
  /// - Parameters:
  ///   - value: The value: text, or a plural format with its variables.
  ///   - argumentBytes: The size assumed for each object or C-string argument.
  public init(_ value: LocalizedValue, argumentBytes: Int = Self.reasonableArgumentBytes) {
    var walker = Walker(argumentBytes: max(argumentBytes, 0))
    let cost: Cost
    switch value {
    case .text(let text):
      cost = walker.measure(text, counted: nil, depth: 0)
    case .plural(let plural):
      walker.variables = plural.variables
      cost = walker.measure(plural.format, counted: nil, depth: 0)
    }
    worstCaseBytes = cost.bytes
    specifiers = cost.specifiers
  }

  /// Bytes printed and specifiers read, added with saturation.
  private struct Cost {
    var bytes = 0
    var specifiers = 0

    mutating func add(bytes: Int, specifiers: Int = 0) {
      let (sum, overflow) = self.bytes.addingReportingOverflow(bytes)
      self.bytes = overflow ? .max : sum
      let (count, countOverflow) = self.specifiers.addingReportingOverflow(specifiers)
      self.specifiers = countOverflow ? .max : count
    }
  }

  /// Walks a value's texts, measuring each variable once per depth.
  private struct Walker {
    struct Key: Hashable {
      var name: String
      var depth: Int
    }

    let argumentBytes: Int
    var variables: [String: PluralVariable] = .init()
    var measured: [Key: Cost] = .init()

    init(argumentBytes: Int) {
      self.argumentBytes = argumentBytes
    }

    /// The cost of one text; `counted` is what `%arg` prints inside a variant.
    mutating func measure(_ text: String, counted: FormatSpecifier?, depth: Int) -> Cost {
      UTF8Text.withBytes(of: text) { bytes in
        var scanner = FormatScanner(bytes: bytes, allowsVariableArgument: depth > 0)
        var total = Cost()
        while let token = scanner.next() {
          switch token {
          case .literal(let range), .invalid(let range, _):
            total.add(bytes: range.count)
          case .percent:
            total.add(bytes: 1)
          case .specifier(let specifier):
            total.add(bytes: fieldBytes(specifier), specifiers: 1)
          case .variableArgument:
            total.add(bytes: counted.map(fieldBytes) ?? argumentBytes, specifiers: 1)
          case .pluralVariable(let name, _, _, let range):
            let cost = plural(
              String(UTF8Text.slice(text, name)), written: range.count, depth: depth)
            total.add(bytes: cost.bytes, specifiers: cost.specifiers)
          }
        }
        return total
      }
    }

    /// The cost of a placeholder: its variable's longest variant, or the placeholder as written
    /// where the renderer prints it so (an undefined variable, or the depth limit).
    mutating func plural(_ name: String, written: Int, depth: Int) -> Cost {
      guard depth < FormatEngine.maximumDepth, let variable = variables[name],
        !variable.variants.isEmpty
      else { return Cost(bytes: written, specifiers: 1) }
      let key = Key(name: name, depth: depth)
      if let cost = measured[key] { return cost }
      let counted = FormatEngine.parseVariableSpecifier(variable.formatSpecifier)
      var worst = Cost()
      for variant in variable.variants.values {
        let cost = measure(variant, counted: counted, depth: depth + 1)
        worst.bytes = max(worst.bytes, cost.bytes)
        worst.specifiers = max(worst.specifiers, cost.specifiers)
      }
      worst.add(bytes: 0, specifiers: 1)
      measured[key] = worst
      return worst
    }

    /// The widest a specifier prints for a reasonable argument, in bytes.
    ///
    /// A width counts characters, so padding adds a byte per character the content lacks (8 for
    /// a number's zero padding: the language's zero digit and a group separator, up to 4 bytes
    /// each), and content may take up to 4 bytes a character: a `%99c` of `é` prints 98 spaces
    /// and 2 bytes.
    /// Numbers count with the widest digits and signs any language writes them with (localized
    /// numbers use digits, separators and bidi marks of up to 4 bytes each).
    func fieldBytes(_ specifier: FormatSpecifier) -> Int {
      let width = specifier.width.map { $0.fixedValue ?? FormatScanner.numberLimit } ?? 0
      let precision = specifier.precision.map { $0.fixedValue ?? FormatScanner.numberLimit }
      let natural: Int
      switch specifier.conversion.argumentKind {
      case .object: natural = argumentBytes
      case .cString: natural = precision.map { min(4 * $0, argumentBytes) } ?? argumentBytes
      case .signedInteger, .unsignedInteger: natural = 4 * max(precision ?? 0, 22)
      case .floatingPoint: natural = 4 * (24 + (precision ?? 6))
      case .character: natural = 4
      case .pointer: natural = 18
      }
      let fewestCharacters = natural / 4 + (natural % 4 == 0 ? 0 : 1)
      let padding = max(0, width - fewestCharacters)
      // Zero padding writes the language's zero digit (up to 4 bytes: `٠` is 2, `०` is 3) and,
      // in localized numbers, group separators between the zeros (at most one a digit).
      let isNumber = [.signedInteger, .unsignedInteger, .floatingPoint].contains(
        specifier.conversion.argumentKind)
      let paddingBytes =
        isNumber && specifier.flags.contains(.zeroPad)
        ? (padding > Int.max / 8 ? Int.max : 8 * padding) : padding
      return natural > Int.max - paddingBytes ? Int.max : natural + paddingBytes
    }
  }
}
