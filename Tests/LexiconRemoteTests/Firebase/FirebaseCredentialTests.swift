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
}
