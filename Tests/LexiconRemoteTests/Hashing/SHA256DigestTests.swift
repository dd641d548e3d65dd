import Testing

@testable import LexiconRemote

@Suite struct SHA256DigestTests {
  static let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"

  @Test func parsesEitherCaseAndPrintsLowercase() {
    let digest = SHA256Digest(hex: Self.abc.uppercased())
    #expect(digest?.description == Self.abc)
    #expect(digest?.bytes.count == 32)
    #expect(digest?.bytes.first == 0xba)
    #expect(digest == SHA256.hash(Array("abc".utf8)))
  }

  @Test(
    "Rejects what is not 64 hexadecimal digits",
    arguments: [
      "", "ba78", String(abc.dropLast()), abc + "0", "g" + abc.dropFirst(), " " + abc.dropFirst(),
    ])
  func rejects(hex: String) {
    #expect(SHA256Digest(hex: hex) == nil)
  }
}
