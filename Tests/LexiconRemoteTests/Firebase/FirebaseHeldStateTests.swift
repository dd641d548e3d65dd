import Lexicon
import Testing

@testable import LexiconFirebase
@testable import LexiconRemote

@Suite struct FirebaseHeldStateTests {
  @Test(
    "A held state survives as one line of the cache's ETag field",
    arguments: [
      FirebaseHeldState(
        path: "production/1-2-0", marker: #""3f9a""#, etags: ["labels": "ViJF+mCY="]),
      FirebaseHeldState(path: "development", marker: nil, etags: [:]),
      FirebaseHeldState(path: "p/1", marker: "7", etags: ["Login": "a\"b", "In\nbox": "é"]),
    ])
  func roundTrips(state: FirebaseHeldState) {
    let validator = state.validator
    #expect(validator.hasPrefix("firebase:{"))
    #expect(!validator.contains("\n"))
    #expect(FirebaseHeldState(validator: validator) == state)
  }

  @Test(
    "Another source's validators hold nothing for Firebase",
    arguments: [nil, "\"v7\"", "firebase:", "firebase:{\"path\": 3}", "firebase:{\"etags\": {}}"])
  func ignoresOtherValidators(validator: String?) {
    #expect(FirebaseHeldState(validator: validator) == nil)
  }
}
