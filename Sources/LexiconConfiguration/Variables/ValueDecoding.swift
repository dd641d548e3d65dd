import Foundation
import Lexicon

/// Decodes `Decodable` types from configuration values, turning `DecodingError`s into
/// ``ConfigurationError`` reasons with the same wording as the typed accessors.
enum ValueDecoding {
  /// Decodes `type` from `value` by way of JSON.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - value: The value.
  ///   - makeError: Builds the error for a coding path below `value` and a reason.
  static func decode<Value: Decodable>(
    _ type: Value.Type, from value: ConfigurationValue,
    error makeError: ([any CodingKey], ConfigurationError.Reason) -> ConfigurationError
  ) throws(ConfigurationError) -> Value {
    let typeName = String(describing: Value.self)
    do {
      // Wrapped in an array: top-level fragments need newer OSes on Apple platforms.
      let data = try JSONEncoder().encode([value])
      guard let decoded = try JSONDecoder().decode([Value].self, from: data).first else {
        throw makeError([], .cannotDecode(type: typeName, detail: "nothing was decoded"))
      }
      return decoded
    } catch let error as ConfigurationError {
      throw error
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch(let expected, let context):
        let path = Array(context.codingPath.dropFirst())
        let found = lookUp(path, in: value)?.foundDescription ?? "another type"
        throw makeError(path, .typeMismatch(expected: describe(expected), found: found))
      case .valueNotFound(let expected, let context):
        let path = Array(context.codingPath.dropFirst())
        throw makeError(path, .typeMismatch(expected: describe(expected), found: "null"))
      case .keyNotFound(let key, let context):
        let path = Array(context.codingPath.dropFirst()) + [key]
        throw makeError(path, .missingField(expected: "a value"))
      case .dataCorrupted(let context):
        let path = Array(context.codingPath.dropFirst())
        throw makeError(path, .cannotDecode(type: typeName, detail: context.debugDescription))
      @unknown default:
        throw makeError([], .cannotDecode(type: typeName, detail: "\(error)"))
      }
    } catch {
      throw makeError([], .cannotDecode(type: typeName, detail: "\(error)"))
    }
  }

  /// The value at a coding path, when there is one.
  private static func lookUp(_ path: [any CodingKey], in value: ConfigurationValue)
    -> ConfigurationValue?
  {
    var current = value
    for key in path {
      if let index = key.intValue, let element = current[index] {
        current = element
      } else if let member = current[key.stringValue] {
        current = member
      } else {
        return nil
      }
    }
    return current
  }

  /// A type as messages describe it: `a string`, `an integer`, `an object`.
  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type, is Substring.Type, is Character.Type: return "a string"
    case is Bool.Type: return "a Boolean"
    case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type,
      is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
      return "an integer"
    case is Double.Type, is Float.Type, is Decimal.Type: return "a number"
    case is [Any].Type: return "an array"
    case is [String: Any].Type: return "an object"
    default: return String(describing: type)
    }
  }
}
