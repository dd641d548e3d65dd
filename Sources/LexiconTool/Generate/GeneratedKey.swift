import Foundation
import Lexicon
import LexiconValidation

/// One key of a generated enum: its case or function name, its key, what it says in the
/// development language, the note for translators, and the parameters its value takes.
///
/// A key whose development-language value has no specifier (or only `%` signs that read as
/// text, as in `40% off`) is a case. A key with arguments is a function taking them, typed by
/// their specifiers and named from the translator comment (`Arguments: name, count`) or from a
/// plural variable (`%#@files@` → `files:`), else unlabelled.
struct GeneratedKey: Sendable, Hashable {
  /// The case or function name (escaped when it is a keyword).
  var name: String
  /// The key, as the raw value.
  var key: String
  /// The development-language text, for the doc comment.
  var text: String
  /// The note for translators, if any.
  var comment: String?
  /// The parameters; empty for a plain key.
  var parameters: [KeyParameter]

  /// Whether the key takes arguments (it is generated as a function).
  var takesArguments: Bool { !parameters.isEmpty }

  /// Describes a key.
  /// - Parameters:
  ///   - key: The key.
  ///   - name: Its case or function name.
  ///   - value: Its development-language value.
  ///   - comment: The note for translators.
  init(key: String, name: String, value: LocalizedValue, comment: String?) {
    self.key = key
    self.name = name
    self.comment = comment
    self.text = Self.text(of: value)
    self.parameters = Self.parameters(of: value, hints: Self.argumentNames(in: comment))
  }

  /// The text a doc comment shows: the value in quotes, or a plural's format and each form of
  /// its variables.
  private static func text(of value: LocalizedValue) -> String {
    switch value {
    case .text(let text):
      return "\"\(text)\""
    case .plural(let plural):
      var lines = ["\"\(plural.format)\", in which:"]
      for name in plural.variables.keys.sorted() {
        guard let variable = plural.variables[name] else { continue }
        lines.append("- \(name):")
        for category in PluralCategory.allCases {
          guard let variant = variable.variants[category] else { continue }
          lines.append("  - \(category.rawValue): \"\(variant)\"")
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The argument names a translator comment gives, in argument order: the comma-separated
  /// identifiers after `Arguments:` (or `Parameters:`), up to the end of the line or a `.`.
  static func argumentNames(in comment: String?) -> [String] {
    guard let comment else { return [] }
    for marker in ["Arguments:", "Parameters:"] {
      guard let range = comment.range(of: marker, options: .caseInsensitive) else { continue }
      let list = comment[range.upperBound...].prefix { $0 != "\n" && $0 != "." && $0 != ";" }
      return list.split(separator: ",").map {
        SwiftName.member(from: $0.trimmingCharacters(in: .whitespaces))
      }
    }
    return []
  }

  /// The parameters of a value: one per argument its specifiers read, in order.
  private static func parameters(of value: LocalizedValue, hints: [String]) -> [KeyParameter] {
    let signature = FormatSignature(value, side: .source)
    let uses = signature.uses.filter { !$0.looksLikeText }
    guard !uses.isEmpty || !signature.variableNames.isEmpty else { return [] }
    let highest = uses.map(\.argument).max() ?? 0
    var parameters: [KeyParameter] = []
    var names: Set<String> = []
    for argument in 1...max(highest, 1) {
      let reads = uses.filter { $0.argument == argument }
      // An argument read as two kinds (a source's own mistake) takes what its first use reads;
      // one no specifier reads (`%2$@` alone) is printed by none and takes any description.
      let kind = reads.first?.kind ?? .object
      var label: String?
      var name = "argument\(argument)"
      if argument <= hints.count {
        label = hints[argument - 1]
        name = hints[argument - 1]
      } else if let variable = reads.lazy.compactMap(Self.variableName).first {
        let counted = variable == "plural" ? "count" : SwiftName.member(from: variable)
        label = counted
        name = counted
      }
      while names.contains(name) {
        name += "\(argument)"
        label = label.map { _ in name }
      }
      names.insert(name)
      parameters.append(
        KeyParameter(
          label: label, name: name, kind: kind, specifier: reads.first?.specifier ?? "(none)"))
    }
    return parameters
  }

  /// The plural variable whose number a use reads, if it is one.
  private static func variableName(_ use: FormatSignature.Use) -> String? {
    if case .variableSpecifier(let variable) = use.location.part { return variable }
    return nil
  }
}
