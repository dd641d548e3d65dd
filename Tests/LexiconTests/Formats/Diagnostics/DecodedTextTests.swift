import Foundation
import Testing

@testable import Lexicon

@Suite struct DecodedTextTests {
  private static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit -> [UInt8] in
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      return bigEndian ? [high, low] : [low, high]
    }
  }

  /// The first unit is ASCII in one byte order: it decides.
  @Test(arguments: ["\"ключ\"=\"значение\";", "<plist><string>键</string></plist>", "{\"一\":1}"])
  func theFirstUnitNamesTheByteOrder(text: String) {
    for bigEndian in [false, true] {
      let decoded = DecodedText(Data(Self.utf16(text, bigEndian: bigEndian)))
      #expect(decoded.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
      #expect(decoded.bytes == Array(text.utf8))
    }
  }

  /// Without an ASCII first unit, bytes that are not UTF-8 are read as UTF-16 when its ASCII
  /// units fall clearly in one byte order.
  @Test func otherwiseTheASCIIUnitsNameIt() {
    let text = "键 = \"值\"; 打开 = \"开始\";"
    for bigEndian in [false, true] {
      let decoded = DecodedText(Data(Self.utf16(text, bigEndian: bigEndian)))
      #expect(decoded.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
      #expect(decoded.bytes == Array(text.utf8))
    }
  }

  @Test(arguments: [
    Array("\"a\"=\"".utf8) + [0] + Array("bc\";\"d\"=\"".utf8) + [0] + Array("ef\";".utf8),
    [0, 0, 0, 0],
    Array("plain".utf8) + [0xFF],
  ])
  func utf8WithNULsOrInvalidBytesStaysUTF8(bytes: [UInt8]) {
    let decoded = DecodedText(Data(bytes))
    #expect(decoded.encoding == .utf8)
    #expect(decoded.bytes == bytes)
  }
}
