import Foundation

@testable import Lexicon
@testable import LexiconRawFiles

/// The oracle for Lexicon's property-list readers: the tree they must give for an object that
/// Foundation's `PropertyListSerialization` read from the same bytes, in the readers'
/// conventions (integers in decimal, reals as Swift prints a `Double`, dates in ISO 8601 to the
/// second, data in base 64). Foundation's dictionaries have no order, so entries are sorted by
/// key; compare with ``PropertyListValue/sortedByKey``.
extension PropertyListValue {
  init(foundationObject object: Any) {
    self.init(kind: Self.kind(of: object), offset: nil)
  }

  private static func kind(of object: Any) -> Kind {
    switch object {
    case let string as String:
      return .string(string)
    case let data as Data:
      return .data(data.base64EncodedString())
    case let date as Date:
      return .date(iso8601(date))
    case let flag as Bool where type(of: object) == Bool.self:
      return .boolean(flag)
    case let number as NSNumber:
      let type = String(cString: number.objCType)
      return type == "d" || type == "f"
        ? .real("\(number.doubleValue)") : .integer(number.stringValue)
    case let dictionary as [String: Any]:
      return .dictionary(
        dictionary.keys.sorted().map { key in
          Entry(
            key: key, keyOffset: nil, value: PropertyListValue(foundationObject: dictionary[key]!))
        })
    case let array as [Any]:
      return .array(array.map { PropertyListValue(foundationObject: $0) })
    default:
      return .string("unexpected \(type(of: object))")
    }
  }

  /// The same tree without offsets and with every dictionary's entries sorted by key (the
  /// order `init(foundationObject:)` gives them).
  var sortedByKey: PropertyListValue {
    switch kind {
    case .array(let elements):
      return PropertyListValue(kind: .array(elements.map(\.sortedByKey)), offset: nil)
    case .dictionary(let entries):
      let sorted = entries.sorted { $0.key < $1.key }.map {
        Entry(key: $0.key, keyOffset: nil, value: $0.value.sortedByKey)
      }
      return PropertyListValue(kind: .dictionary(sorted), offset: nil)
    default:
      return PropertyListValue(kind: kind, offset: nil)
    }
  }

  /// A date as `2024-01-01T00:00:00Z`, by Foundation's formatter.
  static func iso8601(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
