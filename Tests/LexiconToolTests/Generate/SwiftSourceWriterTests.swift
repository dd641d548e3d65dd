import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// Long declarations and calls are broken as `swift format` breaks them (the generator's corpus
/// test checks the whole output with `swift format lint`).
@Suite struct SwiftSourceWriterTests {
  private func source(_ keys: [GeneratedKey]) -> String {
    var writer = SwiftSourceWriter(isPublic: false, bundle: ".module")
    writer.write(KeyEnum(typeName: "AStrings", table: "A", language: "en", keys: keys))
    return writer.text
  }

  @Test func aLongCaseBreaksAfterItsEqualsSign() {
    let key = String(repeating: "long key ", count: 10)
    let text = source([GeneratedKey(key: key, name: "longKey", value: .text("x"), comment: nil)])
    #expect(text.contains("  case longKey =\n    \"\(key)\"\n"))
  }

  @Test func aLongCallFillsItsParametersOnTheLinesAfter() {
    let value = LocalizedValue.text("%1$@ %2$@ %3$@ %4$@ %5$d")
    let key = GeneratedKey(
      key: "k", name: "aFunctionWithAVeryLongNameIndeed", value: value,
      comment: "Arguments: firstName, secondName, thirdName, fourthName, count")
    #expect(
      source([key]).contains(
        """
            func callAsFunction(
              firstName: some CustomStringConvertible, secondName: some CustomStringConvertible,
              thirdName: some CustomStringConvertible, fourthName: some CustomStringConvertible, count: Int
            ) -> String {
              Templates.aFunctionWithAVeryLongNameIndeed(
                String(describing: firstName), String(describing: secondName),
                String(describing: thirdName), String(describing: fourthName), count)
            }

        """))
  }

  /// A long member declaration breaks after `=`, a long format type after its first conformance,
  /// as `swift format` breaks them.
  @Test func aLongFormatMemberBreaksAsSwiftFormatDoes() {
    let name = "aVeryLongKeyNameThatTakesArgumentsForSure"
    let key = GeneratedKey(key: "k", name: name, value: .text("%d"), comment: nil)
    let text = source([key])
    #expect(
      text.contains(
        "  static let aVeryLongKeyNameThatTakesArgumentsForSure =\n"
          + "    AVeryLongKeyNameThatTakesArgumentsForSureFormat()\n"))
  }

  @Test func keysAreIndexedInTheOrderOfTheirCases() {
    let keys = ["b", "a", "c"].map {
      GeneratedKey(key: $0, name: $0, value: .text($0), comment: nil)
    }
    let text = source(keys)
    #expect(
      text.contains(
        """
          var keyIndex: Int {
            switch self {
            case .b: 0
            case .a: 1
            case .c: 2
            }
          }

        """))
    let cases = text.components(separatedBy: "\n").filter { $0.hasPrefix("  case ") }
    #expect(cases == ["  case b", "  case a", "  case c"])
  }

  @Test func aTableWhoseKeysAllTakeArgumentsIsANamespace() {
    let key = GeneratedKey(key: "k", name: "k", value: .text("%d"), comment: nil)
    let text = source([key])
    #expect(text.contains("enum AStrings {\n"))
    #expect(text.contains("  enum Templates: String, IndexedLocalizable, CaseIterable {\n"))
  }
}
