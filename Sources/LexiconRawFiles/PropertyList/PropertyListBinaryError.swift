import Lexicon
import LexiconReading

/// Why a binary property list could not be read: the field or object concerned and, where it
/// has one, its byte offset in the file.
///
/// Binary files have no lines, so ``PropertyListBinaryReader`` reports these as diagnostics at
/// line 0, column 0 whose message names the object (by its index in the offset table) and the
/// byte offset, as in `object 7 at byte 0x1f3: array of 4000 references runs past the object
/// area (ends at byte 0x400)`.
enum PropertyListBinaryError: Error, CustomStringConvertible {
  /// Shorter than a header, one object and a trailer.
  case tooShort(count: Int)
  /// A `bplist` header of another version than `00`.
  case unsupportedVersion(String)
  /// A trailer field out of range: the offset or reference size, the object count, the top
  /// object or the offset table's position.
  case invalidTrailer(field: String, value: UInt64)
  /// The offset table places an object outside the object area (after the header, before the
  /// offset table).
  case objectOutsideFile(object: Int, offset: UInt64)
  /// A container refers to an object beyond the offset table.
  case referenceOutOfRange(object: Int, offset: Int, reference: UInt64, objects: Int)
  /// An object contains itself.
  case cycle(object: Int, offset: Int)
  /// Containers nested deeper than ``PropertyListBinaryReader/maximumDepth``.
  case tooDeep(object: Int, offset: Int)
  /// The whole tree, counting every reference to a shared container, has more values than the
  /// reader accepts for a file of this size.
  case tooManyValues(limit: Int)
  /// An object of a type a property list cannot hold here (null, a UID, a set), or a malformed
  /// marker byte.
  case unsupportedObject(object: Int, offset: Int, marker: UInt8)
  /// An object's contents (or the length field before them) run past the object area.
  case truncated(object: Int, offset: Int, what: String, end: Int)
  /// An ASCII string object holds a byte above 0x7F.
  case nonASCIIString(object: Int, offset: Int)
  /// A dictionary key that is not a string.
  case keyNotString(object: Int, offset: Int, kind: String)

  var description: String {
    switch self {
    case .tooShort(let count):
      return "the binary property list is \(count) bytes long, too short for a header, an object "
        + "and a trailer"
    case .unsupportedVersion(let version):
      return "unsupported binary property-list version \"\(version)\"; expected bplist00"
    case .invalidTrailer(let field, let value):
      return "invalid trailer: the \(field) is \(value)"
    case .objectOutsideFile(let object, let offset):
      return "object \(object) is at byte \(Self.hex(offset)), outside the object area"
    case .referenceOutOfRange(let object, let offset, let reference, let objects):
      return "\(Self.place(object, offset)): refers to object \(reference), beyond the offset "
        + "table (\(objects) objects)"
    case .cycle(let object, let offset):
      return "\(Self.place(object, offset)): the container contains itself"
    case .tooDeep(let object, let offset):
      return "\(Self.place(object, offset)): containers nested deeper than "
        + "\(PropertyListBinaryReader.maximumDepth) levels"
    case .tooManyValues(let limit):
      return "the property list holds more than \(limit) values once its shared containers are "
        + "counted at each reference"
    case .unsupportedObject(let object, let offset, let marker):
      return "\(Self.place(object, offset)): unsupported object marker \(Self.hex(UInt64(marker)))"
    case .truncated(let object, let offset, let what, let end):
      return "\(Self.place(object, offset)): \(what) runs past the object area (ends at byte "
        + "\(Self.hex(UInt64(end))))"
    case .nonASCIIString(let object, let offset):
      return "\(Self.place(object, offset)): an ASCII string holds a byte above 0x7F"
    case .keyNotString(let object, let offset, let kind):
      return "\(Self.place(object, offset)): a dictionary key is \(kind), not a string"
    }
  }

  private static func place(_ object: Int, _ offset: Int) -> String {
    "object \(object) at byte \(hex(UInt64(offset)))"
  }

  private static func hex(_ value: UInt64) -> String {
    "0x" + String(value, radix: 16)
  }
}
