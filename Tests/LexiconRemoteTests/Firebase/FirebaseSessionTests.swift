import Foundation
import Lexicon
import LexiconFirebase
import Testing

@testable import LexiconRemote

@Suite struct FirebaseSessionTests {
  @Test(
    "Reads the message of an error body",
    arguments: [
      (#"{"error" : "Permission denied"}"#, "Permission denied"),
      (#"{"error": "Auth token is expired", "other": 1}"#, "Auth token is expired"),
      (#"{"message": "no"}"#, nil),
      ("<html>Not Found</html>", nil),
      ("", nil),
    ] as [(String, String?)])
  func errorMessages(body: String, message: String?) {
    #expect(FirebaseSession.errorMessage(Data(body.utf8)) == message)
  }

  /// The transport names the URL it sent, credential included; the session names the URL
  /// without it.
  @Test func errorsNameTheURLWithoutTheCredential() throws {
    let sent = try #require(URL(string: "https://db.example.com/a.json?auth=secret"))
    let named = try #require(URL(string: "https://db.example.com/a.json"))
    let errors: [(RemoteError, RemoteError)] = [
      (.insecureURL(sent), .insecureURL(named)),
      (.connectionFailed(sent, code: -1004), .connectionFailed(named, code: -1004)),
      (.timedOut(sent), .timedOut(named)),
      (.httpStatus(sent, status: 503), .httpStatus(named, status: 503)),
      (
        .truncatedBody(sent, expectedBytes: 9, receivedBytes: 3),
        .truncatedBody(named, expectedBytes: 9, receivedBytes: 3)
      ),
      (.tooLarge(sent, limitBytes: 10), .tooLarge(named, limitBytes: 10)),
      (.cancelled, .cancelled),
    ]
    for (error, expected) in errors {
      #expect(FirebaseSession.naming(named, in: error) == expected)
    }
  }
}
