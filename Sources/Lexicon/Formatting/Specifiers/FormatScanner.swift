/// A byte-level, single-pass tokenizer for Apple's printf dialect.
///
/// The scanner reads the UTF-8 bytes of a format once, left to right, and hands out one token at
/// a time, so the renderer can print while it parses and never builds an intermediate array. It
/// resolves argument numbers as Core Foundation does: an unnumbered specifier takes the next
/// argument of a sequential counter (first for a `*` width, then a `.*` precision, then the
/// value); a numbered one (`%2$d`) leaves the counter alone. Invalid input becomes an `.invalid`
/// token, never a trap.
package struct FormatScanner {
  /// One piece of a format.
  package enum Token {
    /// Text to print as written.
    case literal(Range<Int>)
    /// `%%`, which prints `%`.
    case percent(Range<Int>)
    /// A specifier with its arguments resolved.
    case specifier(FormatSpecifier)
    /// `%#@name@`: the range of the name, the argument it stands for, whether that was written,
    /// and the range of the whole placeholder.
    case pluralVariable(name: Range<Int>, argument: Int, isPositional: Bool, range: Range<Int>)
    /// `%arg` in a String Catalog variant.
    case variableArgument(Range<Int>)
    /// Not a specifier; printed as written.
    case invalid(Range<Int>, incomplete: Bool)
  }

  /// The largest number accepted for an argument number, a width or a precision.
  package static let numberLimit = 9_999

  private let bytes: UnsafeBufferPointer<UInt8>
  private let allowsVariableArgument: Bool
  private var position = 0
  private var nextArgument: Int
  private var sawPositional = false
  private var sawSequential = false
  /// The first specifier that used the second of the two argument styles, if the format mixes
  /// them.
  package private(set) var mixedStyleRange: Range<Int>?

  /// Creates a scanner.
  /// - Parameters:
  ///   - bytes: The UTF-8 bytes of the format.
  ///   - firstArgument: The argument the first unnumbered specifier takes.
  ///   - allowsVariableArgument: Whether `%arg` is a token (inside String Catalog variants).
  package init(
    bytes: UnsafeBufferPointer<UInt8>, firstArgument: Int = 1, allowsVariableArgument: Bool
  ) {
    self.bytes = bytes
    self.nextArgument = firstArgument
    self.allowsVariableArgument = allowsVariableArgument
  }

  /// The next token, or `nil` at the end of the format.
  package mutating func next() -> Token? {
    let end = bytes.count
    let start = position
    guard start < end else { return nil }
    if bytes[start] != ASCII.percent {
      var index = start &+ 1
      while index < end && bytes[index] != ASCII.percent { index &+= 1 }
      position = index
      return .literal(start..<index)
    }
    return scanSpecifier(from: start)
  }

  // MARK: - Specifiers

  private mutating func scanSpecifier(from start: Int) -> Token {
    let end = bytes.count
    var index = start &+ 1
    guard index < end else { return invalid(start..<end, incomplete: true) }
    let first = bytes[index]
    if first == ASCII.percent {
      position = index &+ 1
      return .percent(start..<position)
    }
    if allowsVariableArgument, first == ASCII.lowerA, end - index >= 3,
      bytes[index &+ 1] == ASCII.lowerR, bytes[index &+ 2] == ASCII.lowerG
    {
      position = index &+ 3
      return .variableArgument(start..<position)
    }

    // `N$`: an explicit argument number. Digits without `$` are the width, read below.
    var explicitArgument: Int?
    if ASCII.isNonZeroDigit(first) {
      var cursor = index
      let number = readNumber(&cursor)
      if cursor < end && bytes[cursor] == ASCII.dollar {
        guard let number else { return invalid(start..<(cursor &+ 1), incomplete: false) }
        explicitArgument = number
        index = cursor &+ 1
      }
    }

    var flags: FormatFlags = []
    flagLoop: while index < end {
      switch bytes[index] {
      case ASCII.minus: flags.insert(.leftAlign)
      case ASCII.plus: flags.insert(.plusSign)
      case ASCII.space: flags.insert(.space)
      case ASCII.hash: flags.insert(.alternate)
      case ASCII.zero: flags.insert(.zeroPad)
      case ASCII.apostrophe: flags.insert(.grouping)
      default: break flagLoop
      }
      index &+= 1
    }

    var width: Dimension = .absent
    switch readDimension(&index) {
    case .some(let dimension): width = dimension
    case .none: return invalid(start..<min(index &+ 1, end), incomplete: index >= end)
    }

    var precision: Dimension = .absent
    if index < end && bytes[index] == ASCII.dot {
      index &+= 1
      switch readDimension(&index) {
      case .some(.absent): precision = .fixed(0)
      case .some(let dimension): precision = dimension
      case .none: return invalid(start..<min(index &+ 1, end), incomplete: index >= end)
      }
    }

    let length = readLength(&index)
    guard index < end else { return invalid(start..<end, incomplete: true) }
    let character = bytes[index]

    if character == ASCII.at && flags.contains(.alternate) {
      return scanPluralVariable(start: start, at: index, explicitArgument: explicitArgument)
    }
    guard let conversion = FormatConversion(rawValue: character) else {
      // Keep a non-ASCII byte (the start of a character) and a `%` for the next token.
      let stop = character < 0x80 && character != ASCII.percent ? index &+ 1 : index
      return invalid(start..<stop, incomplete: false)
    }
    position = index &+ 1

    // Resolve the arguments in Core Foundation's order: width, precision, value.
    let range = start..<position
    let resolvedWidth = resolve(width, range)
    let resolvedPrecision = resolve(precision, range)
    let argument: Int
    if let explicitArgument {
      argument = explicitArgument
      notePositional(range)
    } else {
      argument = takeNextArgument(range)
    }
    return .specifier(
      FormatSpecifier(
        argument: argument,
        isPositional: explicitArgument != nil,
        flags: flags,
        width: resolvedWidth,
        precision: resolvedPrecision,
        length: length,
        conversion: conversion,
        range: range))
  }

  private mutating func scanPluralVariable(start: Int, at atIndex: Int, explicitArgument: Int?)
    -> Token
  {
    let end = bytes.count
    var index = atIndex &+ 1
    while index < end {
      let byte = bytes[index]
      if byte == ASCII.at || byte == ASCII.percent || byte <= ASCII.space || byte == 0x7F { break }
      index &+= 1
    }
    guard index < end, bytes[index] == ASCII.at, index > atIndex &+ 1 else {
      return invalid(start..<(atIndex &+ 1), incomplete: index >= end)
    }
    position = index &+ 1
    let range = start..<position
    let argument: Int
    if let explicitArgument {
      argument = explicitArgument
      notePositional(range)
    } else {
      argument = takeNextArgument(range)
    }
    return .pluralVariable(
      name: (atIndex &+ 1)..<index, argument: argument, isPositional: explicitArgument != nil,
      range: range)
  }

  private mutating func invalid(_ range: Range<Int>, incomplete: Bool) -> Token {
    // Never end inside a multi-byte character: take its continuation bytes along.
    var upper = range.upperBound
    while upper < bytes.count && bytes[upper] & 0xC0 == 0x80 { upper &+= 1 }
    position = upper
    return .invalid(range.lowerBound..<upper, incomplete: incomplete)
  }

  // MARK: - Pieces

  /// A width or precision before argument numbers are resolved.
  private enum Dimension {
    case absent
    case fixed(Int)
    case nextArgument
    case argument(Int)
  }

  /// Reads a width or precision at `index`: digits, `*` or `*N$`, or nothing. Returns `nil` when
  /// a number is too large or the text ends inside `*N$`.
  private func readDimension(_ index: inout Int) -> Dimension? {
    let end = bytes.count
    guard index < end else { return Dimension.absent }
    if bytes[index] == ASCII.star {
      index &+= 1
      guard index < end, ASCII.isNonZeroDigit(bytes[index]) else { return .nextArgument }
      var cursor = index
      let number = readNumber(&cursor)
      guard cursor < end, bytes[cursor] == ASCII.dollar else {
        // `*` followed by digits without `$`: the digits are not part of this specifier.
        return .nextArgument
      }
      guard let number else {
        index = cursor
        return nil
      }
      index = cursor &+ 1
      return .argument(number)
    }
    guard ASCII.isDigit(bytes[index]) else { return Dimension.absent }
    guard let number = readNumber(&index) else { return nil }
    return .fixed(number)
  }

  /// Reads decimal digits at `index`, moving past them; `nil` when the number exceeds the limit.
  private func readNumber(_ index: inout Int) -> Int? {
    let end = bytes.count
    var value = 0
    var tooLarge = false
    while index < end && ASCII.isDigit(bytes[index]) {
      if !tooLarge {
        value = value &* 10 &+ Int(bytes[index] &- ASCII.zero)
        tooLarge = value > Self.numberLimit
      }
      index &+= 1
    }
    return tooLarge ? nil : value
  }

  private func readLength(_ index: inout Int) -> FormatLength {
    let end = bytes.count
    guard index < end else { return .none }
    let next = index &+ 1 < end ? bytes[index &+ 1] : 0
    switch bytes[index] {
    case ASCII.lowerH:
      if next == ASCII.lowerH {
        index &+= 2
        return .char
      }
      index &+= 1
      return .short
    case ASCII.lowerL:
      if next == ASCII.lowerL {
        index &+= 2
        return .longLong
      }
      index &+= 1
      return .long
    case ASCII.lowerQ:
      index &+= 1
      return .quad
    case ASCII.upperL:
      index &+= 1
      return .longDouble
    case ASCII.lowerZ:
      index &+= 1
      return .size
    case ASCII.lowerJ:
      index &+= 1
      return .intMax
    case ASCII.lowerT:
      index &+= 1
      return .pointerDifference
    default:
      return .none
    }
  }

  private mutating func resolve(_ dimension: Dimension, _ range: Range<Int>) -> FormatDimension? {
    switch dimension {
    case .absent: return nil
    case .fixed(let value): return .fixed(value)
    case .nextArgument: return .argument(takeNextArgument(range))
    case .argument(let number):
      notePositional(range)
      return .argument(number)
    }
  }

  private mutating func takeNextArgument(_ range: Range<Int>) -> Int {
    if sawPositional && !sawSequential && mixedStyleRange == nil { mixedStyleRange = range }
    sawSequential = true
    defer { nextArgument &+= 1 }
    return nextArgument
  }

  private mutating func notePositional(_ range: Range<Int>) {
    if sawSequential && !sawPositional && mixedStyleRange == nil { mixedStyleRange = range }
    sawPositional = true
  }
}
