// The `format` fuzz target (LEXICON_FUZZ_PARSER=format): the renderer on a hostile template.
//
// Input layout: byte 0 picks the arguments (two bits each for up to four of them, from a pool of
// typed values), byte 1 the language and whether the value is plural; the rest is the template.
// For a plural value, NUL bytes split it into the format and the variants of two variables, `v`
// and `w`, which may name each other. Checked on every input:
// - the text never passes the output budget plus the first printing of each argument;
// - `outputTooLong` is reported at most once, and a text cut there ends with the marker;
// - with arguments of the sizes `FormatOutputEstimate` assumes and no issue, the text is no longer
//   than the estimate;
// - the estimate and the size check of `FormatCompatibility` run (in linear time).

import Foundation

/// Arguments by two-bit code, in four groups (one per argument position). The first group holds
/// only reasonable values; the others add hostile ones.
private let argumentPool: [[any CVarArg]] = [
  ["Ann", 7, 2.5, "é🎉"],
  [String(repeating: "x", count: 200), -123_456_789, 1e14, Int.min],
  [String(repeating: "ж", count: 4_000), Double.greatestFiniteMagnitude, UInt64.max, 3],
  [Float(1.5), Double.leastNonzeroMagnitude, 0, "%@%d"],
]

/// Whether the estimate's assumptions hold for `argument`: text of at most 256 bytes, numbers
/// below 10^15.
private func isReasonable(_ argument: any CVarArg) -> Bool {
  switch argument {
  case let text as String: return text.utf8.count <= FormatOutputEstimate.reasonableArgumentBytes
  case let number as Double: return number.magnitude < 1e15
  default: return true
  }
}

func fuzzFormat(_ bytes: [UInt8]) {
  guard bytes.count >= 2 else { return }
  let count = Int(bytes[0] >> 6) + 1
  let arguments: [any CVarArg] = (0..<count).map { position in
    argumentPool[position][Int(bytes[0] >> (UInt8(position) * 2 % 6)) & 3]
  }
  let language = ["en", "ru", "ar", "ja"][Int(bytes[1] & 3)]
  let template = String(decoding: bytes.dropFirst(2), as: UTF8.self)
  let value: LocalizedValue
  if bytes[1] & 4 != 0 {
    let parts = template.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    var variables: [String: PluralVariable] = [:]
    for (index, name) in ["v", "w"].enumerated() where parts.count > 1 + index * 2 {
      var variants: [PluralCategory: String] = [.other: parts[1 + index * 2]]
      if parts.count > 2 + index * 2 { variants[.one] = parts[2 + index * 2] }
      variables[name] = PluralVariable(formatSpecifier: "d", variants: variants)
    }
    value = .plural(PluralString(format: parts[0], variables: variables))
  } else {
    value = .text(template)
  }

  let result = FormatRenderer.render(value, arguments: arguments, language: language)
  let size = result.text.utf8.count
  var firstPrintings = 0
  for argument in arguments.prefix(64) {
    if let text = argument as? String { firstPrintings += text.utf8.count }
  }
  let budget = FormatRenderer.outputBudget(for: value)
  // `%@` of a non-string prints its description, at most a few dozen bytes each.
  guard size <= budget + firstPrintings + 64 * arguments.count else {
    fatalError("\(size) bytes over the budget of \(budget)")
  }
  let cuts = result.issues.filter { $0.kind == .outputTooLong }.count
  guard cuts <= 1 else { fatalError("\(cuts) outputTooLong issues") }
  if cuts == 1, !result.text.hasSuffix("…") { fatalError("cut without the marker") }

  let estimate = FormatOutputEstimate(value)
  if result.issues.isEmpty, arguments.allSatisfy(isReasonable), size > estimate.worstCaseBytes {
    fatalError("\(size) bytes printed, estimate \(estimate.worstCaseBytes)")
  }
  _ = FormatCompatibility.checkOutputSize(value, against: value)
}
