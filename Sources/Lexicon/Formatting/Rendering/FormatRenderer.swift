/// Renders localized formats with Swift arguments, safely and fast.
///
/// `FormatRenderer` is what the runtime calls when a key is used with arguments. It prints
/// Apple's printf dialect — `%@ %d %ld %lld %u %x %f %.2f %e %g %a %c %s %p`, flags, widths,
/// precisions, `*`, positional `%2$@`, `%%` — and resolves `%#@variable@` plural placeholders
/// with the CLDR rules of the given language.
///
/// Unlike `String(format:)`, it never crashes or reads garbage when a translation's specifiers
/// do not match the arguments. A specifier it cannot print — a missing argument, a `String` for
/// `%d`, an invalid `%k` — stays in the text **as written** (the visible placeholder is the
/// specifier itself, such as `%d` or `%2$@`), and a ``FormatIssue`` says what was wrong.
///
/// ```swift
/// let greeting = FormatRenderer.render(
///   "Hello %@, you have %d new messages", arguments: ["Ann", 3], language: "en")
/// greeting.text  // "Hello Ann, you have 3 new messages"
///
/// let broken = FormatRenderer.render("%d new messages", arguments: ["Ann"], language: "en")
/// broken.text  // "%d new messages"
/// broken.issues  // [typeMismatch: %d expects a signed integer for argument 1 but got String]
/// ```
///
/// ## Arguments
///
/// - `%@` prints any value: strings as they are, `nil` as `(null)`, others by
///   `String(describing:)` (so `Double` prints as Swift does, `1.5`; it is not padded, as in
///   Core Foundation).
/// - Integer conversions accept every Swift integer type, `Bool` and integer `NSNumber`s. The
///   argument is printed as given: `%d` of `Int.max` is `9223372036854775807` (Foundation reads
///   32 bits and prints `-1`). `hh` and `h` narrow like C; `%x`, `%o` and `%u` of a negative
///   number print its two's complement (32-bit when it fits in `Int32`, else 64-bit).
/// - Floating-point conversions accept `Double`, `Float`, `CGFloat`, `NSNumber` and integers,
///   and are printed by C's `vsnprintf` in the C locale (a `.` decimal point) — unless
///   `numbers` is given (see below).
/// - `%s` and `%S` accept `String`, `Substring` and `NSString`; pointers are never
///   dereferenced. `%c` and `%C` accept character codes. `%p` accepts pointers and objects, and
///   prints `0x0` for null on every platform.
/// - The `'` (grouping) flag is accepted and ignored: whether digits are grouped depends only on
///   `numbers`.
///
/// ## Numbers
///
/// By default numbers are written as C's `printf` writes them in the C locale (`1234.50`). Given
/// ``NumberSymbols``, `%d %i %u %f %e %g` and `%@` with a number are written in that language's
/// conventions, as `String(format:locale:)` writes them (`1 234,50` in Russian); the runtime
/// does this with the app's current language unless the configuration says
/// ``NumberFormatting/posix``. Plural variants are chosen from the number's value and visible
/// fraction digits either way.
///
/// ```swift
/// FormatRenderer.render(
///   "%.2f", arguments: [1234.5], language: "ru", numbers: NumberSymbols(language: "ru")).text
/// // "1 234,50"
/// ```
///
/// ## Plurals
///
/// In a `.plural` value each `%#@name@` placeholder stands for one argument *p* — its position
/// among the unnumbered specifiers, or the number written in `%p$#@name@` — and the format
/// continues with argument *p + 1*. The variable counts argument ``PluralVariable/argumentNumber``
/// (or *p*), formatted with its ``PluralVariable/formatSpecifier``; the plural category comes from
/// the number as written (`%.1f` of 1 is `1.0`, `other` in English), `zero` is used for zero
/// whenever the variable has it, and a missing category falls back to `other`. When the counted
/// argument is missing or is not a number, the issue is recorded and the `other` variant is
/// shown (its own specifiers print placeholders if they need the argument). Inside the chosen
/// variant, unnumbered specifiers take arguments from *p* on, `%arg` is the counted argument,
/// and numbered specifiers (`%2$@`) refer to the whole call. This is how Core Foundation
/// formats `.stringsdict` variants (it formats the variant as a nested format starting at the
/// placeholder's argument), extended with String Catalog's `%arg` and `argNum`.
///
/// ## Output budget
///
/// A field may be 9,999 wide, an argument may be repeated thousands of times and plural
/// variants may name further variables (up to 1,000 expansions per render), so a hostile
/// translation could otherwise make one render print gigabytes. Each render therefore has an
/// output budget (``outputBudget(for:)``): 64 bytes per byte of the value's texts (its format
/// and every variant), at least 64 KiB and at most 4 MiB. Every byte printed counts against it —
/// literal text, numbers, padding, plural variants, repeated arguments — except the first
/// printing of each of the first 64 arguments, which is the caller's text rather than the
/// template's doing (so `"%@"` of a 10 MB string prints it whole, once).
///
/// A render that reaches the budget stops there: the text is cut at a character boundary and
/// ends with `…` (U+2026), the rest of the template is not read (no time is spent on it), and
/// one ``FormatIssue/Kind/outputTooLong`` issue names the specifier or text where it stopped.
/// The text returned is never longer than the budget plus those first printings. Real texts
/// stay far below it. To reject such a translation before it is ever stored (an over-the-air
/// update, say), see `FormatCompatibility.checkOutputSize(_:against:)` (LexiconValidation).
///
/// The runtime does not call the renderer for a value used without arguments: `"40% off"` is
/// shown as written. Rendering it with no arguments is still safe: `% o` is a valid octal
/// specifier with no argument, so the text stays `"40% off"` with a `missingArgument` issue.
public enum FormatRenderer {
  /// Renders a localized value with arguments.
  ///
  /// - Parameters:
  ///   - value: The value: text with specifiers, or a plural format with its variables.
  ///   - arguments: The arguments, in the order the source format expects them.
  ///   - language: The language whose CLDR plural rules pick plural variants, such as `ru`.
  ///   - numbers: The symbols to write numbers with, or `nil` (the default) to write them as C's
  ///     `printf` does in the C locale.
  /// - Returns: The text, with a placeholder for each specifier that could not be printed, and
  ///   the issues found.
  public static func render(
    _ value: LocalizedValue, arguments: [any CVarArg], language: String,
    numbers: NumberSymbols? = nil
  ) -> FormattedText {
    switch value {
    case .text(let text):
      return render(text, arguments: arguments, language: language, numbers: numbers)
    case .plural(let plural):
      let formatBytes = plural.format.utf8.count
      var engine = FormatEngine(
        arguments: arguments, variables: plural.variables, language: language,
        budget: FormatEngine.outputBudget(templateBytes: FormatEngine.templateBytes(of: plural)),
        capacity: formatBytes + 64, numbers: numbers)
      engine.render(plural.format, part: .format, firstArgument: 1, counted: nil, depth: 0)
      return engine.finish()
    }
  }

