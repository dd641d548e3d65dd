/// The text a render produces, collected as UTF-8 bytes and turned into a `String` once, never
/// longer than its limit.
///
/// Appending to a byte array is a plain copy; appending to a `String` re-checks its storage on
/// every call. Collecting bytes and decoding once at the end is what makes rendering several
/// times faster than `String(format:)`.
///
/// Every byte appended counts against ``limit``. The append that would pass it is cut at a
/// character boundary, the text ends with ``truncationMarker`` (the whole text, marker included,
/// stays within the limit) and ``isTruncated`` becomes `true`; later appends do nothing (the
/// limit drops to the text's length, so each of them takes the slow path, which stops there). So no
/// translation can make a render hold more than its limit, however it repeats its arguments,
/// pads its fields or nests its plural variants.
struct FormatOutput {
  /// What ends a truncated text: `…` (U+2026).
  static let truncationMarker: [UInt8] = [0xE2, 0x80, 0xA6]

  private var bytes: [UInt8] = []
  /// The most bytes the text may hold.
  private(set) var limit: Int
  /// Whether the text was cut at ``limit``.
  private(set) var isTruncated = false

  /// Creates an empty output with room for `capacity` bytes, holding at most `limit`.
  init(capacity: Int, limit: Int) {
    self.limit = limit
    bytes.reserveCapacity(min(capacity, limit))
  }

  /// How many bytes have been collected.
  var count: Int { bytes.count }

  /// The text collected so far.
  var text: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Raises the limit by `count` bytes (the first printing of an argument, which is the
  /// caller's text rather than the template's doing). Does nothing once the text is cut.
  mutating func allow(_ count: Int) {
    guard !isTruncated else { return }
    limit = limit > Int.max - count ? Int.max : limit + count
  }

  @inline(__always)
  mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard buffer.count <= limit &- bytes.count else { return appendCut(buffer) }
    bytes.append(contentsOf: buffer)
  }

  @inline(__always)
  mutating func append(_ string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  @inline(__always)
  mutating func append(byte: UInt8) {
    guard bytes.count < limit else { return truncate() }
    bytes.append(byte)
  }

  /// Appends a Unicode scalar in UTF-8.
  mutating func append(_ scalar: Unicode.Scalar) {
    append(String(scalar))
  }

  /// Appends `count` copies of an ASCII byte.
  mutating func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    let room = limit &- bytes.count
    bytes.append(contentsOf: repeatElement(byte, count: min(count, max(room, 0))))
    if count > room { truncate() }
  }

  /// Appends an integer in decimal, without going through `String`.
  mutating func appendDecimal(_ value: Int) {
    guard limit &- bytes.count >= 20 else { return append(String(value)) }
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

  // MARK: - Truncation

  private mutating func appendCut(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard !isTruncated else { return }
    let room = max(limit &- bytes.count, 0)
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer.prefix(room)))
    truncate()
  }

  /// Cuts the text so that it ends with the marker within the limit, at a character boundary.
  private mutating func truncate() {
    guard !isTruncated else { return }
    isTruncated = true
    var end = min(bytes.count, max(limit - Self.truncationMarker.count, 0))
    while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    bytes.removeSubrange(end...)
    bytes.append(contentsOf: Self.truncationMarker)
    // Nothing fits any more: every later append takes the slow path, which does nothing.
    limit = bytes.count
  }
}
