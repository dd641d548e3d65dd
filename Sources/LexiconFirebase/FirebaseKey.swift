/// How a string key is written as a Firebase Realtime Database key, and read back: reversibly,
/// so `login.title` survives the trip into a database that forbids `.` in keys.
///
/// Realtime Database keys cannot contain `.`, `$`, `#`, `[`, `]`, `/` or ASCII control
/// characters. Each of those, and `%` itself, is written as `%` followed by two uppercase
/// hexadecimal digits of its code — the percent-encoding of URLs, applied to these characters
/// only. Everything else, non-ASCII text included, is written as it is:
///
/// | key | in the database |
/// |---|---|
/// | `login.title` | `login%2Etitle` |
/// | `price.$` | `price%2E%24` |
/// | `100%` | `100%25` |
/// | `a/b[0]` | `a%2Fb%5B0%5D` |
/// | `Привет` | `Привет` |
///
/// ```swift
/// FirebaseKey.encode("login.title")      // "login%2Etitle"
/// FirebaseKey.decode("login%2Etitle")    // "login.title"
/// ```
///
/// `decode(encode(key)) == key` for every key. Decoding is lenient with keys written by hand: a
/// `%` that is not followed by two hexadecimal digits naming one of the escaped characters stays
/// as it is (`50% off` reads as `50% off`). `FirebaseSource` decodes every key it reads, and
/// `lexicon export firebase` encodes every key it writes, with these two functions.
///
/// - Note: The database also limits keys to 768 bytes of UTF-8 and forbids empty keys; encoding
///   can make a key longer (each escaped character takes three bytes). Check the encoded key
///   with `RemotePath(components:)` when you write one yourself.
public enum FirebaseKey {
  /// The characters a key is written without: the ones the database forbids, and `%`, the
  /// escape character. ASCII control characters (U+0000–U+001F, U+007F) are escaped too.
  public static let escapedCharacters: Set<Character> = [".", "$", "#", "[", "]", "/", "%"]

  /// Writes a key as the database can store it.
  ///
  /// ```swift
  /// FirebaseKey.encode("inbox.unread")   // "inbox%2Eunread"
  /// ```
  ///
  /// - Parameter key: Any key.
  /// - Returns: The key with each escaped character written as `%XX`.
  public static func encode(_ key: String) -> String {
    guard key.unicodeScalars.contains(where: isEscaped) else { return key }
    var encoded = String.UnicodeScalarView()
    for scalar in key.unicodeScalars {
      guard isEscaped(scalar) else {
        encoded.append(scalar)
        continue
      }
      encoded.append("%")
      encoded.append(hexDigits[Int(scalar.value >> 4)])
      encoded.append(hexDigits[Int(scalar.value & 0x0F)])
    }
    return String(encoded)
  }

  /// Reads a key written by ``encode(_:)`` (or by hand) back.
  ///
  /// ```swift
  /// FirebaseKey.decode("inbox%2Eunread")   // "inbox.unread"
  /// FirebaseKey.decode("50% off")          // "50% off"
  /// ```
  ///
  /// - Parameter key: A database key.
  /// - Returns: The key with every `%XX` naming an escaped character replaced by it.
  public static func decode(_ key: String) -> String {
    guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
    let scalars = Array(key.unicodeScalars)
    var decoded = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%", index + 2 < scalars.count,
        let high = hexValue(scalars[index + 1]), let low = hexValue(scalars[index + 2]),
        let escaped = Unicode.Scalar(high << 4 | low), isEscaped(escaped)
      {
        decoded.append(escaped)
        index += 3
        continue
      }
      decoded.append(scalar)
      index += 1
    }
    return String(decoded)
  }

  /// Whether a scalar is written as `%XX`.
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", "$", "#", "[", "]", "/", "%": return true
    default: return scalar.value < 0x20 || scalar.value == 0x7F
    }
  }

  private static let hexDigits: [Unicode.Scalar] = Array("0123456789ABCDEF".unicodeScalars)

  /// The value of a hexadecimal digit in either case, or `nil`.
  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 0x30
    case "A"..."F": return scalar.value - 0x41 + 10
    case "a"..."f": return scalar.value - 0x61 + 10
    default: return nil
    }
  }
}
