import LexiconFirebase
import LexiconRemote
import Testing

@Suite struct FirebaseCredentialTests {
  @Test(
    "Each kind of token goes in the query parameter the REST API reads it from",
    arguments: [
      (FirebaseCredential.idToken("eyJ"), FirebaseCredential.Kind.idToken, "auth"),
      (.databaseSecret("s3cret"), .databaseSecret, "auth"),
      (.accessToken("ya29.x"), .accessToken, "access_token"),
    ])
  func parameters(credential: FirebaseCredential, kind: FirebaseCredential.Kind, name: String) {
    #expect(credential.kind == kind)
    #expect(credential.parameterName == name)
    #expect(FirebaseCredential(kind: kind, token: credential.token) == credential)
  }

  /// A credential printed into a log names its kind, never its token.
  @Test func descriptionsHideTheToken() {
    let credential = FirebaseCredential.idToken("eyJhbGciOiJSUzI1NiJ9.secret")
    #expect(credential.description == "FirebaseCredential(idToken, 27 characters)")
    #expect(!String(reflecting: credential).contains("secret"))
    #expect(!"\(credential)".contains("secret"))
  }
}
