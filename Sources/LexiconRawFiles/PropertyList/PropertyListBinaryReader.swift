import Foundation
import Lexicon
import LexiconReading

/// Reads binary property lists (`bplist00`, as compiled app bundles ship `.strings` and
/// `.stringsdict` files) into the same ``PropertyListValue`` trees as the XML reader, without
/// Foundation's `PropertyListSerialization`.
///
/// The file ends with a 32-byte trailer (the sizes of offsets and object references, the number
/// of objects, the top object and where the offset table starts); the offset table gives each
/// object's byte offset; each object starts with a marker byte (type in the high nibble, a size
/// or length in the low one, `0xF` meaning the length follows as an integer object). Objects are
/// booleans, integers (1, 2, 4, 8 or 16 bytes), reals (4 or 8 bytes), dates (seconds since
/// 2001-01-01, printed as `2024-01-01T00:00:00Z`), data (kept in base 64), ASCII and UTF-16
/// strings (unpaired surrogates read as U+FFFD), arrays and dictionaries. Dictionary entries keep
/// file order; values have no offsets (binary input has no lines to point at).
///
/// Every number read from the file is checked before it is used, so hostile input ends in a
/// ``PropertyListBinaryError`` rather than a crash or an unbounded allocation: trailer fields out
/// of range, offsets outside the object area, references beyond the offset table, lengths that
/// run past the object area, reference cycles, nesting deeper than ``maximumDepth``, and trees
/// that shared containers would make larger than 16 values per byte of the file. Each object is
/// decoded once (a string referenced a thousand times is one `String`), so reading is linear in
/// the size of the file. The first error stops reading; the caller gets `nil` and the error.
struct PropertyListBinaryReader {
  /// The deepest nesting of arrays and dictionaries accepted (as for XML).
  static let maximumDepth = PropertyListXMLReader.maximumDepth

  private let bytes: UnsafeBufferPointer<UInt8>
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let topObject: Int
  /// Where the offset table starts: objects lie between the header and here.
  private let tableStart: Int
  /// The most values the tree may hold, counting a shared container at each reference.
  private let maximumValues: Int
  /// Each object's value once read.
  private var values: [PropertyListValue?]
  /// Each object's value count (itself and everything under it); -1 while it is being read.
  private var sizes: [Int]
  /// Each object's height: 0 for a scalar, 1 + the tallest child for a container.
  private var heights: [Int]

  /// Whether `data` is a binary property list (`bplist` magic).
  static func isBinary(_ data: Data) -> Bool {
    data.count >= 6 && data.prefix(6).elementsEqual("bplist".utf8)
  }

  /// Reads a binary property list, logging the first problem (without a position); returns the
  /// top-level value, or `nil` after an error.
  static func read(_ data: Data, log: inout DiagnosticLog) -> PropertyListValue? {
    do {
      return try read([UInt8](data))
    } catch {
      log.error(error.description, at: nil)
      return nil
    }
  }

  /// Reads a binary property list, throwing its first problem.
  static func read(_ bytes: [UInt8]) throws(PropertyListBinaryError) -> PropertyListValue {
    try bytes.withUnsafeBufferPointer { buffer throws(PropertyListBinaryError) in
      var reader = try PropertyListBinaryReader(buffer)
      return try reader.object(reader.topObject, depth: 0)
    }
  }

