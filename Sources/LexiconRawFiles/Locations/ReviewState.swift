import Lexicon
import LexiconReading

/// A String Catalog `stringUnit` whose `state` is not `translated`: `new` (never translated, or
/// a source string not yet reviewed) or `needs_review` (its source changed since), with where the
/// state is written. Part of an ``EntryLocation``.
///
/// ```swift
/// location.states  // [ReviewState(state: "needs_review", position: 40:22)]
/// ```
package struct ReviewState: Sendable {
  /// The state as written, such as `new` or `needs_review`.
  package var state: String
  /// Where the state is written.
  package var position: SourcePosition

  /// Creates a review state.
  /// - Parameters:
  ///   - state: The state as written.
  ///   - position: Where it is written.
  package init(state: String, position: SourcePosition) {
    self.state = state
    self.position = position
  }
}
