/// The ASCII bytes the format scanner and the number printers use.
enum ASCII {
  static let space: UInt8 = 0x20
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let percent: UInt8 = 0x25
  static let apostrophe: UInt8 = 0x27
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let at: UInt8 = 0x40
  static let upperL: UInt8 = 0x4C
  static let lowerA: UInt8 = 0x61
  static let lowerG: UInt8 = 0x67
  static let lowerH: UInt8 = 0x68
  static let lowerJ: UInt8 = 0x6A
  static let lowerL: UInt8 = 0x6C
  static let lowerQ: UInt8 = 0x71
  static let lowerR: UInt8 = 0x72
  static let lowerT: UInt8 = 0x74
  static let lowerZ: UInt8 = 0x7A

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte &- zero <= 9
  }

  @inline(__always) static func isNonZeroDigit(_ byte: UInt8) -> Bool {
    byte &- 0x31 <= 8
  }
}
