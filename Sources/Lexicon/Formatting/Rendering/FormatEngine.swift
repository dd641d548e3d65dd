/// The renderer's working state: it prints a format while it scans it, and collects issues.
///
/// One engine renders one call. It walks the format with a ``FormatScanner`` (no intermediate
/// segments), appends literal text straight from the format, prints each specifier from its
/// argument, and recurses into plural variants. Anything that cannot be printed is appended as
/// written and recorded as a ``FormatIssue``.
///
/// The output holds at most the render's budget (``FormatOutput``): when a token passes it, the
/// text is cut there with a `…`, one ``FormatIssue/Kind/outputTooLong`` issue names the token,
/// and the engine stops scanning, so a hostile template costs no more time than its budget.
package struct FormatEngine {
  /// What `%arg` stands for inside a plural variant: the argument the variable counts, printed
  /// with the variable's format specifier.
  struct CountedArgument {
    /// The argument the variable counts.
    var argument: Int
    /// The variable's specifier, or `nil` when it is invalid (then `%arg` prints like `%@`).
    var specifier: FormatSpecifier?
  }

  /// A floating-point field as printed: the value's bits and the specifier's parts.
  struct FloatField: Equatable {
    var bits: UInt64
    var conversion: FormatConversion
    var flags: FormatFlags
    var width: Int?
    var precision: Int?
  }

  /// How deeply plural variants may refer to further variables.
  package static let maximumDepth = 8
  /// How many plural placeholders one render may expand, so that a hostile translation whose
  /// variants each name many further variables cannot make rendering take exponential time.
  package static let maximumExpansions = 1_000

  /// The output budget of a render whose texts are small: 64 KiB.
  static let minimumOutputBudget = 64 * 1_024
  /// How many bytes of output a render may make per byte of its texts.
  static let outputBudgetPerTemplateByte = 64
  /// The largest output budget: 4 MiB.
  static let maximumOutputBudget = 4 * 1_024 * 1_024

  /// The output budget for texts (the format and every variant) of `templateBytes` bytes.
  static func outputBudget(templateBytes: Int) -> Int {
    let scaled = templateBytes.multipliedReportingOverflow(by: outputBudgetPerTemplateByte)
    let budget = scaled.overflow ? maximumOutputBudget : scaled.partialValue
    return min(max(budget, minimumOutputBudget), maximumOutputBudget)
  }

  private let arguments: [any CVarArg]
  private let variables: [String: PluralVariable]
  private let language: String
  /// The symbols numbers are written with, or `nil` for C's `printf` output.
  private let numbers: NumberSymbols?
  private var rules: PluralRules?
  private var output: FormatOutput
  private var issues: [FormatIssue] = []
  private var highestArgument = 0
  private var expansions = 0
  private var reportedTruncation = false
  /// The last floating-point field printed and its text: a template that repeats one field
  /// (`%1$f` of a huge number, thousands of times) runs `vsnprintf` once.
  private var lastFloat: (field: FloatField, text: String)?
  /// Which of the first 64 arguments have been printed as text (their first printing raises the
  /// output's limit by its size: a long argument is the caller's, repeating it is the format's
  /// doing).
  private var printedArguments: UInt64 = 0

  /// Creates an engine for one call.
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - variables: The plural variables of the value.
  ///   - language: The language whose plural rules apply.
  ///   - budget: The output budget (``outputBudget(templateBytes:)`` of the value's texts).
  ///   - capacity: The output bytes to reserve.
  ///   - numbers: The symbols numbers are written with; `nil` prints them as C's `printf` does.
  init(
    arguments: [any CVarArg], variables: [String: PluralVariable], language: String,
    budget: Int, capacity: Int, numbers: NumberSymbols? = nil
  ) {
    self.arguments = arguments
    self.variables = variables
    self.language = language
    self.numbers = numbers
    self.output = FormatOutput(capacity: capacity, limit: budget)
  }

  /// The text and issues, plus an issue for arguments after the last one used (unless the text
  /// was cut, and the rest of the format not read).
  mutating func finish() -> FormattedText {
    if arguments.count > highestArgument, !output.isTruncated {
      issues.append(FormatIssue(kind: .extraArguments, argument: highestArgument + 1))
    }
    return FormattedText(text: output.text, issues: issues)
  }

  // MARK: - Formats

  /// Renders one format (a whole value's text, or a plural variant).
  /// - Parameters:
  ///   - text: The format.
  ///   - part: Which text of the value it is, for issue locations.
  ///   - firstArgument: The argument its first unnumbered specifier takes.
  ///   - counted: What `%arg` stands for, inside a plural variant.
  ///   - depth: How many plural variants enclose it.
  mutating func render(
    _ text: String, part: FormatLocation.Part, firstArgument: Int, counted: CountedArgument?,
    depth: Int
  ) {
    UTF8Text.withBytes(of: text) { bytes in
      var scanner = FormatScanner(
        bytes: bytes, firstArgument: firstArgument, allowsVariableArgument: counted != nil)
      while let token = scanner.next() {
        let tokenRange: Range<Int>
        switch token {
        case .literal(let range):
          tokenRange = range
          output.append(UnsafeBufferPointer(rebasing: bytes[range]))
        case .percent(let range):
          tokenRange = range
          output.append(byte: ASCII.percent)
        case .specifier(let specifier):
          tokenRange = specifier.range
          renderSpecifier(specifier, in: text, part: part)
        case .pluralVariable(let name, let argument, _, let range):
          tokenRange = range
          renderPlural(
            name: name, argument: argument, range: range, in: text, part: part, depth: depth)
        case .variableArgument(let range):
          tokenRange = range
          renderCounted(counted, range: range, in: text, part: part)
        case .invalid(let range, let incomplete):
          tokenRange = range
          fail(
            incomplete ? .incompleteSpecifier : .invalidSpecifier, argument: nil, range: range,
            in: text, part: part)
        }
        if output.isTruncated {
          // The innermost text reports the cut (once); enclosing variants stop reading too.
          if !reportedTruncation {
            reportedTruncation = true
            issues.append(
              issue(.outputTooLong, argument: nil, range: tokenRange, in: text, part: part))
          }
          return
        }
      }
      // Inside a plural variant, numbered specifiers reaching back into the call next to
      // unnumbered ones counting from the placeholder are the usual `.stringsdict` style.
      if counted == nil, let range = scanner.mixedStyleRange {
        issues.append(
          issue(.mixedArgumentStyles, argument: nil, range: range, in: text, part: part))
      }
    }
  }

  // MARK: - Specifiers

  private mutating func renderSpecifier(
    _ specifier: FormatSpecifier, in text: String, part: FormatLocation.Part
  ) {
    let index = specifier.argument
    // The common cases, `%@` with a String and `%d` with an Int, without flags or width.
    if specifier.isPlain && index >= 1 && index <= arguments.count {
      let argument = arguments[index &- 1]
      switch specifier.conversion {
      case .object:
        note(index)
        appendArgumentText(objectText(argument), of: index)
        return
      case .decimal, .integer:
        if specifier.length.bitWidth >= 32, let value = argument as? Int {
          note(index)
          if let numbers {
            LocalizedIntegerFormatter.appendPlain(value, symbols: numbers, to: &output)
          } else {
            output.appendDecimal(value)
          }
          return
        }
      default:
        break
      }
    }

    note(index)
    var flags = specifier.flags
    var width: Int?
    switch specifier.width {
    case .fixed(let value):
      width = value
    case .argument(let widthIndex):
      guard let value = dimension(widthIndex, of: specifier, in: text, part: part) else { return }
      if value < 0 { flags.insert(.leftAlign) }
      width = Swift.abs(value)
    case nil:
      break
    }
    var precision: Int?
    switch specifier.precision {
    case .fixed(let value):
      precision = value
    case .argument(let precisionIndex):
      guard let value = dimension(precisionIndex, of: specifier, in: text, part: part) else {
        return
      }
      precision = value < 0 ? nil : value
    case nil:
      break
    }

    guard index >= 1 && index <= arguments.count else {
      fail(.missingArgument, argument: index, range: specifier.range, in: text, part: part)
      return
    }
    let argument = arguments[index &- 1]
    let conversion = specifier.conversion
    let leftAlign = flags.contains(.leftAlign)

    switch conversion.argumentKind {
    case .object:
      appendArgumentText(objectText(argument), of: index)
    case .signedInteger, .unsignedInteger:
      guard let value = FormatArguments.integer(argument) else {
        return mismatch(specifier, argument, in: text, part: part)
      }
      if let numbers, conversion == .decimal || conversion == .integer || conversion == .unsigned {
        return LocalizedIntegerFormatter.append(
          value, conversion: conversion, length: specifier.length, flags: flags, width: width,
          precision: precision, symbols: numbers, to: &output)
      }
      IntegerFormatter.append(
        value, conversion: conversion, length: specifier.length, flags: flags, width: width,
        precision: precision, to: &output)
    case .floatingPoint:
      guard let value = FormatArguments.double(argument) else {
        return mismatch(specifier, argument, in: text, part: part)
      }
      if let numbers {
        return LocalizedFloatFormatter.append(
          value, conversion: conversion, flags: flags, width: width, precision: precision,
          symbols: numbers, to: &output)
      }
      let field = FloatField(
        bits: value.bitPattern, conversion: conversion, flags: flags, width: width,
        precision: precision)
      if let last = lastFloat, last.field == field {
        output.append(last.text)
      } else {
        let text = FloatFormatter.string(
          value, conversion: conversion, flags: flags, width: width, precision: precision)
        lastFloat = (field, text)
        output.append(text)
      }
    case .character:
      let wide = conversion == .wideCharacter
      guard let scalar = FormatArguments.scalar(argument, wide: wide) else {
        return mismatch(specifier, argument, in: text, part: part)
      }
      if wide {
        // Core Foundation prints `%C` without padding.
        output.append(scalar)
      } else {
        IntegerFormatter.appendPadded(
          String(Character(scalar)), width: width, leftAlign: leftAlign, to: &output)
      }
    case .cString:
      guard var string = FormatArguments.string(argument) else {
        return mismatch(specifier, argument, in: text, part: part)
      }
      if let precision, precision < string.count { string = String(string.prefix(precision)) }
      noteFirstPrint(of: index, bytes: string.utf8.count)
      IntegerFormatter.appendPadded(string, width: width, leftAlign: leftAlign, to: &output)
    case .pointer:
      guard let address = FormatArguments.address(argument) else {
        return mismatch(specifier, argument, in: text, part: part)
      }
      IntegerFormatter.appendPadded(
        "0x" + String(address, radix: 16), width: width, leftAlign: leftAlign, to: &output)
    }
  }

  /// The value of a `*` width or precision argument, clamped to the scanner's limit; `nil`
  /// (after printing the placeholder) when it is missing or not an integer.
  private mutating func dimension(
    _ index: Int, of specifier: FormatSpecifier, in text: String, part: FormatLocation.Part
  ) -> Int? {
    guard index >= 1 && index <= arguments.count else {
      fail(.missingArgument, argument: index, range: specifier.range, in: text, part: part)
      return nil
    }
    let argument = arguments[index &- 1]
    guard let value = FormatArguments.integer(argument) else {
      fail(
        .typeMismatch(expected: .signedInteger, actual: FormatArguments.typeName(argument)),
        argument: index, range: specifier.range, in: text, part: part)
      return nil
    }
    let magnitude = Int(min(value.magnitude, UInt64(FormatScanner.numberLimit)))
    return value.isNegative ? -magnitude : magnitude
  }

  private mutating func mismatch(
    _ specifier: FormatSpecifier, _ argument: any CVarArg, in text: String,
    part: FormatLocation.Part
  ) {
    fail(
      .typeMismatch(
        expected: specifier.conversion.argumentKind, actual: FormatArguments.typeName(argument)),
      argument: specifier.argument, range: specifier.range, in: text, part: part)
  }

  // MARK: - Plurals

  private mutating func renderPlural(
    name nameRange: Range<Int>, argument: Int, range: Range<Int>, in text: String,
    part: FormatLocation.Part, depth: Int
  ) {
    note(argument)
    let name = String(UTF8Text.slice(text, nameRange))
    guard let variable = variables[name] else {
      fail(.undefinedPluralVariable(name), argument: argument, range: range, in: text, part: part)
      return
    }
    expansions += 1
    guard depth < Self.maximumDepth && expansions <= Self.maximumExpansions else {
      fail(
        .pluralNestingTooDeep(variable: name), argument: argument, range: range, in: text,
        part: part)
      return
    }
    var countedIndex = argument
    if let number = variable.argumentNumber, number >= 1 { countedIndex = number }
    note(countedIndex)
    let specifier = variableSpecifier(variable.formatSpecifier, variable: name)

    // The category of the counted number. When the argument is missing or not a number, the
    // issue is recorded and the `other` variant is shown: its own specifiers then print
    // placeholders if they need the argument, and a variant that does not print the number
    // (some `.stringsdict` files count a dummy argument this way) still reads correctly.
    let category: PluralCategory
    if countedIndex > arguments.count {
      issues.append(
        issue(.missingArgument, argument: countedIndex, range: range, in: text, part: part))
      category = .other
    } else if let number = PluralNumber.of(
      arguments[countedIndex &- 1], specifier: specifier, localized: numbers != nil)
    {
      if number.isZero && variable.variants[.zero] != nil {
        category = .zero
      } else if let operands = number.operands {
        category = pluralRules().category(for: operands)
      } else {
        category = .other
      }
    } else {
      let expected = specifier?.conversion.argumentKind ?? .floatingPoint
      let actual = FormatArguments.typeName(arguments[countedIndex &- 1])
      issues.append(
        issue(
          .typeMismatch(expected: expected, actual: actual), argument: countedIndex, range: range,
          in: text, part: part))
      category = .other
    }
    let chosen: PluralCategory
    if variable.variants[category] != nil {
      chosen = category
    } else if variable.variants[.other] != nil {
      chosen = .other
    } else {
      fail(
        .missingPluralVariant(variable: name, category: category), argument: countedIndex,
        range: range, in: text, part: part)
      return
    }
    render(
      variable.variants[chosen] ?? "",
      part: .variant(variable: name, category: chosen),
      firstArgument: argument,
      counted: CountedArgument(argument: countedIndex, specifier: specifier),
      depth: depth + 1)
  }

  private mutating func renderCounted(
    _ counted: CountedArgument?, range: Range<Int>, in text: String, part: FormatLocation.Part
  ) {
    guard let counted else {
      fail(.invalidSpecifier, argument: nil, range: range, in: text, part: part)
      return
    }
    var specifier =
      counted.specifier ?? FormatSpecifier(argument: 0, conversion: .object, range: range)
    specifier.argument = counted.argument
    specifier.isPositional = true
    specifier.range = range
    renderSpecifier(specifier, in: text, part: part)
  }

  /// Parses a variable's `formatSpecifier` (`d`, `lld`, `.1f`, with or without `%`); `nil`,
  /// with an issue, when it is not exactly one plain specifier.
  private mutating func variableSpecifier(_ text: String, variable: String) -> FormatSpecifier? {
    if let specifier = Self.parseVariableSpecifier(text) { return specifier }
    issues.append(
      FormatIssue(
        kind: .invalidSpecifier, specifier: text,
        location: FormatLocation(part: .variableSpecifier(variable: variable), offset: 0)))
    return nil
  }

  /// Parses a variable's `formatSpecifier`: exactly one unnumbered specifier with no `*`.
  package static func parseVariableSpecifier(_ text: String) -> FormatSpecifier? {
    let format = text.hasPrefix("%") ? text : "%" + text
    return UTF8Text.withBytes(of: format) { bytes -> FormatSpecifier? in
      var scanner = FormatScanner(bytes: bytes, allowsVariableArgument: false)
      guard case .specifier(let specifier) = scanner.next(), case .none = scanner.next(),
        !specifier.isPositional, specifier.dimensionArguments.isEmpty
      else { return nil }
      return specifier
    }
  }

  private mutating func pluralRules() -> PluralRules {
    if let rules { return rules }
    let created = PluralRules(language: language)
    rules = created
    return created
  }

  /// The text `%@` prints: numbers in the language's conventions when numbers are localized.
  @inline(__always)
  private func objectText(_ argument: any CVarArg) -> String {
    if let text = argument as? String { return text }
    if let numbers, let number = NumberArgument(argument) { return number.text(symbols: numbers) }
    return FormatArguments.objectText(argument)
  }

  // MARK: - Output budget

  /// Appends the text of argument `index`; the first time, its bytes do not count against the
  /// output budget.
  private mutating func appendArgumentText(_ text: String, of index: Int) {
    noteFirstPrint(of: index, bytes: text.utf8.count)
    output.append(text)
  }

  /// Raises the output's limit by the size of argument `index`'s text, the first time it is
  /// printed.
  @inline(__always)
  private mutating func noteFirstPrint(of index: Int, bytes: Int) {
    guard index >= 1 && index <= 64 else { return }
    let bit: UInt64 = 1 << UInt64(index &- 1)
    guard printedArguments & bit == 0 else { return }
    printedArguments |= bit
    output.allow(bytes)
  }

  /// The size of a plural value's texts: its format and every variant of every variable.
  static func templateBytes(of plural: PluralString) -> Int {
    var total = plural.format.utf8.count
    for variable in plural.variables.values {
      for variant in variable.variants.values { total &+= variant.utf8.count }
    }
    return total
  }

  // MARK: - Issues

  @inline(__always)
  private mutating func note(_ argument: Int) {
    if argument > highestArgument { highestArgument = argument }
  }

  /// Prints the text at `range` as written and records an issue for it.
  ///
  /// Never inlined: a bad specifier is rare, and its callers are on the path of every render.
  @inline(never)
  private mutating func fail(
    _ kind: FormatIssue.Kind, argument: Int?, range: Range<Int>, in text: String,
    part: FormatLocation.Part
  ) {
    UTF8Text.withBytes(of: text) { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
    issues.append(issue(kind, argument: argument, range: range, in: text, part: part))
  }

  private func issue(
    _ kind: FormatIssue.Kind, argument: Int?, range: Range<Int>, in text: String,
    part: FormatLocation.Part
  ) -> FormatIssue {
    FormatIssue(
      kind: kind, argument: argument, specifier: String(UTF8Text.slice(text, range)),
      location: FormatLocation(part: part, offset: range.lowerBound))
  }
}
