import Foundation
import Testing

@testable import Lexicon

/// Table files are read whole, byte for byte, whatever their size; a file that cannot be read
/// gives Foundation's error; with glibc a large file lies in pages of its own.
@Suite struct FileBytesTests {
  /// Runs `body` with a new folder that is removed afterwards.
  static func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileBytesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// Sizes around the own-pages threshold and the page size, and an empty file.
  @Test(
    arguments: [
      0, 1, 4095, 4097, FileBytes.ownPagesSize - 1, FileBytes.ownPagesSize,
      FileBytes.ownPagesSize + 4097, 700_001,
    ])
  func aFileIsReadByteForByte(size: Int) throws {
    try Self.withFolder { folder in
      var generator = SystemRandomNumberGenerator()
      let bytes = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
      let url = folder.appendingPathComponent("table.strings")
      try bytes.write(to: url)
      let read = try FileBytes.contents(of: url)
      #expect(read.count == size)
      #expect(read == bytes)
    }
  }

  /// The same sizes read into an array (what a compiled table keeps), on the glibc path and on
  /// Foundation's.
  @Test(arguments: [0, 1, 4097, FileBytes.ownPagesSize + 4097, 700_001])
  func aFileIsReadIntoAnArrayByteForByte(size: Int) throws {
    try Self.withFolder { folder in
      var generator = SystemRandomNumberGenerator()
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let url = folder.appendingPathComponent("table.lexicontable")
      try Data(bytes).write(to: url)
      #expect(try FileBytes.array(of: url, maximumSize: size) == bytes)
      #if canImport(Glibc)
        #expect(try FileBytes.readIntoArray(path: url.path, maximumSize: size) == bytes)
      #endif
    }
  }

  /// A file over the reader's limit is refused by its size, before it is read; a missing file or
  /// a folder gives Foundation's error.
  @Test func anArrayOverItsLimitOrUnreadableIsRefused() throws {
    try Self.withFolder { folder in
      let url = folder.appendingPathComponent("large.lexicontable")
      try Data(repeating: 7, count: 5_000).write(to: url)
      let error = try #require(throws: FileBytes.TooLarge.self) {
        try FileBytes.array(of: url, maximumSize: 4_999)
      }
      #expect(error.size == 5_000)
      #expect(throws: CocoaError.self) {
        try FileBytes.array(of: folder.appendingPathComponent("missing"), maximumSize: 100)
      }
      #expect(throws: (any Error).self) { try FileBytes.array(of: folder, maximumSize: 100) }
    }
  }

  @Test func aMissingFileOrAFolderThrowsFoundationsError() throws {
    try Self.withFolder { folder in
      let missing = folder.appendingPathComponent("missing.strings")
      #expect(throws: CocoaError.self) { try FileBytes.contents(of: missing) }
      #expect(throws: (any Error).self) { try FileBytes.contents(of: folder) }
    }
  }

  #if canImport(Glibc)
    /// A large file is read into anonymous pages (page-aligned, outside the heap's buffers), a
    /// small one is left to Foundation.
    @Test func withGlibcALargeFileGetsPagesOfItsOwn() throws {
      try Self.withFolder { folder in
        let large = folder.appendingPathComponent("large.strings")
        let small = folder.appendingPathComponent("small.strings")
        try Data(repeating: 0x41, count: FileBytes.ownPagesSize * 2 + 3).write(to: large)
        try Data(repeating: 0x42, count: 100).write(to: small)
        let own = try #require(FileBytes.readIntoOwnPages(path: large.path))
        #expect(own.count == FileBytes.ownPagesSize * 2 + 3)
        #expect(own.allSatisfy { $0 == 0x41 })
        let address = own.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
        #expect(address % 4096 == 0)
        #expect(FileBytes.readIntoOwnPages(path: small.path) == nil)
        #expect(FileBytes.readIntoOwnPages(path: folder.path) == nil)
        #expect(FileBytes.readIntoOwnPages(path: folder.appendingPathComponent("none").path) == nil)
      }
    }
  #endif
}
