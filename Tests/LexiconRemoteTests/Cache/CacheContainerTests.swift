import Testing

@testable import LexiconRemote

/// The frame of every cache file: a file is read only when it is complete, of the expected kind
/// and version, and its checksum matches.
@Suite struct CacheContainerTests {
  static let body: [UInt8] = Array("the body of a cache file".utf8)

  @Test func unwrapsWhatItWrapped() throws {
    let (bytes, checksum) = CacheContainer.wrap(Self.body, kind: .content)
    #expect(bytes.count == Self.body.count + CacheContainer.overhead)
    #expect(Array(bytes[0..<4]) == Array("LXRC".utf8))
    let (range, read, _) = try bytes.withUnsafeBytes {
      try CacheContainer.unwrap($0, kind: .content)
    }
    #expect(Array(bytes[range]) == Self.body)
    #expect(read == checksum)
  }

  /// A way a file can be damaged, and the reason it is refused for.
  enum Damage: CaseIterable, Sendable {
    case truncatedHeader, truncatedBody, extraByte, flippedBodyBit, flippedChecksumBit
    case otherKind, otherVersion

    func apply(to bytes: [UInt8]) -> [UInt8] {
      var damaged = bytes
      switch self {
      case .truncatedHeader: return Array(bytes.prefix(10))
      case .truncatedBody: return Array(bytes.dropLast(3))
      case .extraByte: return bytes + [0]
      case .flippedBodyBit: damaged[20] ^= 1
      case .flippedChecksumBit: damaged[damaged.count - 1] ^= 0x80
      case .otherKind: damaged[3] = 0x49
      case .otherVersion: damaged[4] = 3
      }
      return damaged
    }

    var reason: String {
      switch self {
      case .truncatedHeader: return "fewer than a cache file's frame"
      case .truncatedBody, .extraByte: return "the body should have"
      case .flippedBodyBit, .flippedChecksumBit: return "does not match the recorded"
      case .otherKind: return "wrong magic"
      case .otherVersion: return "format version 3 is not 1 to 2"
      }
    }
  }

  /// Each damage is refused with its reason.
  @Test(arguments: Damage.allCases)
  func refusesDamage(damage: Damage) {
    let (bytes, _) = CacheContainer.wrap(Self.body, kind: .content)
    let damaged = damage.apply(to: bytes)
    do {
      _ = try damaged.withUnsafeBytes { try CacheContainer.unwrap($0, kind: .content) }
      Issue.record("\(damage): accepted")
    } catch let error as CacheFormatError {
      #expect(error.reason.contains(damage.reason), "\(damage): \(error)")
    } catch {
      Issue.record("\(damage): \(error)")
    }
  }

  @Test func everyPrefixIsRefused() {
    let (bytes, _) = CacheContainer.wrap(Self.body, kind: .index)
    for length in 0..<bytes.count {
      let prefix = Array(bytes[..<length])
      #expect(throws: CacheFormatError.self) {
        try prefix.withUnsafeBytes { try CacheContainer.unwrap($0, kind: .index) }
      }
    }
  }
}
