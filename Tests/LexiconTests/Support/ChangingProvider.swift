import Lexicon
import LexiconTesting

/// A provider whose content a test can replace, as a remote cache's would be.
final class ChangingProvider: StringProvider {
  private let texts: Locked<[String: String]>

  init(_ texts: [String: String]) {
    self.texts = Locked(texts)
  }

  func replace(_ newTexts: [String: String]) {
    texts.withLock { $0 = newTexts }
  }

  func table(for request: TableRequest) -> StringTable? {
    request.language == "en" ? StringTable(texts: texts.value) : nil
  }
}
