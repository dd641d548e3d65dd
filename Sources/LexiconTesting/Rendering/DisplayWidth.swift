/// How many columns a text takes in a fixed-width layout: an estimate for width checks and for
/// aligning snapshot columns.
///
/// Each character (grapheme cluster) counts one, East Asian wide and full-width characters and
/// emoji count two, and a cluster made only of invisible format characters (bidi marks, zero-width
/// joiners) counts zero.
///
/// ```swift
/// DisplayWidth.of("Inbox")    // 5
/// DisplayWidth.of("受信トレイ")  // 10
/// ```
enum DisplayWidth {
  /// The width of `text`.
  /// - Parameter text: Any text.
  /// - Returns: Its width in columns.
  static func of(_ text: String) -> Int {
    var width = 0
    for character in text {
      guard let first = character.unicodeScalars.first else { continue }
      if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .format }) {
        continue
      }
      width += isWide(first) ? 2 : 1
    }
    return width
  }

  /// Whether a scalar is East Asian wide or full-width, or an emoji shown as a picture.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