  private init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListBinaryError) {
    self.bytes = bytes
    let count = bytes.count
    guard count >= 8 + 1 + 32 else { throw .tooShort(count: count) }
    let version = String(decoding: UnsafeBufferPointer(rebasing: bytes[6..<8]), as: UTF8.self)
    guard version == "00" else { throw .unsupportedVersion("bplist" + version) }
    let trailer = count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize) else {
      throw .invalidTrailer(field: "offset size", value: UInt64(offsetSize))
    }
    guard (1...8).contains(referenceSize) else {
      throw .invalidTrailer(field: "reference size", value: UInt64(referenceSize))
    }
    let objects = Self.number(bytes, at: trailer + 8, size: 8)
    let top = Self.number(bytes, at: trailer + 16, size: 8)
    let table = Self.number(bytes, at: trailer + 24, size: 8)
    // The offset table lies between the first object and the trailer.
    let room = UInt64(trailer - 9)
    guard objects >= 1, objects <= room / UInt64(offsetSize) else {
      throw .invalidTrailer(field: "object count", value: objects)
    }
    guard table >= 9, table - 9 <= room - objects * UInt64(offsetSize) else {
      throw .invalidTrailer(field: "offset table offset", value: table)
    }
    guard top < objects else { throw .invalidTrailer(field: "top object", value: top) }
    objectCount = Int(objects)
    topObject = Int(top)
    tableStart = Int(table)
    let (scaled, overflow) = count.multipliedReportingOverflow(by: 16)
    maximumValues = overflow ? Int.max : max(scaled, 1_024)
    values = Array(repeating: nil, count: objectCount)
    sizes = Array(repeating: 0, count: objectCount)
    heights = Array(repeating: 0, count: objectCount)
  }

  // MARK: - Objects

  /// The value of object `index`, met `depth` containers below the top.
  private mutating func object(_ index: Int, depth: Int) throws(PropertyListBinaryError)
    -> PropertyListValue
  {
    let start = try offset(of: index)
    if let value = values[index] {
      guard depth + heights[index] <= Self.maximumDepth else {
        throw .tooDeep(object: index, offset: start)
      }
      return value
    }
    guard sizes[index] >= 0 else { throw .cycle(object: index, offset: start) }
    guard depth <= Self.maximumDepth else { throw .tooDeep(object: index, offset: start) }
    sizes[index] = -1
    let marker = bytes[start]
    let low = Int(marker & 0x0F)
    var size = 1
    var height = 0
    let kind: PropertyListValue.Kind
    switch marker >> 4 {
    case 0x0 where marker == 0x08 || marker == 0x09:
      kind = .boolean(marker == 0x09)
    case 0x1 where low <= 4:
      let width = 1 << low
      try need(width, at: start + 1, object: index, start, "an integer")
      kind = .integer(integerText(at: start + 1, width: width))
    case 0x2 where low == 2 || low == 3:
      let width = 1 << low
      try need(width, at: start + 1, object: index, start, "a real number")
      let bits = Self.number(bytes, at: start + 1, size: width)
      var value = Double(bitPattern: bits)
      if width == 4 { value = Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) }
      kind = .real("\(value)")
    case 0x3 where marker == 0x33:
      try need(8, at: start + 1, object: index, start, "a date")
      kind = .date(Self.dateText(Double(bitPattern: Self.number(bytes, at: start + 1, size: 8))))
    case 0x4:
      let (length, body) = try length(low, at: start, object: index)
      try need(length, at: body, object: index, start, "data of \(length) bytes")
      kind = .data(
        Data(UnsafeBufferPointer(rebasing: bytes[body..<(body + length)])).base64EncodedString())
    case 0x5:
      let (length, body) = try length(low, at: start, object: index)
      try need(length, at: body, object: index, start, "an ASCII string of \(length) bytes")
      let text = UnsafeBufferPointer(rebasing: bytes[body..<(body + length)])
      guard text.allSatisfy({ $0 < 0x80 }) else {
        throw .nonASCIIString(object: index, offset: start)
      }
      kind = .string(String(decoding: text, as: UTF8.self))
    case 0x6:
      let (length, body) = try length(low, at: start, object: index)
      try need(
        length, times: 2, at: body, object: index, start, "a UTF-16 string of \(length) units")
      let units = (0..<length).map {
        UInt16(bytes[body + 2 * $0]) << 8 | UInt16(bytes[body + 2 * $0 + 1])
      }
      kind = .string(String(decoding: units, as: UTF16.self))
    case 0xA:
      let (length, body) = try length(low, at: start, object: index)
      try need(
        length, times: referenceSize, at: body, object: index, start,
        "an array of \(length) references")
      var elements: [PropertyListValue] = []
      elements.reserveCapacity(length)
      for position in 0..<length {
        let child = try reference(at: body + position * referenceSize, object: index, start)
        elements.append(try object(child, depth: depth + 1))
        try add(child, to: &size, height: &height)
      }
      kind = .array(elements)
    case 0xD:
      let (length, body) = try length(low, at: start, object: index)
      try need(
        length, times: 2 * referenceSize, at: body, object: index, start,
        "a dictionary of \(length) entries")
      var entries: [PropertyListValue.Entry] = []
      entries.reserveCapacity(length)
      for position in 0..<length {
        let keyIndex = try reference(at: body + position * referenceSize, object: index, start)
        let key = try object(keyIndex, depth: depth + 1)
        guard let keyText = key.string else {
          throw .keyNotString(object: index, offset: start, kind: key.kindDescription)
        }
        let valueIndex = try reference(
          at: body + (length + position) * referenceSize, object: index, start)
        let value = try object(valueIndex, depth: depth + 1)
        try add(valueIndex, to: &size, height: &height)
        entries.append(PropertyListValue.Entry(key: keyText, keyOffset: nil, value: value))
      }
      kind = .dictionary(entries)
    default:
      throw .unsupportedObject(object: index, offset: start, marker: marker)
    }
    let value = PropertyListValue(kind: kind, offset: nil)
    values[index] = value
    sizes[index] = size
    heights[index] = height
    return value
  }

  /// Adds a child's value count and height to its container's, within the value limit.
  private func add(_ child: Int, to size: inout Int, height: inout Int)
    throws(PropertyListBinaryError)
  {
    let (total, overflow) = size.addingReportingOverflow(sizes[child])
    guard !overflow, total <= maximumValues else { throw .tooManyValues(limit: maximumValues) }
    size = total
    height = max(height, heights[child] + 1)
  }

  /// The byte offset of object `index`, inside the object area.
  private func offset(of index: Int) throws(PropertyListBinaryError) -> Int {
    let offset = Self.number(bytes, at: tableStart + index * offsetSize, size: offsetSize)
    guard offset >= 8, offset < UInt64(tableStart) else {
      throw .objectOutsideFile(object: index, offset: offset)
    }
    return Int(offset)
  }

  /// The object index of the reference at `position`, inside the offset table.
  private func reference(at position: Int, object: Int, _ start: Int)
    throws(PropertyListBinaryError)
    -> Int
  {
    let reference = Self.number(bytes, at: position, size: referenceSize)
    guard reference < UInt64(objectCount) else {
      throw .referenceOutOfRange(
        object: object, offset: start, reference: reference, objects: objectCount)
    }
    return Int(reference)
  }

  /// The length in the marker's low nibble, or (`0xF`) in the integer object after the marker;
  /// and where the contents start.
  private func length(_ low: Int, at start: Int, object: Int) throws(PropertyListBinaryError)
    -> (length: Int, body: Int)
  {
    guard low == 0x0F else { return (low, start + 1) }
    try need(1, at: start + 1, object: object, start, "a length")
    let marker = bytes[start + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
      throw .unsupportedObject(object: object, offset: start + 1, marker: marker)
    }
    let width = 1 << Int(marker & 0x0F)
    try need(width, at: start + 2, object: object, start, "a length")
    let length = Self.number(bytes, at: start + 2, size: width)
    // Each caller checks the length against the object area; this only keeps it an `Int`.
    guard length <= UInt64(Int.max) else {
      throw .truncated(
        object: object, offset: start, what: "a length of \(length)", end: tableStart)
    }
    return (Int(length), start + 2 + width)
  }

  /// Throws unless `count × unit` bytes from `position` lie inside the object area.
  private func need(
    _ count: Int, times unit: Int = 1, at position: Int, object: Int, _ start: Int, _ what: String
  ) throws(PropertyListBinaryError) {
    guard position <= tableStart, count <= (tableStart - position) / unit else {
      throw .truncated(object: object, offset: start, what: what, end: tableStart)
    }
  }

  // MARK: - Scalars

  /// An integer object's value in decimal. One to four bytes are unsigned, eight are signed and
  /// sixteen hold a 128-bit value (written for unsigned values above `Int64.max`).
  private func integerText(at position: Int, width: Int) -> String {
    switch width {
    case 8:
      return String(Int64(bitPattern: Self.number(bytes, at: position, size: 8)))
    case 16:
      let high = Self.number(bytes, at: position, size: 8)
      let low = Self.number(bytes, at: position + 8, size: 8)
      if high == 0 { return String(low) }
      if high == .max, low >> 63 == 1 { return String(Int64(bitPattern: low)) }
      return "0x" + String(high, radix: 16)
        + String(repeating: "0", count: 16 - String(low, radix: 16).count) + String(low, radix: 16)
    default:
      return String(Self.number(bytes, at: position, size: width))
    }
  }

  /// A big-endian unsigned number of `size` bytes (at most 8) at `position`.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, size: Int)
    -> UInt64
  {
    var value: UInt64 = 0
    for byte in bytes[position..<(position + size)] { value = value << 8 | UInt64(byte) }
    return value
  }

  /// A date in ISO 8601 (`2024-01-01T00:00:00Z`, whole seconds, as XML property lists write it)
  /// from seconds since 2001-01-01; the number of seconds when the year is not 1 to 9999.
  static func dateText(_ seconds: Double) -> String {
    // Days and seconds since 1970-01-01; years 1 to 9999.
    let unix = seconds.rounded(.down) + 978_307_200
    guard unix >= -62_135_596_800, unix < 253_402_300_800 else { return "\(seconds)" }
    let total = Int(unix)
    let days = (total >= 0 ? total : total - 86_399) / 86_400
    let time = total - days * 86_400
    // Howard Hinnant's civil_from_days.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let paddedYear = String(repeating: "0", count: 4 - String(year).count) + String(year)
    return "\(paddedYear)-\(two(month))-\(two(day))T\(two(time / 3_600)):\(two(time / 60 % 60)):"
      + "\(two(time % 60))Z"
  }
}
