import Lexicon

/// A light reader of printf-style format strings, enough for the parsers: which arguments the
/// conversions use, and which `%#@variable@` placeholders a format names.
///
/// It does not format anything; the formatting engine interprets the text.
package enum FormatSpecifiers {
  /// One conversion of a format, such as `%2$lld`.
  package struct Conversion: Sendable, Equatable {
    /// The one-based argument it formats (explicit `n$`, or the next in order).
    package var argument: Int
    /// The conversion without `%` and without the `n$` position, such as `lld` or `.1f`.
    package var specifier: String
    /// Whether it formats a number (`d i o u x X D O U f F e E g G a A`).
    package var isNumeric: Bool
    /// The variable name of a `%#@name@` placeholder, or `nil` for other conversions.
    package var variable: String?
  }

  /// The conversions of `format` in text order (`%%` is skipped).
  package static func conversions(in format: String) -> [Conversion] {
    var result: [Conversion] = []
    let bytes = Array(format.utf8)
    var index = 0
    var nextArgument = 1
    let count = bytes.count
    while index < count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      index += 1
      guard index < count else { break }
      if bytes[index] == 0x25 {
        index += 1
        continue
      }
      // Position `n$`.
      var position: Int?
      var scan = index
      var number = 0
      while scan < count, bytes[scan] >= 0x30, bytes[scan] <= 0x39, number < 1_000_000 {
        number = number * 10 + Int(bytes[scan] - 0x30)
        scan += 1
      }
      if scan > index, scan < count, bytes[scan] == 0x24 {
        position = number
        index = scan + 1
      }
      let specifierStart = index
      var hasHash = false
      while index < count, [0x2D, 0x2B, 0x20, 0x23, 0x30, 0x27].contains(bytes[index]) {
        if bytes[index] == 0x23 { hasHash = true }
        index += 1
      }
      // Width and precision; `*` consumes an argument.
      for _ in 0..<2 {
        if index < count, bytes[index] == 0x2E { index += 1 }
        if index < count, bytes[index] == 0x2A {
          index += 1
          if position == nil { nextArgument += 1 }
        }
        while index < count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      }
      while index < count, [0x68, 0x6C, 0x71, 0x4C, 0x7A, 0x74, 0x6A].contains(bytes[index]) {
        index += 1
      }
      guard index < count else { break }
      let conversion = bytes[index]
      index += 1
      var variable: String?
      if conversion == 0x40, hasHash {
        let nameStart = index
        while index < count, bytes[index] != 0x40 { index += 1 }
        guard index < count else { break }
        variable = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        index += 1
      }
      let argument = position ?? nextArgument
      if position == nil { nextArgument += 1 }
      let isNumeric = Array("dioxXDOUufFeEgGaA".utf8).contains(conversion)
      let specifier = String(
        decoding: bytes[specifierStart..<(variable == nil ? index : specifierStart + 2)],
        as: UTF8.self)
      result.append(
        Conversion(
          argument: argument, specifier: specifier, isNumeric: isNumeric, variable: variable))
    }
    return result
  }

  /// The names of the `%#@name@` placeholders (positional or not) in `format`, in order.
  package static func variableNames(in format: String) -> [String] {
    guard format.utf8.contains(0x23) else { return [] }
    return conversions(in: format).compactMap(\.variable)
  }
}
