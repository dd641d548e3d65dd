/// What a `FirebaseSource` sends to be allowed to read: a Firebase ID token or a database secret
/// as the `auth` query parameter, or a Google OAuth 2.0 access token as `access_token`, as the
/// Realtime Database REST API takes them.
///
/// The app supplies credentials through the source's ``FirebaseSource/credential`` closure, so
/// it can hand out a fresh ID token from its own Firebase Authentication code:
///
/// ```swift
/// source.credential = { forceRefresh in
///   .idToken(try await currentUser.getIDTokenResult(forcingRefresh: forceRefresh).token)
/// }
/// ```
///
/// - Warning: A database secret reads and writes everything; never ship one in an app. Apps use
///   ID tokens (or rules that allow public reads of the labels); secrets and access tokens are
///   for tools such as `lexicon publish firebase`.
public struct FirebaseCredential: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// What kind of credential a token is, which decides the query parameter it is sent as.
  public enum Kind: Sendable, Hashable {
    /// A Firebase Authentication ID token (a JWT, valid for an hour): `auth=`.
    case idToken
    /// A legacy database secret: `auth=`.
    case databaseSecret
    /// A Google OAuth 2.0 access token, such as a service account's: `access_token=`.
    case accessToken
  }

  /// The kind of token.
  public var kind: Kind
  /// The token itself.
  public var token: String

  /// Creates a credential.
  ///
  /// - Parameters:
  ///   - kind: The kind of token.
  ///   - token: The token.
  public init(kind: Kind, token: String) {
    self.kind = kind
    self.token = token
  }

  /// A Firebase Authentication ID token, sent as `auth=`.
  ///
  /// - Parameter token: The ID token.
  /// - Returns: The credential.
  public static func idToken(_ token: String) -> FirebaseCredential {
    FirebaseCredential(kind: .idToken, token: token)
  }

  /// A database secret, sent as `auth=`.
  ///
  /// - Parameter secret: The secret.
  /// - Returns: The credential.
  public static func databaseSecret(_ secret: String) -> FirebaseCredential {
    FirebaseCredential(kind: .databaseSecret, token: secret)
  }

  /// A Google OAuth 2.0 access token, sent as `access_token=`.
  ///
  /// - Parameter token: The access token.
  /// - Returns: The credential.
  public static func accessToken(_ token: String) -> FirebaseCredential {
    FirebaseCredential(kind: .accessToken, token: token)
  }

  /// The query parameter the token is sent as: `auth` or `access_token`.
  public var parameterName: String {
    kind == .accessToken ? "access_token" : "auth"
  }

  /// The kind and the token's length, never the token: a credential that reaches a log or a
  /// crash report gives nothing away.
  ///
  /// ```swift
  /// print(FirebaseCredential.idToken("eyJhbGciOi…"))   // FirebaseCredential(idToken, 11 characters)
  /// ```
  public var description: String {
    "FirebaseCredential(\(kind), \(token.count) characters)"
  }

  /// The same as ``description``: the token is never shown.
  public var debugDescription: String { description }
}
