import Lexicon

/// `lexicon plural LANGUAGE NUMBER... [--ordinal]`: the CLDR plural category of each number.
///
/// Prints one line per number, `LANGUAGE<TAB>NUMBER<TAB>category`, with the language and numbers
/// echoed as written, because the category depends on the visible fraction digits:
///
/// ```
/// $ lexicon plural en 1 1.0 2
/// en	1	one
/// en	1.0	other
/// en	2	other
/// ```
///
/// Numbers are CLDR sample syntax: `-3`, `1.50`, `1c6` (compact exponent). Anything else is a
/// usage error naming the argument, and so is a language that is not a language tag
/// (``LanguageTag``). A language tag CLDR has no rules for gets the root rules (every number is
/// `other`), with a note on standard error.
struct PluralCommand: Command {
  static let name = "plural"
  static let abstract = "Print the CLDR plural category of numbers in a language."
  static let usage = "lexicon plural LANGUAGE NUMBER... [--ordinal]"
  static let flagNames: Set<String> = ["ordinal"]

  /// The language as given.
  let language: String
  /// The language parsed.
  let tag: LanguageTag
  /// Cardinal, or ordinal with `--ordinal`.
  let kind: PluralRuleKind
  /// Each number as written, with its operands.
  let numbers: [(text: String, operands: PluralOperands)]

  init(arguments: Arguments) throws(ToolError) {
    guard let language = arguments.positional.first else {
      throw .usage("missing LANGUAGE")
    }
    do {
      tag = try LanguageTag(parsing: language)
    } catch {
      throw .usage("'\(language)' is not a language tag: \(error)")
    }
    let texts = arguments.positional.dropFirst()
    guard !texts.isEmpty else { throw .usage("missing NUMBER") }
    var numbers: [(text: String, operands: PluralOperands)] = []
    for text in texts {
      guard let operands = PluralOperands(text) else {
        throw .usage("'\(text)' is not a number (expected digits, like 3, -1.50 or 1c6)")
      }
      numbers.append((text, operands))
    }
    self.language = language
    self.kind = arguments.flag("ordinal") ? .ordinal : .cardinal
    self.numbers = numbers
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    let rules = PluralRules(language: language, kind: kind)
    if rules.language == "und" && tag.language != "und" {
      let kindName = kind == .ordinal ? "ordinal plural" : "plural"
      console.printError(
        "note: no CLDR \(kindName) rules for \"\(language)\"; using the root rules "
          + "(every number is other)")
    }
    for number in numbers {
      console.print("\(language)\t\(number.text)\t\(rules.category(for: number.operands).rawValue)")
    }
    return .success
  }
}
