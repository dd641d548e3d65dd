import Foundation
import Testing

@testable import Lexicon
@testable import LexiconRawFiles
@testable import LexiconReading

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

/// Valid UTF-8 without a byte-order mark is handed over where it lies, never copied; everything
/// `DecodedText` would change or report is not.
@Suite struct DecodedTextInPlaceTests {
  @Test func validUTF8IsLentWithoutACopy() throws {
    let data = Data("\"ключ\" = \"значение\";\n\"k\" = \"v\";".utf8)
    let lent = try #require(
      DecodedText.withValidUTF8(data) { bytes -> (UnsafeRawPointer?, [UInt8]) in
        (UnsafeRawPointer(bytes.baseAddress), Array(bytes))
      })
    let own = data.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) }
    #expect(lent.0 == own)
    #expect(lent.1 == DecodedText(data).bytes)
  }

  @Test(
    arguments: [
      [0xEF, 0xBB, 0xBF, 0x22, 0x6B, 0x22],  // UTF-8 with a byte-order mark
      [0xFF, 0xFE, 0x22, 0x00],  // UTF-16, little endian, with a mark
      [0xFE, 0xFF, 0x00, 0x22],  // UTF-16, big endian, with a mark
      [0x22, 0x00, 0x6B, 0x00, 0x22, 0x00, 0x3D, 0x00],  // UTF-16 without a mark
      [0x22, 0x6B, 0xC3, 0x22],  // invalid UTF-8
    ] as [[UInt8]])
  func anythingElseIsLeftToTheDecoder(bytes: [UInt8]) {
    var called = false
    let result: Void? = DecodedText.withValidUTF8(Data(bytes)) { _ in called = true }
    #expect(result == nil)
    #expect(!called)
  }

  /// A file read in place gives what the copying path gives (the same text after a UTF-8
  /// byte-order mark, which takes that path): the table, and each diagnostic with its line,
  /// column and message, duplicate keys and the lines they were first defined on included.
  @Test(
    arguments: [
      "/* c */\n\"a\" = \"A\";\n\"b\" = \"B \\\"q\\\"\";\n\"é\" = \"É\";\n",
      "\"a\" = \"1\";\n\"ключ\" = \"2\";\n\"b\" = ;\n\"a\" = \"3\";\n\"c\" = \"open;\n",
      "\"x\" = \"\\q\";\r\n\"y\" \"z\";\r\n/* unterminated",
    ])
  func aStringsFileReadInPlaceMatchesTheCopyingRead(text: String) {
    let inPlace = StringsFileReader.read(Data(text.utf8), path: "t.strings")
    let copied = StringsFileReader.read(Data([0xEF, 0xBB, 0xBF] + text.utf8), path: "t.strings")
    #expect(inPlace.table == copied.table)
    #expect(inPlace.diagnostics == copied.diagnostics)
    // The first text is clean; the others report on several lines.
    #expect(inPlace.diagnostics.isEmpty == text.hasPrefix("/* c */"), "\(inPlace.diagnostics)")
    #expect(Set(inPlace.diagnostics.map(\.line)).count != 1, "\(inPlace.diagnostics)")
    let located = StringsFileReader.read(
      Data(text.utf8), path: "t.strings", recordsLocations: true)
    let locatedCopy = StringsFileReader.read(
      Data([0xEF, 0xBB, 0xBF] + text.utf8), path: "t.strings", recordsLocations: true)
    func summary(_ result: TableFileResult) -> [String] {
      (result.locations ?? [:]).map { key, place in
        "\(key) \(place.key.line):\(place.key.column) \(place.value.line):\(place.value.column) "
          + (place.comment ?? "-")
      }.sorted()
    }
    #expect(located.locations?.isEmpty == false)
    #expect(summary(located) == summary(locatedCopy))
    #expect(located.diagnostics == locatedCopy.diagnostics)
  }

  @Test func duplicatesAndErrorsReadInPlaceNameTheirLines() throws {
    let duplicated = Data("\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\" = ;\n".utf8)
    let result = StringsFileReader.read(duplicated, path: "dup.strings")
    #expect(result.table.text(forKey: "a") == "2")
    #expect(result.diagnostics.map(\.line) == [2, 3], "\(result.diagnostics)")
    let first = try #require(result.diagnostics.first)
    #expect(first.message.contains("first defined on line 1"), "\(first.message)")
    #expect(result.diagnostics.allSatisfy { $0.file == "dup.strings" })
  }

  /// A log awaiting its text copies it only when the scanner first reports.
  @Test func aCleanScanNeverCopiesItsText() {
    func scanned(_ text: String) -> DiagnosticLog {
      Array(text.utf8).withUnsafeBufferPointer { buffer in
        var scanner = StringsScanner(text: buffer, log: DiagnosticLog(fileAwaitingText: "f"))
        scanner.run()
        return scanner.log
      }
    }
    let clean = scanned("\"a\" = \"A\";\n\"b\" = \"B\";\n")
    #expect(clean.awaitsText)
    #expect(clean.diagnostics.isEmpty)
    let broken = scanned("\"a\" = \"A\";\n\n  \"b\" = ;\n")
    #expect(!broken.awaitsText)
    #expect(broken.diagnostics.map { [$0.line, $0.column] } == [[3, 9]], "\(broken.diagnostics)")
  }
}
