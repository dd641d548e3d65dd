import Foundation

extension PropertyListValue {
  /// Whether `data` is a binary property list (`bplist` magic).
  static func isBinary(_ data: Data) -> Bool {
    data.count >= 6 && data.prefix(6).elementsEqual("bplist".utf8)
  }

  /// Reads a binary property list with Foundation's reader (which works on every platform);
  /// the values carry no positions. Errors go to `log` without a position.
  static func readBinary(_ data: Data, log: inout DiagnosticLog) -> PropertyListValue? {
    do {
      let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      return PropertyListValue(foundationObject: object, depth: 0)
    } catch {
      log.error("cannot read the binary property list: \(error.localizedDescription)", at: nil)
      return nil
    }
  }

  /// Converts an object from `PropertyListSerialization` (dictionary keys sorted, so the result
  /// is deterministic). Nesting deeper than the XML reader's limit is cut off.
  init(foundationObject object: Any, depth: Int) {
    self.offset = nil
    if let string = object as? String {
      kind = .string(string)
    } else if let data = object as? Data {
      kind = .data(data.base64EncodedString())
    } else if let date = object as? Date {
      kind = .date(ISO8601DateFormatter().string(from: date))
    } else if let dictionary = object as? [String: Any] {
      guard depth < PropertyListXMLReader.maximumDepth else {
        kind = .dictionary([])
        return
      }
      kind = .dictionary(
        dictionary.keys.sorted().compactMap { key in
          dictionary[key].map {
            Entry(
              key: key, keyOffset: nil,
              value: PropertyListValue(foundationObject: $0, depth: depth + 1))
          }
        })
    } else if let array = object as? [Any] {
      guard depth < PropertyListXMLReader.maximumDepth else {
        kind = .array([])
        return
      }
      kind = .array(array.map { PropertyListValue(foundationObject: $0, depth: depth + 1) })
    } else if let bool = object as? Bool, type(of: object) == Bool.self {
      kind = .boolean(bool)
    } else if let number = object as? NSNumber {
      let double = number.doubleValue
      kind = double.rounded() == double ? .integer(number.stringValue) : .real(number.stringValue)
    } else {
      kind = .string(String(describing: object))
    }
  }
}
