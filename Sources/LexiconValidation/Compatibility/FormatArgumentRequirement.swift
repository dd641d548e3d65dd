import Lexicon

/// One argument a `LocalizedValue` reads: its position, the kind of value it reads it as, and the
/// plural variables that count it.
///
/// Tools that call a value with arguments they make up — snapshot tests render every key with
/// sample arguments — read the requirements of the source value to know what to pass:
///
/// ```swift
/// FormatArgumentRequirement.requirements(of: .text("%1$@ has %2$d files"))
/// // [1: object, 2: signed integer]
/// ```
///
/// Built from the same signature ``FormatCompatibility`` compares, so every specifier of the
/// format and of every plural variant counts, and a variable's `formatSpecifier` gives the kind
/// of the number it counts.
package struct FormatArgumentRequirement: Sendable, Equatable {
  /// The one-based argument.
  package var argument: Int
  /// The kind of the first place that reads it, in the order the value is written.
  package var kind: FormatArgumentKind
  /// The plural variables that count the argument, in the order first met; empty when no
  /// variable counts it.
  package var countingVariables: [String]

  /// Creates a requirement.
  /// - Parameters:
  ///   - argument: The one-based argument.
  ///   - kind: The kind it is read as.
  ///   - countingVariables: The plural variables that count it.
  package init(argument: Int, kind: FormatArgumentKind, countingVariables: [String] = []) {
    self.argument = argument
    self.kind = kind
    self.countingVariables = countingVariables
  }

  /// Every argument `value` reads, in ascending order. Arguments the value skips (a format that
  /// reads `%2$@` but not `%1$@`) are absent.
  ///
  /// - Parameter value: The value, plain text or plural.
  /// - Returns: The requirements, one per argument read.
  package static func requirements(of value: LocalizedValue) -> [FormatArgumentRequirement] {
    let signature = FormatSignature(value, side: .source)
    return signature.usesByArgument.compactMap { argument, uses in
      guard let first = uses.first else { return nil }
      var counting: [String] = []
      for use in uses {
        guard case .variableSpecifier(let variable) = use.location.part,
          !counting.contains(variable)
        else { continue }
        counting.append(variable)
      }
      // A variable's own specifier says how the code passes the count, whatever comes first.
      let countedKind = uses.first { use in
        if case .variableSpecifier = use.location.part { return true }
        return false
      }?.kind
      return FormatArgumentRequirement(
        argument: argument, kind: countedKind ?? first.kind, countingVariables: counting)
    }
  }
}
