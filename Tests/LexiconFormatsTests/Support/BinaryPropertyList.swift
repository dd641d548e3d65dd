import Testing

/// A hand-made binary property list: objects in order (object `n` is `objects[n]`), an offset
/// table, and a trailer whose fields a case may overwrite.
struct BinaryPropertyList: Sendable, CustomTestStringConvertible {
  var name: String
  var objects: [[UInt8]]
  var top: UInt64 = 0
  var offsetSize: UInt8 = 1
  var referenceSize: UInt8 = 1
  var objectCount: UInt64?
  var tableOffset: UInt64?
  /// Offsets to write instead of the real ones.
  var offsets: [UInt64]?
  var header = "bplist00"

  var testDescription: String { name }

  var bytes: [UInt8] {
    var bytes = Array(header.utf8)
    var real: [UInt64] = []
    for object in objects {
      real.append(UInt64(bytes.count))
      bytes += object
    }
    let table = UInt64(bytes.count)
    for offset in offsets ?? real { bytes += Self.bigEndian(offset, size: Int(offsetSize)) }
    bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
    bytes += Self.bigEndian(objectCount ?? UInt64(objects.count), size: 8)
    bytes += Self.bigEndian(top, size: 8)
    bytes += Self.bigEndian(tableOffset ?? table, size: 8)
    return bytes
  }

  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
  }
}
