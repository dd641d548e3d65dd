#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(ucrt)
  import ucrt
#endif

/// Prints floating-point numbers with C's `vsnprintf`, which implements `%f %e %g %a` exactly.
///
/// This is safe because Lexicon writes the C format itself from a parsed specifier — one
/// conversion, flags, a width and a precision of at most four digits each, no length modifier —
/// and passes exactly one `Double`, so the format and the argument always agree.
///
/// The decimal point is always `.`: printing uses the C locale, not the process's, so a host
/// app's `setlocale(LC_NUMERIC, "de_DE")` cannot turn `1.5` into `1,5` (nor change the plural
/// category read from the printed number). On Apple platforms `vsnprintf_l` takes the C locale;
/// on Linux, which has no `vsnprintf_l`, the calling thread switches to it with `uselocale` for
/// the call (a per-thread setting, so other threads are not affected).
enum FloatFormatter {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// The C locale's numbers, created once and never freed. (`locale_t` is a pointer, not
    /// `Sendable`; the locale it points to is never changed, and C allows sharing it.)
    nonisolated(unsafe) private static let cNumericLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
  #endif

  /// `value` printed by `conversion`.
  /// - Parameters:
  ///   - value: The number.
  ///   - conversion: A floating-point conversion (`f F e E g G a A`).
  ///   - flags: The specifier's flags; `'` is ignored.
  ///   - width: The minimum width, if any (at most ``FormatScanner/numberLimit``).
  ///   - precision: The precision, if any (at most ``FormatScanner/numberLimit``).
  static func string(
    _ value: Double,
    conversion: FormatConversion,
    flags: FormatFlags,
    width: Int?,
    precision: Int?
  ) -> String {
    var format: [CChar] = [CChar(ASCII.percent)]
    format.reserveCapacity(16)
    if flags.contains(.leftAlign) { format.append(CChar(ASCII.minus)) }
    if flags.contains(.plusSign) { format.append(CChar(ASCII.plus)) }
    if flags.contains(.space) { format.append(CChar(ASCII.space)) }
    if flags.contains(.alternate) { format.append(CChar(ASCII.hash)) }
    if flags.contains(.zeroPad) { format.append(CChar(ASCII.zero)) }
    if let width { appendDigits(of: min(max(width, 0), FormatScanner.numberLimit), to: &format) }
    if let precision {
      format.append(CChar(ASCII.dot))
      appendDigits(of: min(max(precision, 0), FormatScanner.numberLimit), to: &format)
    }
    format.append(CChar(bitPattern: conversion.rawValue))
    format.append(0)

    // Print once into a buffer large enough for the longest result (a `%f` of 1e308 has 309
    // integer digits; a field at most 9,999 wide and precise): the stack for short numbers, the
    // heap for long ones. A second call is only a safety net should the bound be too small.
    let bound = maximumLength(
      value, conversion: conversion, width: width ?? 0, precision: precision ?? 6)
    let printed = format.withUnsafeBufferPointer { formatPointer -> String? in
      guard let formatAddress = formatPointer.baseAddress else { return nil }
      let stackSize = 128
      if bound < stackSize {
        let fitted = withUnsafeTemporaryAllocation(of: CChar.self, capacity: stackSize) {
          buffer -> String? in
          guard let address = buffer.baseAddress else { return nil }
          let count = callPrintf(value, format: formatAddress, into: address, size: stackSize)
          guard count >= 0, count < stackSize else { return nil }
          return decode(address, count: count)
        }
        if let fitted { return fitted }
      }
      var size = max(bound + 1, stackSize)
      for _ in 0..<2 {
        var heap = [CChar](repeating: 0, count: size)
        let (text, count) = heap.withUnsafeMutableBufferPointer { buffer -> (String?, Int) in
          guard let address = buffer.baseAddress else { return (nil, -1) }
          let count = callPrintf(value, format: formatAddress, into: address, size: size)
          guard count >= 0, count < size else { return (nil, count) }
          return (decode(address, count: count), count)
        }
        if let text { return text }
        guard count >= 0 else { return nil }
        size = count + 1
      }
      return nil
    }
    return printed ?? "\(value)"
  }

  /// An upper bound of the length of `value` printed by `conversion` with the given width and
  /// precision (both clamped as the format is): the integer digits of `%f` (up to 309), the
  /// fraction, the exponent, sign, prefix and point.
  private static func maximumLength(
    _ value: Double, conversion: FormatConversion, width: Int, precision: Int
  ) -> Int {
    let precision = min(max(precision, 0), FormatScanner.numberLimit)
    var digits = 24
    if conversion == .fixed || conversion == .upperFixed, value.isFinite, value.magnitude >= 1 {
      // Binary exponent × log10(2), rounded up: the integer digits.
      digits += Int(value.exponent) * 30_103 / 100_000 + 1
    }
    return max(min(max(width, 0), FormatScanner.numberLimit), digits + precision)
  }

  private static func callPrintf(
    _ value: Double, format: UnsafePointer<CChar>, into buffer: UnsafeMutablePointer<CChar>,
    size: Int
  ) -> Int {
    #if canImport(Darwin)
      Int(withVaList([value]) { vsnprintf_l(buffer, size, cNumericLocale, format, $0) })
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
      // `uselocale(nil)` would only ask; without a C locale the thread's own is kept.
      guard let locale = cNumericLocale else {
        return Int(withVaList([value]) { vsnprintf(buffer, size, format, $0) })
      }
      let previous = uselocale(locale)
      defer { uselocale(previous) }
      return Int(withVaList([value]) { vsnprintf(buffer, size, format, $0) })
    #else
      Int(withVaList([value]) { vsnprintf(buffer, size, format, $0) })
    #endif
  }

  private static func decode(_ address: UnsafeMutablePointer<CChar>, count: Int) -> String {
    address.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }

  private static func appendDigits(of number: Int, to format: inout [CChar]) {
    for character in String(number).utf8 { format.append(CChar(bitPattern: character)) }
  }
}
