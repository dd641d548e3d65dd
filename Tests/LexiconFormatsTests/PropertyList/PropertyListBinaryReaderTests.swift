import Foundation
import Testing

@testable import Lexicon
@testable import LexiconFormats
@testable import LexiconRawFiles

@Suite struct PropertyListBinaryReaderTests {
  // MARK: - Files Foundation writes

  /// Values of every kind and size class: short and extended lengths (15+, 255+ and 65,535+),
  /// 1- to 16-byte integers, both real sizes, dates before and after 2001, UTF-16 strings, and
  /// more than 255 objects (2-byte references and offsets).
  static func foundationValue(_ name: String) -> Any {
    switch name {
    case "ASCII string": return "hello"
    case "empty string": return ""
    case "UTF-16 string": return "héllo 😀 Привет"
    case "long ASCII string": return String(repeating: "abc", count: 200)
    case "long UTF-16 string": return String(repeating: "й", count: 70_000)
    case "integers": return [0, 1, 255, 256, 65_535, 65_536, -1, Int.max, Int.min]
    case "16-byte integers": return [UInt64.max, UInt64(Int64.max) + 1]
    case "reals": return [1.5, -0.0, 1e300, 0.1, Double.leastNonzeroMagnitude]
    case "floats": return [Float(0.1), Float(3)]
    case "booleans": return [true, false]
    case "dates":
      return [
        Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0),
        Date(timeIntervalSinceReferenceDate: 86_400.5),
        Date(timeIntervalSinceReferenceDate: -31_622_400), Date(timeIntervalSince1970: 4e9),
      ]
    case "data": return [Data(), Data([1, 2, 3]), Data(repeating: 0xAB, count: 300)]
    case "nested containers":
      return ["a": [["b": [1, "c"] as [Any]], [Int]()] as [Any], "d": [String: Int]()]
    case "many objects":
      return Dictionary(uniqueKeysWithValues: (0..<400).map { ("key \($0)", "value \($0)") })
    default:
      return [
        "files": [
          "NSStringLocalizedFormatKey": "%#@files@",
          "files": [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
            "NSStringFormatValueTypeKey": "d", "one": "%d file", "other": "%d files",
          ],
        ]
      ]
    }
  }

  @Test(arguments: [
    "ASCII string", "empty string", "UTF-16 string", "long ASCII string", "long UTF-16 string",
    "integers", "16-byte integers", "reals", "floats", "booleans", "dates", "data",
    "nested containers", "many objects", "stringsdict entry",
  ])
  func readsWhatFoundationWrites(name: String) throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.foundationValue(name), format: .binary, options: 0)
    let reference = try PropertyListSerialization.propertyList(from: data, format: nil)
    let read = try PropertyListBinaryReader.read([UInt8](data))
    #expect(read.sortedByKey == PropertyListValue(foundationObject: reference))
  }

  /// `plutil` (a real process) converts the XML fixtures to binary; both forms parse to the
  /// same table, with no diagnostics.
  @Test(
    .enabled(if: Self.plutil != nil),
    arguments: ["Sample.stringsdict", "Sample.strings"])
  func readsWhatPlutilWrites(fixture: String) throws {
    let source = try #require(
      Bundle.module.url(forResource: "Fixtures/formats/\(fixture)", withExtension: nil))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plutil-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent(fixture)
    let process = Process()
    process.executableURL = Self.plutil ?? URL(fileURLWithPath: "/usr/bin/plutil")
    process.arguments = ["-convert", "binary1", "-o", binary.path, source.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let binaryData = try Data(contentsOf: binary)
    let textData = try Data(contentsOf: source)
    #expect(PropertyListBinaryReader.isBinary(binaryData))
    let kind: LocalizationFileKind = fixture.hasSuffix("dict") ? .stringsDict : .strings
    guard case .table(let fromBinary) = LocalizationFile.parse(binaryData, kind: kind),
      case .table(let fromText) = LocalizationFile.parse(textData, kind: kind)
    else {
      Issue.record("not read as tables")
      return
    }
    #expect(fromBinary.diagnostics.isEmpty)
    #expect(!fromBinary.table.isEmpty)
    #expect(fromBinary.table == fromText.table)
  }

  /// `plutil`, where the toolchain or the system has one.
  static let plutil: URL? = {
    for path in ["/usr/bin/plutil", "/opt/swift/usr/bin/plutil"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    return nil
  }()

  // MARK: - Scalars

  @Test(arguments: [
    (0.0, "2001-01-01T00:00:00Z"),
    (-978_307_200.0, "1970-01-01T00:00:00Z"),
    (86_400.5, "2001-01-02T00:00:00Z"),
    (-0.5, "2000-12-31T23:59:59Z"),
    (-63_113_904_000.0, "0001-01-01T00:00:00Z"),
    (252_423_993_599.0, "9999-12-31T23:59:59Z"),
    (252_423_993_600.0, "252423993600.0"),
    (1e300, "1e+300"),
    (Double.nan, "nan"),
    (-Double.infinity, "-inf"),
  ])
  func datesPrintInISO8601(seconds: Double, expected: String) {
    #expect(PropertyListBinaryReader.dateText(seconds) == expected)
  }

  @Test func unpairedSurrogatesReadAsReplacementCharacters() throws {
    let list = BinaryPropertyList(name: "", objects: [[0x62, 0xD8, 0x00, 0x00, 0x41]])
    #expect(try PropertyListBinaryReader.read(list.bytes).string == "\u{FFFD}A")
  }

  @Test func objectsReferencedManyTimesAreShared() throws {
    // A dictionary whose 100 values are all one string object.
    let count = 100
    var dictionary: [UInt8] = [0xDF, 0x10, UInt8(count)]
    dictionary += (0..<count).map { UInt8(2 + $0) }
    dictionary += Array(repeating: 1, count: count)
    let keys = (0..<count).map { [0x5A] + Array("key \(100_000 + $0)".utf8) }
    let list = BinaryPropertyList(
      name: "", objects: [dictionary, [0x55] + Array("value".utf8)] + keys, offsetSize: 2)
    let value = try PropertyListBinaryReader.read(list.bytes)
    #expect(value.entries?.count == count)
    #expect(value.entries?.allSatisfy { $0.value.string == "value" } == true)
  }

  // MARK: - Hostile input

  /// Arrays that each hold the next one twice: 2^40 values once expanded, from 41 objects.
  static let containerBomb = BinaryPropertyList(
    name: "shared-container bomb",
    objects: (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x09]])

  /// Arrays nested one level deeper than the limit.
  static let deepNesting = BinaryPropertyList(
    name: "nesting deeper than 256",
    objects: (0..<300).map { [0xA1] + BinaryPropertyList.bigEndian(UInt64($0 + 1), size: 2) }
      + [[0x09]],
    offsetSize: 2, referenceSize: 2)

  static let malformed: [(BinaryPropertyList, String)] = [
    (
      BinaryPropertyList(name: "too short", objects: []),
      "the binary property list is 40 bytes long, too short for a header, an object and a trailer"
    ),
    (
      BinaryPropertyList(name: "version 01", objects: [[0x09]], header: "bplist01"),
      "unsupported binary property-list version \"bplist01\"; expected bplist00"
    ),
    (
      BinaryPropertyList(name: "offset size 0", objects: [[0x09]], offsetSize: 0),
      "invalid trailer: the offset size is 0"
    ),
    (
      BinaryPropertyList(name: "reference size 9", objects: [[0x09]], referenceSize: 9),
      "invalid trailer: the reference size is 9"
    ),
    (
      BinaryPropertyList(name: "no objects", objects: [[0x09]], objectCount: 0),
      "invalid trailer: the object count is 0"
    ),
    (
      BinaryPropertyList(name: "huge object count", objects: [[0x09]], objectCount: .max),
      "invalid trailer: the object count is 18446744073709551615"
    ),
    (
      BinaryPropertyList(name: "top object beyond the table", objects: [[0x09]], top: 1),
      "invalid trailer: the top object is 1"
    ),
    (
      BinaryPropertyList(name: "offset table in the trailer", objects: [[0x09]], tableOffset: 20),
      "invalid trailer: the offset table offset is 20"
    ),
    (
      BinaryPropertyList(name: "offset table in the header", objects: [[0x09]], tableOffset: 3),
      "invalid trailer: the offset table offset is 3"
    ),
    (
      BinaryPropertyList(name: "huge offset table offset", objects: [[0x09]], tableOffset: .max),
      "invalid trailer: the offset table offset is 18446744073709551615"
    ),
    (
      BinaryPropertyList(name: "object in the header", objects: [[0x09]], offsets: [2]),
      "object 0 is at byte 0x2, outside the object area"
    ),
    (
      BinaryPropertyList(
        name: "object in the offset table", objects: [[0xA1, 0x01], [0x09]], offsets: [8, 11]),
      "object 1 is at byte 0xb, outside the object area"
    ),
    (
      BinaryPropertyList(name: "reference beyond the table", objects: [[0xA1, 0x05]]),
      "object 0 at byte 0x8: refers to object 5, beyond the offset table (1 objects)"
    ),
    (
      BinaryPropertyList(name: "array holding itself", objects: [[0xA1, 0x00]]),
      "object 0 at byte 0x8: the container contains itself"
    ),
    (
      BinaryPropertyList(
        name: "dictionary cycle", objects: [[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xA1, 0x00]]),
      "object 0 at byte 0x8: the container contains itself"
    ),
    (deepNesting, "object 257 at byte 0x30b: containers nested deeper than 256 levels"),
    (
      containerBomb,
      "the property list holds more than 3232 values once its shared containers are counted at "
        + "each reference"
    ),
    (
      BinaryPropertyList(
        name: "huge array count",
        objects: [[0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00]]),
      "object 0 at byte 0x8: an array of 9223372036854775807 references runs past the object "
        + "area (ends at byte 0x13)"
    ),
    (
      BinaryPropertyList(
        name: "length above Int.max",
        objects: [[0x5F, 0x13] + Array(repeating: 0xFF, count: 8)]),
      "object 0 at byte 0x8: a length of 18446744073709551615 runs past the object area (ends at "
        + "byte 0x12)"
    ),
    (
      BinaryPropertyList(name: "array count past the end", objects: [[0xAF, 0x10, 0x20, 0x00]]),
      "object 0 at byte 0x8: an array of 32 references runs past the object area (ends at byte "
        + "0xc)"
    ),
    (
      BinaryPropertyList(name: "string past the end", objects: [[0x5F, 0x10, 0xFF, 0x41]]),
      "object 0 at byte 0x8: an ASCII string of 255 bytes runs past the object area (ends at "
        + "byte 0xc)"
    ),
    (
      BinaryPropertyList(name: "UTF-16 string past the end", objects: [[0x62, 0x00, 0x41, 0x00]]),
      "object 0 at byte 0x8: a UTF-16 string of 2 units runs past the object area (ends at byte "
        + "0xc)"
    ),
    (
      BinaryPropertyList(name: "length cut off", objects: [[0x4F]]),
      "object 0 at byte 0x8: a length runs past the object area (ends at byte 0x9)"
    ),
    (
      BinaryPropertyList(name: "length that is not an integer", objects: [[0x4F, 0x51, 0x41]]),
      "object 0 at byte 0x9: unsupported object marker 0x51"
    ),
    (
      BinaryPropertyList(
        name: "32-byte integer", objects: [[0x15] + Array(repeating: 0, count: 32)]),
      "object 0 at byte 0x8: unsupported object marker 0x15"
    ),
    (
      BinaryPropertyList(name: "integer cut off", objects: [[0x13, 0x00, 0x01]]),
      "object 0 at byte 0x8: an integer runs past the object area (ends at byte 0xb)"
    ),
    (
      BinaryPropertyList(name: "2-byte real", objects: [[0x21, 0x00, 0x00]]),
      "object 0 at byte 0x8: unsupported object marker 0x21"
    ),
    (
      BinaryPropertyList(name: "date cut off", objects: [[0x33, 0x00]]),
      "object 0 at byte 0x8: a date runs past the object area (ends at byte 0xa)"
    ),
    (
      BinaryPropertyList(name: "non-ASCII ASCII string", objects: [[0x52, 0x41, 0xE9]]),
      "object 0 at byte 0x8: an ASCII string holds a byte above 0x7F"
    ),
    (
      BinaryPropertyList(name: "integer key", objects: [[0xD1, 0x01, 0x01], [0x10, 0x07]]),
      "object 0 at byte 0x8: a dictionary key is an integer, not a string"
    ),
    (
      BinaryPropertyList(name: "null", objects: [[0x00]]),
      "object 0 at byte 0x8: unsupported object marker 0x0"
    ),
    (
      BinaryPropertyList(name: "UID", objects: [[0x80, 0x01]]),
      "object 0 at byte 0x8: unsupported object marker 0x80"
    ),
    (
      BinaryPropertyList(name: "set", objects: [[0xC0]]),
      "object 0 at byte 0x8: unsupported object marker 0xc0"
    ),
  ]

  @Test(arguments: malformed)
  func rejectsMalformedInput(list: BinaryPropertyList, message: String) {
    let error = #expect(throws: PropertyListBinaryError.self) {
      try PropertyListBinaryReader.read(list.bytes)
    }
    #expect(error?.description == message)
  }

  /// Through the parsers, a damaged file is one error at line 0, column 0, naming the problem.
  /// (Before Lexicon read binary files itself, the container bomb — 202 bytes — made both
  /// parsers run for hours, and Foundation's reader leaked on damaged headers.)
  @Test(arguments: [
    (
      BinaryPropertyList(name: "cycle", objects: [[0xA1, 0x00]]),
      "0:0: error: object 0 at byte 0x8: the container contains itself"
    ),
    (
      containerBomb,
      "0:0: error: the property list holds more than 3232 values once its shared containers "
        + "are counted at each reference"
    ),
  ])
  func parsersReportTheErrorWithoutAPosition(list: BinaryPropertyList, message: String) {
    let data = Data(list.bytes)
    let strings = StringsFileParser.parse(data, path: "B.strings")
    let stringsDict = StringsDictParser.parse(data, path: "B.stringsdict")
    #expect(strings.diagnostics.map(\.description) == ["B.strings:" + message])
    #expect(stringsDict.diagnostics.map(\.description) == ["B.stringsdict:" + message])
    #expect(strings.table.isEmpty && stringsDict.table.isEmpty)
  }
}
