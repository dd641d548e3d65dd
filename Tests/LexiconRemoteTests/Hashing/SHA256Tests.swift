import Foundation
import LexiconTestSupport
import Testing

@testable import LexiconRemote

@Suite struct SHA256Tests {
  /// The examples of FIPS 180-4 (NIST's "SHA256.pdf", "SHA2_Additional.pdf") and the one-million
  /// `a` message of the NIST test vectors.
  static let nistVectors: [(message: [UInt8], digest: String)] = [
    (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (
      Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      Array(
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqr"
          + "lmnopqrsmnopqrstnopqrstu").utf8),
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
    ([0xbd], "68325720aabd7c82f30f554b313d0570c95accbb7dc4b5aae11204c08ffe732b"),
    ([0xc9, 0x8c, 0x8e, 0x55], "7abc22c0ae5af26ce93dbb94433a0e0b2e119d014f8e7f65bd56c61ccccd9504"),
    (
      [UInt8](repeating: 0, count: 55),
      "02779466cdec163811d078815c633f21901413081449002f24aa3e80f0b88ef7"
    ),
    (
      [UInt8](repeating: 0, count: 56),
      "d4817aa5497628e7c77e6b606107042bbba3130888c5f47a375e6179be789fbb"
    ),
    (
      [UInt8](repeating: 0, count: 57),
      "65a16cb7861335d5ace3c60718b5052e44660726da4cd13bb745381b235a1785"
    ),
    (
      [UInt8](repeating: 0, count: 64),
      "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b"
    ),
    (
      [UInt8](repeating: 0, count: 1000),
      "541b3e9daa09b20bf85fa273e5cbd3e80185aa4ec298e765db87742b70138a53"
    ),
    (
      [UInt8](repeating: 0x41, count: 1000),
      "c2e686823489ced2017f6059b8b239318b6364f6dcd835d0a519105a1eadd6e4"
    ),
    (
      [UInt8](repeating: 0x55, count: 1005),
      "f4d62ddec0f3dd90ea1380fa16a5ff8dc4c54b21740650f24afc4120903552b0"
    ),
    (
      [UInt8](repeating: 0x61, count: 1_000_000),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    ),
  ]

  @Test("NIST vectors, hashed in one call", arguments: nistVectors.indices)
  func nistVector(index: Int) {
    let (message, digest) = Self.nistVectors[index]
    #expect(SHA256.hash(message).description == digest)
    #expect(SHA256.hash(Data(message)) == SHA256Digest(hex: digest))
  }

  @Test("NIST vectors, fed in pieces of one size", arguments: [1, 3, 63, 64, 65, 130])
  func nistVectorInPieces(pieceSize: Int) {
    for (message, digest) in Self.nistVectors where message.count <= 1005 {
      var hash = SHA256()
      var start = 0
      while start < message.count {
        let end = min(start + pieceSize, message.count)
        hash.update(message[start..<end])
        start = end
      }
      #expect(hash.finalize().description == digest, "\(message.count) bytes in \(pieceSize)s")
    }
  }

  @Test func finalizeLeavesTheHashOpenForMoreBytes() {
    var hash = SHA256()
    hash.update(Array("ab".utf8))
    #expect(hash.finalize() == SHA256.hash(Array("ab".utf8)))
    hash.update(Array("c".utf8))
    #expect(hash.finalize().description == Self.nistVectors[0].digest)
  }

  @Test func acceptsAnySequence() {
    var hash = SHA256()
    hash.update("abc".utf8)
    #expect(hash.finalize().description == Self.nistVectors[0].digest)
  }

  /// Random messages of many lengths (around every block boundary, and a large one), split at
  /// random points, against the system's `sha256sum` (or `shasum -a 256` on macOS).
  @Test func agreesWithSha256sumOnRandomData() throws {
    guard let tool = Self.systemHasher() else {
      Issue.record("neither sha256sum nor shasum is installed")
      return
    }
    var random = SeededGenerator(state: 0x5A25_6000)
    let lengths = Array(0...130) + [447, 448, 511, 512, 513, 4095, 4096, 100_003, 1_000_003]
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SHA256Tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    var expected: [String] = []
    for length in lengths {
      let message = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let file = folder.appendingPathComponent("m\(length)")
      try Data(message).write(to: file)
      files.append(file)
      var hash = SHA256()
      var start = 0
      while start < message.count {
        let end = min(message.count, start + Int.random(in: 1...200, using: &random))
        hash.update(message[start..<end])
        start = end
      }
      expected.append(hash.finalize().description)
    }
    let output = try Self.run(tool.path, tool.arguments + files.map(\.path))
    let digests = output.split(separator: "\n").map { String($0.prefix(64)) }
    #expect(digests == expected)
  }

  /// The installed command that prints SHA-256 digests, with its arguments.
  static func systemHasher() -> (path: String, arguments: [String])? {
    for (path, arguments) in [
      ("/usr/bin/sha256sum", []), ("/bin/sha256sum", []), ("/usr/bin/shasum", ["-a", "256"]),
    ] where FileManager.default.isExecutableFile(atPath: path) {
      return (path, arguments)
    }
    return nil
  }

  /// Runs a command and returns its standard output.
  static func run(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }
}
