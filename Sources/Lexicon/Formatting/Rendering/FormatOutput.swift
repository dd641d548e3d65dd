/// The text a render produces, collected as UTF-8 bytes and turned into a `String` once.
///
/// Appending to a byte array is a plain copy; appending to a `String` re-checks its storage on
/// every call. Collecting bytes and decoding once at the end is what makes rendering several
/// times faster than `String(format:)`.
struct FormatOutput {
  private var bytes: [UInt8] = []

  /// Creates an empty output with room for `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// How many bytes have been collected.
  var count: Int { bytes.count }

  /// The text collected so far.
  var text: String {
    String(decoding: bytes, as: UTF8.self)
  }

  @inline(__always)
  mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }

  @inline(__always)
  mutating func append(_ string: String) {
    var string = string
    string.withUTF8 { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func append(_ substring: Substring) {
    var substring = substring
    substring.withUTF8 { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends a Unicode scalar in UTF-8.
  mutating func append(_ scalar: Unicode.Scalar) {
    bytes.append(contentsOf: String(scalar).utf8)
  }

  /// Appends `count` copies of an ASCII byte.
  mutating func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(byte, count: count))
  }

  /// Appends an integer in decimal, without going through `String`.
  mutating func appendDecimal(_ value: Int) {
    if value < 0 { bytes.append(ASCII.minus) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var index = 20
      repeat {
        index &-= 1
        digits[index] = ASCII.zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index..<20]))
    }
  }
}