  /// Renders a plain format with arguments.
  ///
  /// - Parameters:
  ///   - template: The format, such as `"Hello %@"`.
  ///   - arguments: The arguments.
  ///   - language: The language of the text. Plain formats have no plural variables, so it only
  ///     matters to keep call sites uniform.
  ///   - numbers: The symbols to write numbers with, or `nil` (the default) to write them as C's
  ///     `printf` does in the C locale.
  /// - Returns: The text and the issues found.
  public static func render(
    _ template: String, arguments: [any CVarArg], language: String,
    numbers: NumberSymbols? = nil
  ) -> FormattedText {
    let formatBytes = template.utf8.count
    var engine = FormatEngine(
      arguments: arguments, variables: .init(), language: language,
      budget: FormatEngine.outputBudget(templateBytes: formatBytes),
      capacity: formatBytes + 16 * arguments.count, numbers: numbers)
    engine.render(template, part: .format, firstArgument: 1, counted: nil, depth: 0)
    return engine.finish()
  }

  /// The output budget of rendering `value`: how many bytes a render may print beyond the first
  /// printing of each argument.
  ///
  /// 64 bytes per byte of the value's texts (its format and every variant of every variable),
  /// at least 64 KiB and at most 4 MiB. A render that reaches it ends with `…` and reports
  /// ``FormatIssue/Kind/outputTooLong``.
  ///
  /// ```swift
  /// FormatRenderer.outputBudget(for: .text("Hello %@"))  // 65536 (the minimum)
  /// FormatRenderer.outputBudget(for: .text(String(repeating: "%1$@", count: 16_384)))  // 4194304
  /// ```
  ///
  /// - Parameter value: The value to render.
  /// - Returns: The budget in bytes of UTF-8.
  public static func outputBudget(for value: LocalizedValue) -> Int {
    switch value {
    case .text(let text): return FormatEngine.outputBudget(templateBytes: text.utf8.count)
    case .plural(let plural):
      return FormatEngine.outputBudget(templateBytes: FormatEngine.templateBytes(of: plural))
    }
  }
}
