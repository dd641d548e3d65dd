import Lexicon
import LexiconFormats

/// The first problem of an XML document: what is wrong and at which byte.
struct XMLTreeError: Error, Sendable, Equatable {
  /// What is wrong.
  var message: String
  /// The byte offset in the document.
  var offset: Int

  /// Creates an error.
  init(_ message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The one-based line and column (in Unicode scalars) of the problem in `bytes`.
  func location(in bytes: [UInt8]) -> (line: Int, column: Int) {
    SourceLines(bytes).location(of: offset)
  }
}
