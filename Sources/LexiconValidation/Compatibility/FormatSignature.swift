import Lexicon

/// Every argument a `LocalizedValue` reads, with the kind it reads it as and where — across
/// the format, every plural variant and every variable's specifier — plus the problems found in
/// the value itself. ``FormatCompatibility`` compares two signatures.
package struct FormatSignature {
  /// One place that reads an argument.
  package struct Use {
    /// The one-based argument.
    package var argument: Int
    /// The kind the place reads it as.
    package var kind: FormatArgumentKind
    /// The size of the C type read, in bits (integers: 8, 16, 32 or 64; floating point: 64, or
    /// 128 for `L`).
    package var bits: Int
    /// The specifier as written (`%arg` for String Catalog's counted argument).
    package var specifier: String
    /// Where it is written.
    package var location: FormatLocation

    /// Whether it is `%`, a space and a letter, as in `40% off`: a specifier with the space
    /// flag to the scanner, and a percent sign to the reader of a text without arguments.
    package var looksLikeText: Bool {
      let bytes = Array(specifier.utf8)
      return bytes.count == 3 && bytes[0] == ASCII.percent && bytes[1] == ASCII.space
        && ((0x41...0x5A).contains(bytes[2]) || (0x61...0x7A).contains(bytes[2]))
    }
  }

  /// The most uses collected from one value. Real values have a few dozen; more means variants
  /// that name variables many times over, and the rest is not checked.
  static let maximumUses = 10_000
  /// The most text read from one value, over all the times its variants are read: 4 MiB.
  static let maximumTextBytes = 4 * 1_024 * 1_024

  /// The uses, in the order they are written (variants in CLDR category order).
  package private(set) var uses: [Use] = []
  /// The problems found in the value itself.
  private(set) var issues: [FormatIssue] = []
  /// The plural variables the value's placeholders name, in the order first met.
  package private(set) var variableNames: [String] = []

  private let side: FormatLocation.Side
  private let variables: [String: PluralVariable]
  private var knownNames: Set<String> = []
  /// How many variant texts have been read; capped like the renderer's expansions.
  private var variantsRead = 0
  /// The variables read so far, each once per first and counted argument (`JoinedKey` of the
  /// two arguments and the name): reading one again the same way would only repeat the same uses
  /// at the same locations.
  private var expansions: Set<String> = []
  /// How many bytes of text have been read.
  private var textBytesRead = 0
  /// Whether a limit stopped collecting.
  private var isTruncated = false

  /// Collects the signature of `value`.
  /// - Parameters:
  ///   - value: The value.
  ///   - side: Which value of a comparison it is, for locations.
  package init(_ value: LocalizedValue, side: FormatLocation.Side) {
    self.side = side
    switch value {
    case .text(let text):
      variables = .init()
      collect(text, part: .format, firstArgument: 1, counted: nil, enclosing: [])
    case .plural(let plural):
      variables = plural.variables
      collect(plural.format, part: .format, firstArgument: 1, counted: nil, enclosing: [])
    }
    addConflicts()
  }

  /// The uses grouped by argument, in ascending argument order.
  var usesByArgument: [(argument: Int, uses: [Use])] {
    Dictionary(grouping: uses, by: \.argument)
      .sorted { $0.key < $1.key }
      .map { (argument: $0.key, uses: $0.value) }
  }

  // MARK: - Collecting

  private mutating func collect(
    _ text: String, part: FormatLocation.Part, firstArgument: Int, counted: Use?,
    enclosing: [String]
  ) {
    guard !isTruncated else { return }
    textBytesRead &+= text.utf8.count
    guard textBytesRead <= Self.maximumTextBytes else {
      truncate(at: FormatLocation(side: side, part: part, offset: 0))
      return
    }
    let template = FormatTemplate(
      text, firstArgument: firstArgument, isPluralVariant: counted != nil, part: part)
    for var issue in template.issues {
      issue.location?.side = side
      issues.append(issue)
    }
    for segment in template.segments {
      switch segment {
      case .literal:
        break
      case .specifier(let specifier):
        let written = template.text(at: specifier.range)
        let location = FormatLocation(side: side, part: part, offset: specifier.range.lowerBound)
        for index in specifier.dimensionArguments {
          add(
            Use(
              argument: index, kind: .signedInteger, bits: 32, specifier: written,
              location: location))
        }
        add(
          Use(
            argument: specifier.argument, kind: specifier.conversion.argumentKind,
            bits: Self.bits(of: specifier), specifier: written, location: location))
      case .variableArgument(let range):
        guard var use = counted else { continue }
        use.specifier = template.text(at: range)
        use.location = FormatLocation(side: side, part: part, offset: range.lowerBound)
        add(use)
      case .pluralVariable(let placeholder):
        collect(placeholder, in: template, part: part, enclosing: enclosing)
      }
      if isTruncated { return }
    }
  }

  /// Records a use, or stops collecting at the limit.
  private mutating func add(_ use: Use) {
    guard !isTruncated else { return }
    guard uses.count < Self.maximumUses else {
      truncate(at: use.location)
      return
    }
    uses.append(use)
  }

  /// Stops collecting, with an issue at `location`.
  private mutating func truncate(at location: FormatLocation) {
    guard !isTruncated else { return }
    isTruncated = true
    issues.append(FormatIssue(kind: .tooComplexToCheck, location: location))
  }

  private mutating func collect(
    _ placeholder: FormatPluralPlaceholder, in template: FormatTemplate,
    part: FormatLocation.Part, enclosing: [String]
  ) {
    let name = placeholder.name
    let written = template.text(at: placeholder.range)
    let location = FormatLocation(side: side, part: part, offset: placeholder.range.lowerBound)
    if knownNames.insert(name).inserted { variableNames.append(name) }
    guard let variable = variables[name] else {
      issues.append(
        FormatIssue(
          kind: .undefinedPluralVariable(name), argument: placeholder.argument,
          specifier: written, location: location))
      return
    }
    guard enclosing.count < FormatEngine.maximumDepth, !enclosing.contains(name),
      variantsRead < FormatEngine.maximumExpansions * 6
    else {
      issues.append(
        FormatIssue(
          kind: .pluralNestingTooDeep(variable: name), argument: placeholder.argument,
          specifier: written, location: location))
      return
    }
    var countedIndex = placeholder.argument
    if let number = variable.argumentNumber, number >= 1 { countedIndex = number }
    // Read each variable once per first and counted argument: again would add the same uses.
    guard
      expansions.insert(
        JoinedKey.make(String(placeholder.argument), String(countedIndex), name)
      ).inserted
    else { return }
    var counted: Use?
    let specifierLocation = FormatLocation(
      side: side, part: .variableSpecifier(variable: name), offset: 0)
    if let specifier = FormatEngine.parseVariableSpecifier(variable.formatSpecifier) {
      let use = Use(
        argument: countedIndex, kind: specifier.conversion.argumentKind,
        bits: Self.bits(of: specifier), specifier: Self.written(variable.formatSpecifier),
        location: specifierLocation)
      add(use)
      counted = use
    } else {
      issues.append(
        FormatIssue(
          kind: .invalidSpecifier, argument: countedIndex, specifier: variable.formatSpecifier,
          location: specifierLocation))
      counted = Use(
        argument: countedIndex, kind: .object, bits: 64, specifier: "%arg",
        location: specifierLocation)
    }
    if variable.variants[.other] == nil {
      issues.append(
        FormatIssue(
          kind: .missingOtherVariant(variable: name), argument: countedIndex, specifier: written,
          location: location))
    }
    for category in PluralCategory.allCases {
      guard let variant = variable.variants[category] else { continue }
      variantsRead += 1
      collect(
        variant, part: .variant(variable: name, category: category),
        firstArgument: placeholder.argument, counted: counted, enclosing: enclosing + [name])
    }
  }

  /// Records an issue for each argument that the value itself reads as two different kinds.
  private mutating func addConflicts() {
    for (argument, uses) in usesByArgument {
      guard let first = uses.first else { continue }
      var reported = first.kind.bit
      for use in uses.dropFirst() where reported & use.kind.bit == 0 {
        reported |= use.kind.bit
        issues.append(
          FormatIssue(
            kind: .conflictingArgumentKinds(first.kind, use.kind, otherSpecifier: first.specifier),
            argument: argument, specifier: use.specifier, location: use.location))
      }
    }
  }

  /// Forgets the uses that look like text (`% o` in `40% off`) and the issues of `%` signs
  /// that are not specifiers, for a value compared with a source that has no specifier.
  mutating func treatPercentSignsAsText() {
    let text = uses.filter(\.looksLikeText).map(\.location)
    uses.removeAll(where: \.looksLikeText)
    issues.removeAll { issue in
      switch issue.kind {
      case .invalidSpecifier, .incompleteSpecifier, .mixedArgumentStyles:
        // A variable's `formatSpecifier` is a specifier whatever the source.
        guard case .variableSpecifier = issue.location?.part else { return true }
        return false
      case .conflictingArgumentKinds:
        return issue.location.map(text.contains) ?? false
      default:
        return false
      }
    }
  }

  // MARK: - Helpers

  private static func bits(of specifier: FormatSpecifier) -> Int {
    switch specifier.conversion.argumentKind {
    case .signedInteger, .unsignedInteger:
      return specifier.length.bitWidth
    case .floatingPoint:
      return specifier.length == .longDouble ? 128 : 64
    case .character:
      return specifier.conversion == .wideCharacter ? 16 : 8
    case .object, .cString, .pointer:
      return 64
    }
  }

  private static func written(_ formatSpecifier: String) -> String {
    formatSpecifier.hasPrefix("%") ? formatSpecifier : "%" + formatSpecifier
  }
}
