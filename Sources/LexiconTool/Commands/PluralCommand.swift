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
/// Numbers are CLDR sample syntax: `-3`, `1.50`, `1c6` (compact exponent), with a dot for the
/// decimal separator. A value that is not a number is reported on standard error — `1,5` with a
/// hint to write `1.5` — and the valid numbers are still printed; the status is then 1. So is a
/// language that is not a language tag (``LanguageTag``). A language tag CLDR has no rules for
/// gets the root rules (every number is `other`), with a note on standard error. A missing
/// language or number, or an unknown option, is a usage error (status 64).
struct PluralCommand: Command {
  static let name = "plural"
  static let abstract = "Print the CLDR plural category of numbers in a language."
  static let usage = "lexicon plural LANGUAGE NUMBER... [--ordinal]"
  static let flagNames: Set<String> = ["ordinal"]

  /// The language as given.
  let language: String
  /// Cardinal, or ordinal with `--ordinal`.
  let kind: PluralRuleKind
  /// Each number as written.
  let numbers: [String]

  init(arguments: Arguments) throws(ToolError) {
    guard let language = arguments.positional.first else {
      throw .usage("missing LANGUAGE")
    }
    let numbers = Array(arguments.positional.dropFirst())
    guard !numbers.isEmpty else { throw .usage("missing NUMBER") }
    self.language = language
    self.kind = arguments.flag("ordinal") ? .ordinal : .cardinal
    self.numbers = numbers
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    let tag: LanguageTag
    do {
      tag = try LanguageTag(parsing: language)
    } catch {
      throw ToolError("'\(language)' is not a language tag: \(error)", exitCode: .findings)
    }
    let rules = PluralRules(language: language, kind: kind)
    if rules.language == "und" && tag.language != "und" {
      let kindName = kind == .ordinal ? "ordinal plural" : "plural"
      console.printError(
        "note: no CLDR \(kindName) rules for \"\(language)\"; using the root rules "
          + "(every number is other)")
    }
    var status = ExitCode.success
    for number in numbers {
      guard let operands = PluralOperands(number) else {
        console.printError("error: \(Self.problem(with: number))")
        status = .findings
        continue
      }
      console.print("\(language)\t\(number)\t\(rules.category(for: operands).rawValue)")
    }
    return status
  }

  /// Why `text` is not a number, with the fix when it is a number written with a decimal comma.
  static func problem(with text: String) -> String {
    let withDot = String(text.map { $0 == "," ? "." : $0 })
    if text.filter({ $0 == "," }).count == 1, PluralOperands(withDot) != nil {
      return "'\(text)' is not a number: use a dot for the decimal separator, as in \(withDot)"
    }
    return "'\(text)' is not a number (expected digits, like 3, -1.50 or 1c6)"
  }
}
