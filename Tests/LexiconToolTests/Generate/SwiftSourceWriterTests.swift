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

  @Test func aLongFunctionFillsItsParametersOnTheLinesAfter() {
    let value = LocalizedValue.text("%1$@ %2$@ %3$@ %4$@ %5$d")
    let key = GeneratedKey(
      key: "k", name: "aFunctionWithAVeryLongNameIndeed", value: value,
      comment: "Arguments: firstName, secondName, thirdName, fourthName, count")
    #expect(
      source([key]).contains(
        """
          static func aFunctionWithAVeryLongNameIndeed(
            firstName: some CustomStringConvertible, secondName: some CustomStringConvertible,
            thirdName: some CustomStringConvertible, fourthName: some CustomStringConvertible, count: Int
          ) -> String {
            Templates.aFunctionWithAVeryLongNameIndeed(
              String(describing: firstName), String(describing: secondName), String(describing: thirdName),
              String(describing: fourthName), count)
          }

        """))
  }

  @Test func aTableWhoseKeysAllTakeArgumentsIsANamespace() {
    let key = GeneratedKey(key: "k", name: "k", value: .text("%d"), comment: nil)
    let text = source([key])
    #expect(text.contains("enum AStrings {\n"))
    #expect(text.contains("  enum Templates: String, Localizable, CaseIterable {\n"))
  }
}
