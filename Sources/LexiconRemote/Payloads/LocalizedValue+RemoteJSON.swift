import Lexicon
import LexiconReading

/// How a value is written in over-the-air payloads, in three forms:
///
/// - **Text**: a JSON string, `"Войти"`.
/// - **Compact plural**: an object of CLDR categories, `{"one": "%d file", "other": "%d files"}`
///   — the layout Firebase seeds use. It reads as a String Catalog's plural variation does: one
///   variable named `plural` counting the first numeric argument of the variants (`other`
///   first), written as its conversion (`%d` → `d`; `lld` when no variant has one).
/// - **Full plural**: any `PluralString` of a `.stringsdict` or `.xcstrings` file, with several
///   variables, each with its specifier, optional argument number and variants:
///   `{"format": "%#@files@ in %#@folders@", "variables": {"files": {"specifier": "d",
///   "variants": {…}}, "folders": {"argument": 2, "specifier": "d", "variants": {…}}}}`.
///
/// The writer picks the compact form exactly when reading it back gives the same value, so any
/// value round-trips unchanged: what the export tool reads from the app's files is what devices
/// get.
extension LocalizedValue {
  /// The name of the one variable of a compact plural.
  package static let compactPluralVariable = "plural"

  /// The plural a compact object stands for: `%#@plural@`, counting the first numeric argument
  /// of the variants (`other` first, then in category order), as a String Catalog's top-level
  /// plural variation reads.
  ///
  /// - Parameter variants: The text for each category.
  /// - Returns: The plural value.
  package static func compactPlural(_ variants: [PluralCategory: String]) -> PluralString {
    PluralString(
      format: "%#@\(compactPluralVariable)@",
      variables: [compactPluralVariable: PluralVariable(countingFirstNumberIn: variants)])
  }

  /// Reads a value in any of the three forms.
  ///
  /// - Parameters:
  ///   - node: The value.
  ///   - path: Its field path, for errors.
  ///   - reader: The document, for errors.
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` for anything
  ///   else: another JSON type, an unknown category (with a suggestion), an unknown field of a
  ///   full plural, a missing `format`, `variables`, `specifier` or `variants`.
  package init(remoteJSON node: JSONNode, path: String, reader: PayloadReader) throws(RemoteError) {
    if let text = node.string {
      self = .text(text)
      return
    }
    guard node.members != nil else {
      throw reader.failure(
        path, at: node.offset,
        "expected a string or a plural object, found \(node.foundDescription)")
    }
    if node.member("format") != nil {
      self = .plural(try Self.fullPlural(node, path, reader))
    } else {
      let variants = try Self.variants(node, path, reader)
      guard !variants.isEmpty else {
        throw reader.failure(
          path, at: node.offset,
          "a plural value needs at least one category (zero, one, two, few, many, other)")
      }
      self = .plural(Self.compactPlural(variants))
    }
  }

  private static func fullPlural(_ node: JSONNode, _ path: String, _ reader: PayloadReader)
    throws(RemoteError) -> PluralString
  {
    try knownFields(node, ["format", "variables"], path, reader)
    let format = try reader.string(
      try reader.required(node, "format", path), FieldPath.member(path, "format"))
    let variablesPath = FieldPath.member(path, "variables")
    var variables: [String: PluralVariable] = .init()
    for member in try reader.members(try reader.required(node, "variables", path), variablesPath) {
      let variablePath = FieldPath.member(variablesPath, member.key)
      let variable = member.value
      _ = try reader.members(variable, variablePath)
      try knownFields(variable, ["argument", "specifier", "variants"], variablePath, reader)
      var argument: Int?
      if let field = variable.member("argument") {
        argument = try reader.int(
          field.value, FieldPath.member(variablePath, "argument"), minimum: 1)
      }
      let specifier = try reader.string(
        try reader.required(variable, "specifier", variablePath),
        FieldPath.member(variablePath, "specifier"))
      let variants = try Self.variants(
        try reader.required(variable, "variants", variablePath),
        FieldPath.member(variablePath, "variants"), reader)
      variables[member.key] = PluralVariable(
        argumentNumber: argument, formatSpecifier: specifier, variants: variants)
    }
    return PluralString(format: format, variables: variables)
  }

  /// An object of plural categories and texts.
  private static func variants(_ node: JSONNode, _ path: String, _ reader: PayloadReader)
    throws(RemoteError) -> [PluralCategory: String]
  {
    var variants: [PluralCategory: String] = .init()
    for member in try reader.members(node, path) {
      let memberPath = FieldPath.member(path, member.key)
      guard let category = PluralCategory(rawValue: member.key) else {
        let names = PluralCategory.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: member.key, among: names).map { "; did you mean \($0)?" }
        throw reader.failure(
          memberPath, at: member.keyOffset,
          "\(QuotedText.quoted(member.key)) is not a plural category (zero, one, two, few, many, "
            + "other)\(hint ?? "")")
      }
      variants[category] = try reader.string(member.value, memberPath)
    }
    return variants
  }

  /// Rejects fields other than `allowed`: inside a value, a misspelt field would lose text.
  private static func knownFields(
    _ node: JSONNode, _ allowed: Set<String>, _ path: String, _ reader: PayloadReader
  ) throws(RemoteError) {
    for member in try reader.members(node, path) where !allowed.contains(member.key) {
      throw reader.failure(
        FieldPath.member(path, member.key), at: member.keyOffset,
        "unknown field \(QuotedText.quoted(member.key)); expected "
          + StableOrder.sorted(Array(allowed)).map { QuotedText.quoted($0) }.joined(separator: ", ")
      )
    }
  }
}
